import type { ReplyOf, SocketEvents } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import { socketUsername } from '../platform/socketEdge';
import { onClientEvent, type EventInput } from '../platform/clientEvents';

/** The join event of friend chat or rooms: `joinConversation(id)`, `joinRoom(id)`. */
export type JoinEntry = SocketEvents['joinConversation'] | SocketEvents['joinRoom'];

/** Authorizes `userId` (and records what joining means); the channel to join and the reply. */
export type Join<Entry extends JoinEntry> = (
  userId: string,
  id: string,
) => Promise<{ channel: string; reply: ReplyOf<Entry> }>;

/** Joins the socket to a conversation's or a room's live channel, checked every time. */
export function onJoin<Entry extends JoinEntry>(
  ctx: AppContext,
  entry: Entry,
  join: Join<Entry>,
): void {
  const joinEither = join as Join<JoinEntry>;
  onClientEvent(ctx, entry as JoinEntry, async ({ socket, userId, payload }) => {
    const { channel, reply } = await joinEither(userId, payload);
    await socket.join(channel);
    return reply;
  });
}

/** Who hears a typing hint, once the sender is allowed to send one. */
export interface TypingAudience {
  typing(username: string): void;
  stopped(): void;
}

type TypingEntry = SocketEvents['typing' | 'stopTyping' | 'typingRoom' | 'stopTypingRoom'];

/** The two typing events of friend chat or rooms. */
export interface TypingEvents {
  events: readonly [start: TypingEntry, stop: TypingEntry];
  /** Authorizes `userId` (cached checks) and says who hears them. */
  audience(socket: AppSocket, userId: string, id: string): Promise<TypingAudience>;
}

/**
 * Typing hints: no ack; a refused or failed one is dropped (they are hints). Signed-in users
 * only, limited and checked like a message (the protocol's entries).
 */
export function onTyping(ctx: AppContext, spec: TypingEvents): void {
  const relay =
    (typing: boolean) =>
    async ({ socket, userId, payload }: EventInput<TypingEntry>) => {
      const audience = await spec.audience(socket, userId, payload);
      if (typing) audience.typing(await socketUsername(ctx, socket));
      else audience.stopped();
    };
  const [start, stop] = spec.events;
  onClientEvent(ctx, start, relay(true));
  onClientEvent(ctx, stop, relay(false));
}
