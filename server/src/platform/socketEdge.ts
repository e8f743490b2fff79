import type { Ack } from '@serendip/protocol';
import type { AppContext } from './context';
import { AppError } from './errors';
import type { AppSocket } from './socket';

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
