import type { Message } from '@serendip/protocol';
import { localDayKey } from './daySeparators';

/** Messages from one sender closer together than this form one group, as in any messenger. */
export const GROUP_GAP_MS = 5 * 60_000;

/** Where a message sits in its run of consecutive messages from the same sender. */
export interface GroupPosition {
  /** The first of its run: shows the sender's name. */
  first: boolean;
  /** The last of its run: shows the avatar and the time. */
  last: boolean;
}

function sameRun(earlier: Message | undefined, later: Message | undefined): boolean {
  if (!earlier || !later || earlier.sender._id !== later.sender._id) return false;
  const gap = Date.parse(later.createdAt) - Date.parse(earlier.createdAt);
  // A message without a readable time (or out of order) starts its own run, and so does the
  // first message after a day separator (the name and avatar show again under it).
  if (!(gap >= 0 && gap <= GROUP_GAP_MS)) return false;
  return localDayKey(new Date(earlier.createdAt)) === localDayKey(new Date(later.createdAt));
}

/** The group position of each message of a list sorted oldest first. */
export function groupPositions(messages: readonly Message[]): GroupPosition[] {
  return messages.map((message, index) => ({
    first: !sameRun(messages[index - 1], message),
    last: !sameRun(message, messages[index + 1]),
  }));
}
