import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import { SESSION_EXPIRED, type TokenSession } from '../auth/guard';
import { unauthorized } from '../platform/errors';
import { accountGate } from '../moderation/accountGate';

type AdoptionCtx = Pick<AppContext, 'auth' | 'db' | 'io' | 'secret'>;

/**
 * Visitor sockets whose person signed in mid-chat, with the token of that sign-in. Kept on this
 * process only, with the socket object: it goes with the connection, never travels with the
 * socket's data (which other processes can list) and never outlives it.
 */
const adopted = new WeakMap<AppSocket, string>();

/**
 * The token's session when it may act: valid and not revoked (checked as the socket handshake
 * does, through the auth guard), and its account not suspended or banned (then the 403 with the
 * statement, as any event of a restricted account gets). Null when the token is not valid.
 */
async function sessionThatMayAct(ctx: AdoptionCtx, token: string): Promise<TokenSession | null> {
  const session = await ctx.auth.sessionFromToken(token);
  if (!session) return null;
  if (session.restrictedUntil && session.restrictedUntil > Date.now()) {
    const refused = await accountGate(ctx).refusal(session.userId);
    if (refused) throw refused;
  }
  return session;
}

/**
 * adoptSession: a visitor who signed up or logged in mid-chat keeps the chat on its visitor
 * connection (the signed-in one opens after the chat), and lends it the sign-in for the reveal
 * and the friend request only. A refused token changes nothing.
 */
export async function adoptSession(
  ctx: AdoptionCtx,
  socket: AppSocket,
  token: string,
): Promise<object> {
  if (!(await sessionThatMayAct(ctx, token))) throw unauthorized(SESSION_EXPIRED);
  adopted.set(socket, token);
  return {};
}

/**
 * The account a socket reveals and befriends as: its own sign-in, else the one it adopted while
 * that is still valid. The adopted token is checked again on every use (a cached answer that
 * every revocation drops), so logging out, logging out everywhere, a password reset or a
 * sanction ends the adoption at once; a token found revoked is forgotten.
 */
export async function actingUser(ctx: AdoptionCtx, socket: AppSocket): Promise<string | undefined> {
  if (socket.data.userId) return socket.data.userId;
  const token = adopted.get(socket);
  if (!token) return undefined;
  const session = await sessionThatMayAct(ctx, token);
  if (session) return session.userId;
  adopted.delete(socket);
  return undefined;
}
