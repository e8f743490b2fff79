import type { z } from 'zod';
import type { ClientToServerEvents } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import type { AppSocket } from '../platform/socket';
import { onEvent, parsePayload, socketUser, socketUsername } from '../platform/socketEdge';
import { onSocketEvent } from '../platform/socketDispatcher';

/** A join event of friend chat or rooms: `joinConversation(id)`, `joinRoom(id)`. */
export interface JoinEvent<Id extends string, Reply extends object> {
  event: 'joinConversation' | 'joinRoom';
  /** The protocol's schema of the bare id the event carries. */
  payload: z.ZodType<Id>;
  login: string;
  /** Authorizes `userId` (and records what joining means); the channel to join and the reply. */
  join(userId: string, id: Id): Promise<{ channel: string; reply: Reply }>;
}

/** Joins the socket to a conversation's or a room's live channel, checked every time. */
export function onJoin<Id extends string, Reply extends object>(
  ctx: AppContext,
  spec: JoinEvent<Id, Reply>,
): void {
  onEvent(ctx, spec.event, async (socket, payload) => {
    const userId = socketUser(socket, spec.login);
    const { channel, reply } = await spec.join(userId, parsePayload(spec.payload, payload));
    await socket.join(channel);
    return reply;
  });
}

/** Who hears a typing hint, once the sender is allowed to send one. */
export interface TypingAudience {
  typing(username: string): void;
  stopped(): void;
}

/** The two typing events of friend chat or rooms. */
export interface TypingEvents<Id extends string> {
  events: readonly [start: keyof ClientToServerEvents, stop: keyof ClientToServerEvents];
  /** The protocol's schema of the bare id the events carry. */
  payload: z.ZodType<Id>;
  limitKey: string;
  /** Authorizes `userId` (cached checks) and says who hears them. */
  audience(socket: AppSocket, userId: string, id: Id): Promise<TypingAudience>;
}

/**
 * Typing hints: no ack; a refused or failed one is dropped silently (they are hints). Signed-in
 * users only, 40 per 10 s, checked like a message.
 */
export function onTyping<Id extends string>(ctx: AppContext, spec: TypingEvents<Id>): void {
  const relay = async (socket: AppSocket, payload: unknown, typing: boolean) => {
    const userId = socketUser(socket, 'Please log in.');
    await limit(ctx.hub, `${spec.limitKey}:${userId}`, 40, 10_000, ctx.config.rateLimits);
    const audience = await spec.audience(socket, userId, parsePayload(spec.payload, payload));
    if (typing) audience.typing(await socketUsername(ctx, socket));
    else audience.stopped();
  };
  const [start, stop] = spec.events;
  onSocketEvent(
    ctx.io,
    start,
    (socket, [payload]) => void relay(socket, payload, true).catch(() => {}),
  );
  onSocketEvent(
    ctx.io,
    stop,
    (socket, [payload]) => void relay(socket, payload, false).catch(() => {}),
  );
}
