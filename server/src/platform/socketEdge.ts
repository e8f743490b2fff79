import type { z } from 'zod';
import type { Ack, ClientToServerEvents } from '@serendip/protocol';
import type { AppContext } from './context';
import { AppError } from './errors';
import type { AppSocket } from './socket';
import { wellFormedId } from './ids';
import { parseReadable } from './readableIssues';
import { onSocketEvent } from './socketDispatcher';

const SERVER_ERROR = 'Server error. Please try again.';

/**
 * Runs a socket event's work and answers its ack (when the client gave one): `{ ok: true, ...result }`
 * or `{ ok: false, message }`. Errors other than AppError are logged and answered generically.
 */
export function answer<T extends object>(
  ctx: Pick<AppContext, 'logger'>,
  ack: unknown,
  work: () => Promise<T>,
): void {
  const reply = (result: Ack<T>) => {
    if (typeof ack === 'function') (ack as (result: Ack<T>) => void)(result);
  };
  work().then(
    (result) => reply({ ok: true, ...result }),
    (error: unknown) => {
      if (error instanceof AppError)
        return reply({ ok: false, ...error.details, message: error.message });
      ctx.logger.error({ err: error }, 'socket event failed');
      reply({ ok: false, message: SERVER_ERROR });
    },
  );
}

/** The signed-in user of a socket, or an AppError with `message` (e.g. 'Please log in to chat.'). */
export function socketUser(socket: AppSocket, message: string): string {
  const { userId } = socket.data;
  if (!userId) throw new AppError('unauthorized', message);
  return userId;
}

/** The socket user's username, looked up once per socket (for typing indicators). */
export async function socketUsername(
  ctx: Pick<AppContext, 'usernameOf'>,
  socket: AppSocket,
): Promise<string> {
  if (socket.data.username) return socket.data.username;
  const { userId } = socket.data;
  socket.data.username = (userId && (await ctx.usernameOf(userId))) || 'Someone';
  return socket.data.username;
}

/** A string id from a socket payload, else the AppError `message` (never a database error). */
export function payloadId(value: unknown, message: string): string {
  const id = wellFormedId(value);
  if (id) return id;
  throw new AppError('notFound', message);
}

/**
 * A socket payload checked against its protocol schema; a refusal carries a sentence a person
 * can read (never zod's raw text). `subject` names a bare payload (e.g. 'Call' for a call id).
 */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  payload: unknown,
  subject?: string,
): z.output<T> {
  const parsed = parseReadable(schema, payload, subject);
  if (!parsed.success)
    throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data;
}

/**
 * Handles a client event on every socket (registered once, through the server's dispatcher) and
 * answers through its ack, whatever the client sent: the ack is the last argument when it is a
 * function, so an event sent with fewer arguments (no payload, or the ack in the payload's place)
 * still gets its answer, e.g. 'Message is missing.'.
 */
export function onEvent(
  ctx: Pick<AppContext, 'logger' | 'io'>,
  event: keyof ClientToServerEvents,
  work: (socket: AppSocket, payload: unknown) => Promise<object>,
): void {
  onSocketEvent(ctx.io, event, (socket, args) => {
    const ack = typeof args.at(-1) === 'function' ? args.pop() : undefined;
    answer(ctx, ack, () => work(socket, args[0]));
  });
}
