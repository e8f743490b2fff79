import type { ItemPermissions, ModerationActionKind } from '@serendip/protocol';
import { forbidden } from '../platform/errors';
import type { Subject } from './sanctions';

/**
 * What a moderator may do in the console, as one answer the pages show and the routes enforce:
 * a moderator is never offered an action the server would refuse.
 */

export const NOT_FOR_VISITORS = 'Only an account’s content can be removed.';

const ALL_ACTIONS: ModerationActionKind[] = [
  'dismiss',
  'warn',
  'remove',
  'terminate',
  'suspend',
  'ban',
];

/**
 * The actions on one reported person: none while another moderator holds the item; content
 * removal only for an account (a visitor has no stored content).
 */
export function itemPermissions(
  subject: Subject,
  claimedBy: string | null,
  moderatorId: string,
): ItemPermissions {
  if (claimedBy && claimedBy !== moderatorId) return { claim: false, release: false, actions: [] };
  return {
    claim: claimedBy === null,
    release: claimedBy === moderatorId,
    actions: ALL_ACTIONS.filter((action) => action !== 'remove' || 'userId' in subject),
  };
}

/** Refuses (403) an action the subject does not allow; a held item stays a 409 (claim()). */
export function assertActionAllowed(subject: Subject, action: ModerationActionKind): void {
  if (action === 'remove' && !('userId' in subject)) throw forbidden(NOT_FOR_VISITORS);
}

/** The decisions a moderator may take on an appeal: none on an appeal of their own decision. */
export function appealPermissions(
  decidedBy: string | null,
  moderatorId: string,
): ('upheld' | 'reversed')[] {
  return decidedBy === moderatorId ? [] : ['upheld', 'reversed'];
}
