import type { QueueEntry } from './types';

/** Interests of `me` that any of `others` gave too (case-insensitive), in me's spelling. */
export function sharedInterests(me: QueueEntry, others: QueueEntry[]): string[] {
  return me.interests.filter((interest) =>
    others.some((other) => other.keys.includes(interest.toLowerCase())),
  );
}
