import type { AppContext, SocketServer } from './context';
import type { AppSocket } from './socket';

const USER_ROOM_PREFIX = 'user:';
const SESSION_ROOM_PREFIX = 'session:';

/** The room every socket of a registered user joins; events for a person go there. */
export const userRoom = (userId: string) => `${USER_ROOM_PREFIX}${userId}`;

/** The room of one sign-in's sockets; logging out on that device cuts them. */
export const sessionRoom = (sessionId: string) => `${SESSION_ROOM_PREFIX}${sessionId}`;

export const TOO_MANY_CONNECTIONS =
  'Too many connections from your network. Close some tabs and try again.';

/** The hub slot group counting one client address's live connections (keyed hash, never the address). */
const addressSlots = (ipKey: string) => `sockets:${ipKey}`;

/** The address key each connection's slot was taken under (its socket.data.ipKey, shared). */
const slotKeys = new WeakMap<object, string>();

/**
 * Takes one of the address's connection slots (MAX_SOCKETS_PER_ADDRESS across processes) and
 * gives it back when the connection closes, whatever ends it; false when the address is full.
 * Made once per server: every connection gets the same 'close' listener (Engine.IO calls it
 * with `this` bound to the connection), not a closure of its own.
 */
export function addressSlotHolder(
  ctx: Pick<AppContext, 'hub' | 'config' | 'logger'>,
): (socket: AppSocket) => Promise<boolean> {
  function release(this: object) {
    const ipKey = slotKeys.get(this);
    if (ipKey === undefined) return;
    ctx.hub.slotRelease(addressSlots(ipKey)).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'could not release a connection slot');
    });
  }
  return async (socket) => {
    const { ipKey } = socket.data;
    if (!(await ctx.hub.slotAcquire(addressSlots(ipKey), ctx.config.maxSocketsPerAddress)))
      return false;
    slotKeys.set(socket.conn, ipKey);
    // 'close' comes once per connection; each slot taken on it (one per namespace) is released.
    socket.conn.on('close', release);
    return true;
  };
}

/**
 * After the connection: a signed-in socket joins its user's and its session's rooms, through
 * which revocation (logout, logout everywhere, password reset) cuts it on any process. A
 * revocation that landed between the handshake's check and these joins would have missed it,
 * so the token is checked once more after joining. A socket restored by connection-state
 * recovery whose rooms belong to someone other than its (re-checked) token is cut as well.
 */
export function guardSignedInSocket(
  ctx: Pick<AppContext, 'auth' | 'logger'>,
  socket: AppSocket,
  token: string | undefined,
): void {
  const { userId, sessionId } = socket.data;
  const own = new Set([socket.id]);
  if (userId) own.add(userRoom(userId));
  if (sessionId) own.add(sessionRoom(sessionId));
  const foreign = [...socket.rooms].some(
    (room) =>
      (room.startsWith(USER_ROOM_PREFIX) || room.startsWith(SESSION_ROOM_PREFIX)) && !own.has(room),
  );
  if (socket.recovered && foreign) {
    socket.disconnect(true);
    return;
  }
  if (!userId) return;
  void socket.join([...own].filter((room) => room !== socket.id));
  ctx.auth.sessionFromToken(token).then(
    (session) => {
      if (!session) socket.disconnect(true);
    },
    (error: unknown) => ctx.logger.warn({ err: error }, 'socket session re-check failed'),
  );
}

/**
 * Checked before every event (a cheap check, no lookup): once its token has expired, a
 * signed-in socket is cut and the event dropped.
 */
export function tokenStillValid(socket: AppSocket): boolean {
  const expiresAt = socket.data.tokenExpiresAt;
  if (expiresAt === undefined || Date.now() < expiresAt) return true;
  socket.disconnect(true);
  return false;
}

/** Disconnects the sockets in `room` on every process (the adapter carries it). */
export function cutSockets(io: SocketServer, room: string): void {
  io.in(room).disconnectSockets(true);
}
