import type { z } from 'zod';
import type {
  PayloadOf,
  ReplyOf,
  SocketEventContract,
  SocketEventFields,
  SocketRateLimit,
} from '@serendip/protocol';
import type { AppContext } from './context';
import { AppError } from './errors';
import { limit, limitEach } from './rateLimit';
import type { AppSocket } from './socket';
import { parseReadable } from './readableIssues';
import { answer, socketUser } from './socketEdge';
import { onSocketEvent } from './socketDispatcher';

/** An entry of the protocol's SOCKET_EVENTS that is answered through an ack or is a hint. */
type HandledEntry = SocketEventContract<SocketEventFields> & { answer: 'ack' | 'none' };

type EventContext = Pick<AppContext, 'logger' | 'io' | 'hub' | 'config'>;

/** What a handler receives: the socket, the parsed payload and, when sign-in is required, who. */
export type EventInput<Entry> = { socket: AppSocket; payload: PayloadOf<Entry> } & (Entry extends {
  signIn: string;
}
  ? { userId: string }
  : unknown);

/**
 * A reply a handler run in a queue (`order`) finishes after its turn: the queue moves on while
 * it settles (a stored message's commit, batched with the ones queued behind it).
 */
export class AfterTurn<Reply> {
  constructor(readonly reply: Promise<Reply>) {}
}

/** What a handler resolves to: the ack's success fields, or nothing for a hint. */
export type HandlerResult<Entry> = Entry extends { answer: 'none' }
  ? void
  : ReplyOf<Entry> | AfterTurn<ReplyOf<Entry>>;

export interface EventOptions<Entry> {
  /** Runs the checks and the handler in a queue, e.g. the socket's send order. */
  order?: <T>(socket: AppSocket, work: () => Promise<T>) => Promise<T>;
  /**
   * A check of the parsed payload run alongside the rate count (the hot signalling relays):
   * the payload is then parsed before the count, and an invalid one is not counted.
   */
  alongsideLimit?: (input: EventInput<Entry>) => Promise<void>;
  /** Told of every refusal or failure of the event (the ack answers it as well). */
  onFailure?: (socket: AppSocket, error: unknown) => void;
}

/**
 * Handles a client event from its protocol entry, on every socket: checks sign-in, counts the
 * rate limit, parses the payload (a refusal says what is wrong, e.g. 'Message is missing.'),
 * then runs `handler` and answers through the ack. The ack is the last argument when it is a
 * function, so an event sent without its payload still gets its answer. A hint has no ack and
 * a refused one is dropped.
 */
export function onClientEvent<const Entry extends HandledEntry>(
  ctx: EventContext,
  entry: Entry,
  handler: (input: EventInput<Entry>) => Promise<HandlerResult<Entry>>,
  options: EventOptions<Entry> = {},
): void {
  const { order, alongsideLimit, onFailure } = options;
  onSocketEvent(ctx.io, entry.name, (socket, args) => {
    const ack =
      entry.answer === 'ack' && typeof args.at(-1) === 'function' ? args.pop() : undefined;
    const checkedRun = async () => {
      const userId = entry.signIn ? socketUser(socket, entry.signIn) : undefined;
      const count = () => countEvent(ctx, entry, socket, userId);
      const parse = () => parsePayload(entry, args[0]);
      let input: EventInput<Entry>;
      if (alongsideLimit) {
        input = { socket, userId, payload: parse() } as EventInput<Entry>;
        await Promise.all([count(), alongsideLimit(input)]);
      } else {
        await count();
        input = { socket, userId, payload: parse() } as EventInput<Entry>;
      }
      return handler(input);
    };
    answer(ctx, ack, async () => {
      try {
        const result = await (order ? order(socket, checkedRun) : checkedRun());
        return (result instanceof AfterTurn ? await result.reply : result) as object;
      } catch (error) {
        onFailure?.(socket, error);
        throw error;
      }
    });
  });
}

/** Counts one event against the entry's rate limit, keyed by its bucket and the sender. */
async function countEvent(
  ctx: EventContext,
  entry: HandledEntry,
  socket: AppSocket,
  userId: string | undefined,
): Promise<void> {
  const rate: SocketRateLimit | undefined = entry.rateLimit;
  if (!rate) return;
  const sender = rate.per === 'socket' ? socket.id : userId;
  if (!sender) throw new Error(`socket event '${entry.name}': a per-person limit needs signIn`);
  const key = `${rate.bucket}:${sender}`;
  const [only] = rate.rules;
  if (rate.rules.length === 1 && only)
    await limit(ctx.hub, key, only.max, only.windowMs, ctx.config.rateLimits);
  else await limitEach(ctx.hub, key, rate.rules, ctx.config.rateLimits);
}

/** The payload checked against the entry's schema; a refusal carries a sentence a person reads. */
function parsePayload(entry: HandledEntry, payload: unknown): unknown {
  const schema: z.ZodType | undefined = entry.payload;
  if (!schema) return undefined;
  const parsed = parseReadable(schema, payload, entry.subject);
  if (!parsed.success)
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}
