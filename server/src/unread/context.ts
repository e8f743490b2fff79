/**
 * What unread/ must know of the places whose read state it keeps, answered by the features
 * that own them (chat/ for conversations, rooms/ for rooms): unread imports neither, and they
 * import unread for its counts.
 */
export interface ReadPlaces {
  /** The other participant of a conversation `userId` takes part in; 404 otherwise. */
  partnerIn(userId: string, conversationId: string): Promise<string>;
  /** Refuses (403) unless the two may chat now: friends, neither blocking the other. */
  requireMayChat(userId: string, otherId: string): Promise<void>;
  /** Refuses unless `userId` belongs to the room: 404 for no such room, 403 otherwise. */
  requireRoomMember(userId: string, roomId: string): Promise<void>;
}

/** What unread/ asks of every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    readPlaces: ReadPlaces;
  }
}
