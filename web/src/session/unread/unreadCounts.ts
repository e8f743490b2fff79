import type { ConversationView } from '@serendip/protocol';

/** What reached this tab live while a conversation list was being fetched, in arrival order. */
export type LiveArrival =
  | { kind: 'message'; conversationId: string; createdAt: string }
  | { kind: 'read'; conversationId: string };

/**
 * Unread counts from a fetched conversation list, with what arrived live while it was in flight
 * laid over it: a read clears its conversation, a message newer than the list's last one for its
 * conversation adds one (an older one the list has counted already). Without this, a list whose
 * response came after a live message would overwrite that message's count.
 */
export function countsFromList(
  list: readonly ConversationView[],
  arrivals: readonly LiveArrival[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  const newestListed: Record<string, string> = {};
  for (const item of list) {
    counts[item._id] = item.unreadCount ?? 0;
    if (item.lastMessageAt) newestListed[item._id] = item.lastMessageAt;
  }
  for (const arrival of arrivals) {
    const { conversationId } = arrival;
    if (arrival.kind === 'read') counts[conversationId] = 0;
    else if (!isCounted(newestListed[conversationId], arrival.createdAt))
      counts[conversationId] = (counts[conversationId] ?? 0) + 1;
  }
  return counts;
}

/**
 * Whether a message sent at `createdAt` is within a list whose newest message in its
 * conversation was sent at `newestListed` (ISO times compare as strings).
 */
export function isCounted(newestListed: string | undefined, createdAt: string): boolean {
  return newestListed !== undefined && createdAt <= newestListed;
}
