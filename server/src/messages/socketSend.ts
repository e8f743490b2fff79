import type {
  ChatMessage,
  PayloadOf,
  ServerToClientEvents,
  SocketEvents,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { emitPublished } from '../platform/socket';
import { AfterTurn, onClientEvent } from '../platform/clientEvents';
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
  /** Runs once a new message (not a resend) is stored and published. */
  delivered?(message: ChatMessage): void;
}

/** The send event of friend chat or rooms (its schema, sign-in and rate limit). */
export type SendEntry = SocketEvents['sendMessage'] | SocketEvents['sendRoomMessage'];

/** What differs between friend chat and rooms in sending a message. */
export interface MessageSend<Entry extends SendEntry> {
  entry: Entry;
  deliverAs: keyof Pick<ServerToClientEvents, 'receiveMessage' | 'receiveRoomMessage'>;
  chat: 'friend' | 'room';
  /** Authorizes the sender (cached checks, no lookup per message) and names the destination. */
  destination(userId: string, payload: PayloadOf<Entry>): Promise<Destination>;
}

/**
 * Listens to one send event: sign-in, rate limit and parse (the entry's), authorize, screen the
 * text, then store (group commit) and publish. The checks and the queueing run in the socket's
 * send order; the commit is awaited after its turn, so a quick burst from one sender can share a
 * batch, and the batch keeps the queue's order. The ack (`{ ok: true, message }`) comes once it
 * is stored and published.
 */
export function onMessageSend<Entry extends SendEntry>(
  ctx: AppContext,
  send: MessageSend<Entry>,
): void {
  // Either kind's payload (TypeScript cannot narrow the union of entries by a generic one).
  const destination = send.destination as MessageSend<SendEntry>['destination'];
  onClientEvent(
    ctx,
    send.entry as SendEntry,
    async ({ socket, userId, payload }) => {
      const { place, channels, afterStore, delivered } = await destination(userId, payload);
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
        if (created) delivered?.(published);
      };
      const input = { senderId: userId, draft, ...(quote ? { replyToId: quote._id } : {}) };
      const stored = storeMessage(ctx, place, input, deliver);
      return new AfterTurn(
        stored.then(({ message, created }) => {
          if (created && afterStore)
            void afterStore(message).catch((error: unknown) =>
              ctx.logger.warn({ err: error }, 'after-store work failed'),
            );
          return { message: withQuote(message, quote) };
        }),
      );
    },
    { order: inSocketOrder },
  );
}
