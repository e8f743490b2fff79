import type { Database } from '../platform/db/database';
import { areFriends } from '../friends/queries';
import { blockedEitherWay } from '../people/policies';
import type { ConversationRow } from './queries';

/** Who may read a conversation and join its live room: its two participants. */
export function isParticipant(conversation: ConversationRow, userId: string): boolean {
  return conversation.userA === userId || conversation.userB === userId;
}

export function otherParticipant(conversation: ConversationRow, userId: string): string {
  return conversation.userA === userId ? conversation.userB : conversation.userA;
}

/** Two people may chat (open a conversation, send) only while friends and neither blocked the other. */
export async function mayChat(db: Database, userId: string, otherId: string): Promise<boolean> {
  if (userId === otherId) return false;
  const [friends, blocked] = await Promise.all([
    areFriends(db, userId, otherId),
    blockedEitherWay(db, userId, otherId),
  ]);
  return friends && !blocked;
}
