import { conflict, forbidden, invalid, notFound } from '../platform/errors';
import { canInteract } from '../people/policies';
import type { RelatedUser } from '../people/queries';

/** What a friend request does: a new pending request, or a friendship when they asked first. */
export type FriendRequestOutcome = 'request' | 'befriend';

/**
 * Whether `senderId` may ask `recipient` (undefined: no such user) to be friends, and what it
 * does. The checks run in this order; the first that fails is the error the sender sees.
 */
export function friendRequestOutcome(
  senderId: string,
  recipientId: string,
  recipient:
    | Pick<
        RelatedUser,
        'viewerBlocked' | 'blockedViewer' | 'isFriend' | 'requestSent' | 'requestReceived'
      >
    | undefined,
): FriendRequestOutcome {
  if (senderId === recipientId) throw invalid('You cannot send a friend request to yourself.');
  if (!recipient) throw notFound('User not found.');
  if (!canInteract(recipient)) throw forbidden('You cannot send a friend request to this user.');
  if (recipient.isFriend) throw conflict('You are already friends.');
  if (recipient.requestSent) throw conflict('Friend request already sent.');
  return recipient.requestReceived ? 'befriend' : 'request';
}
