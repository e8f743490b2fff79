import type { Ack } from '@serendip/protocol';
import type { AppContext } from './context';
import { AppError } from './errors';
import type { AppSocket } from './socket';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import { wellFormedId } from './ids';

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
  ctx: Pick<AppContext, 'db'>,
  socket: AppSocket,
): Promise<string> {
  if (socket.data.username) return socket.data.username;
  const [row] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, socket.data.userId ?? ''));
  socket.data.username = row?.username ?? 'Someone';
  return socket.data.username;
}

/** A string id from a socket payload, else the AppError `message` (never a database error). */
export function payloadId(value: unknown, message: string): string {
  const id = wellFormedId(value);
  if (id) return id;
  throw new AppError('notFound', message);
}

/** The error of a socket payload that failed its zod schema: its first issue's message. */
export function payloadError(issues: Array<{ message: string }>): AppError {
  return new AppError('invalid', issues[0]?.message ?? 'Invalid request.');
}
