import type { z } from 'zod';
import type { ChatMessage, MessageDraft, ServerToClientEvents } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { CONVERSATION_RATE, limitEach } from '../platform/rateLimit';
import { emitPublished } from '../platform/socket';
import { onEvent, parsePayload, socketUser } from '../platform/socketEdge';
import { inSocketOrder } from '../platform/socketOrder';
import { storedChatScreen } from './storedChatScreen';
import type { MessagePlace } from './queries';
import { storeMessage } from './service';
import { quotedOriginal, withQuote } from './replies';

/** Where an authorized message goes. */
export interface Destination {
  place: MessagePlace;
  /** The channels it is published to, once, through the adapter. */
  channels: string[];
  /** Runs once a new message is stored (not for a resend), after the ack; failures are logged. */
  afterStore?(message: ChatMessage): Promise<void>;
}

/** What differs between friend chat and rooms in sending a message. */
export interface MessageSend<Payload extends MessageDraft> {
  event: 'sendMessage' | 'sendRoomMessage';
  deliverAs: keyof Pick<ServerToClientEvents, 'receiveMessage' | 'receiveRoomMessage'>;
  /** The protocol's payload schema. */
  payload: z.ZodType<Payload>;
  chat: 'friend' | 'room';
  /** Refusal for a socket without a signed-in user. */
  login: string;
  /** The rate limit's key prefix (CONVERSATION_RATE per user). */
  limitKey: string;
  /** Authorizes the sender (cached checks, no lookup per message) and names the destination. */
  destination(userId: string, payload: Payload): Promise<Destination>;
  /** Runs once a new message (not a resend) is stored and published. */
  delivered?(message: ChatMessage): void;
}

/**
 * Listens to one send event: parse, authorize, screen the text, then store (group commit) and
 * publish. The checks and the queueing run in the socket's send order; the commit is awaited
 * outside that order, so a quick burst from one sender can share a batch, and the batch keeps
 * the queue's order. The ack (`{ ok: true, message }`) comes once it is stored and published.
 */
export function onMessageSend<Payload extends MessageDraft>(
  ctx: AppContext,
  send: MessageSend<Payload>,
): void {
  onEvent(ctx, send.event, async (socket, raw) => {
    const { stored, afterStore, quote } = await inSocketOrder(socket, async () => {
      const userId = socketUser(socket, send.login);
      await limitEach(
        ctx.hub,
        `${send.limitKey}:${userId}`,
        CONVERSATION_RATE,
        ctx.config.rateLimits,
      );
      const payload = parsePayload(send.payload, raw, 'Message');
      const { place, channels, afterStore } = await send.destination(userId, payload);
      const screen = storedChatScreen(ctx, socket, send.chat, place);
      const draft =
        payload.type === 'text' || payload.type === 'emoji'
          ? { ...payload, content: await screen(payload.content) }
          : payload;
      const { replyToId } = payload;
      const quote = replyToId ? await quotedOriginal(ctx, place, replyToId) : undefined;
      // A resend is published again, in case the first delivery was lost with a crashed process.
      const deliver = async ({ message, created }: { message: ChatMessage; created: boolean }) => {
        const published = withQuote(message, quote);
        await emitPublished(ctx.io, channels, send.deliverAs, published);
        if (created) send.delivered?.(published);
      };
      const input = { senderId: userId, draft, ...(quote ? { replyToId: quote._id } : {}) };
      // Wrapped: a bare promise returned here would be awaited inside the send order.
      return { stored: storeMessage(ctx, place, input, deliver), afterStore, quote };
    });
    const { message, created } = await stored;
    if (created && afterStore)
      void afterStore(message).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'after-store work failed'),
      );
    return { message: withQuote(message, quote) };
  });
}
