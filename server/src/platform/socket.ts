import type {
  ClientToServerEvents,
  InterfaceLanguage,
  ServerToClientEvents,
  SocketData,
} from '@serendip/protocol';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { validate } from 'uuid';
import crypto from 'node:crypto';
import type { AppContext, SocketServer } from './context';
import { deriveKey } from './secrets';
import { unavailable } from './errors';
import { EphemeralAwareSessionAdapter } from './ephemeral';
import { TurnBatchedWebSocketServer } from './turnBatchedWebSocket';
import { clientAddressOf, trustFunction, type TrustFunction } from './proxyTrust';
import {
  TOO_MANY_CONNECTIONS,
  guardSignedInSocket,
  addressSlotHolder,
  tokenStillValid,
} from './socketSession';
import { guardSocketEvents, onSocketConnect } from './socketDispatcher';
import { chooseLanguage, namedInterfaceLanguage } from './i18n/languageChoice';
import { translateMessage } from './i18n/serverMessages';

export { sessionRoom, userRoom } from './socketSession';

/** A cluster adapter's broadcast that rejects when the event was not published. */
export interface StrictBroadcaster {
  broadcastOrFail(
    packet: { type: number; data: unknown[]; nsp: string },
    opts: { rooms: Set<string>; except?: Set<string> },
  ): Promise<void>;
}

function isStrictBroadcaster(adapter: unknown): adapter is StrictBroadcaster {
  return typeof (adapter as Partial<StrictBroadcaster>).broadcastOrFail === 'function';
}

/** How long a message waits for the live layer (Redis) before its sender is told to retry. */
const PUBLISH_TIMEOUT_MS = 5000;
const NOT_DELIVERED = 'The message could not be delivered right now. Please retry.';

/** A server-side socket with the typed event maps, so listeners get their payload types. */
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export function createSocketServer(httpServer: HttpServer): SocketServer {
  return new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: 1e6,
    // What a connection is sent in one loop turn leaves in one write (turnBatchedWebSocket.ts).
    wsEngine: TurnBatchedWebSocketServer,
    // One process: what goes only to single sockets is not kept for replay (no recording).
    adapter: EphemeralAwareSessionAdapter as never,
    // On a short network blip the client gets missed events replayed (docs/architecture.md).
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The client's address: the TCP peer, or behind trusted proxies (TRUST_PROXY) the address they
 * vouch for in X-Forwarded-For, picked exactly as Fastify's request.ip picks it.
 */
export function clientAddress(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trust: TrustFunction,
): string {
  return clientAddressOf(handshake.address, handshake.headers['x-forwarded-for'], trust);
}

/** A keyed hash of an IP address: sanctions can follow an address without storing it. */
export function ipKeyOf(secret: string, address: string): string {
  // Hex of the first 16 bytes: the same 32 characters as slicing the hex digest, but a flat
  // string of its own (a slice would keep the whole 64-character digest alive on every socket).
  return crypto
    .createHmac('sha256', deriveKey(secret, 'ip'))
    .update(address)
    .digest()
    .subarray(0, 16)
    .toString('hex');
}

/**
 * Authenticates each connection from the `token` query parameter (base contract) or the handshake's
 * auth. A missing or invalid token connects as a visitor; a visitor keeps the random visitor id
 * its browser sends (or gets one) for rate limits and sanctions.
 */
export function installSocketAuth(
  io: SocketServer,
  ctx: Pick<AppContext, 'auth' | 'logger' | 'secret' | 'config' | 'hub' | 'accountLanguageOf'>,
): void {
  const trust = trustFunction(ctx.config.trustProxy);
  const holdAddressSlot = addressSlotHolder(ctx);
  const tokenOf = (socket: AppSocket) =>
    firstString(socket.handshake.query.token) ?? firstString(socket.handshake.auth?.token);
  io.use(async (socket, next) => {
    try {
      const { query, auth } = socket.handshake;
      const session = await ctx.auth.sessionFromToken(tokenOf(socket));
      const claimedVisitor = firstString(auth?.visitorId) ?? firstString(query.visitorId);
      socket.data.userId = session?.userId;
      socket.data.sessionId = session?.sessionId;
      socket.data.tokenExpiresAt = session?.expiresAt;
      socket.data.restrictedUntil = session?.restrictedUntil;
      socket.data.visitorId =
        claimedVisitor && validate(claimedVisitor) ? claimedVisitor : crypto.randomUUID();
      socket.data.address = clientAddress(socket.handshake, trust);
      socket.data.ipKey = ipKeyOf(ctx.secret, socket.data.address);
      socket.data.language = await handshakeLanguage(ctx, socket);
      if (!(await holdAddressSlot(socket)))
        return next(new Error(translateMessage(TOO_MANY_CONNECTIONS, socket.data.language)));
      next();
    } catch (error) {
      ctx.logger.error({ err: error }, 'socket authentication failed');
      const language = socket.data.language ?? chooseLanguage(handshakeChoices(socket));
      next(new Error(translateMessage('Server error. Please try again.', language)));
    }
  });
  onSocketConnect(io, (socket) => guardSignedInSocket(ctx, socket, tokenOf(socket)));
  guardSocketEvents(io, tokenStillValid);
}

/** What a handshake says of its language: `auth.language` (an extra), its Accept-Language. */
function handshakeChoices(socket: AppSocket) {
  return {
    named: namedInterfaceLanguage(socket.handshake.auth?.language),
    acceptLanguage: socket.handshake.headers['accept-language'],
  };
}

/**
 * The language of a socket's `{ message }` answers: the one its client names, else the signed-in
 * account's, else its Accept-Language's, else English. The account is asked only when the client
 * names none.
 */
async function handshakeLanguage(
  ctx: Pick<AppContext, 'accountLanguageOf'>,
  socket: AppSocket,
): Promise<InterfaceLanguage> {
  const choices = handshakeChoices(socket);
  const { userId } = socket.data;
  const account = !choices.named && userId ? await ctx.accountLanguageOf(userId) : undefined;
  return chooseLanguage({ ...choices, account });
}

/**
 * Emits to rooms on every process and resolves once the adapter has published the event
 * (with Redis: once it is in the stream). Acknowledging a message only after this means an
 * acknowledged message reaches connected recipients even if this process dies right after.
 * While Redis is away it fails (503 'unavailable') instead: the sender retries with the same
 * clientId, which stores nothing twice and publishes again.
 */
export async function emitPublished<E extends keyof ServerToClientEvents>(
  io: SocketServer,
  rooms: string[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): Promise<void> {
  const packet = { type: 2 /* socket.io-parser EVENT */, data: [event, ...args], nsp: '/' };
  const opts = { rooms: new Set(rooms), except: new Set<string>() };
  const adapter = io.of('/').adapter;
  // The plain broadcast of a cluster adapter swallows a failed publish (Redis away).
  if (!isStrictBroadcaster(adapter)) return adapter.broadcast(packet, opts);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_TIMEOUT_MS);
  });
  try {
    await Promise.race([adapter.broadcastOrFail(packet, opts), late]);
  } catch {
    throw unavailable(NOT_DELIVERED);
  } finally {
    clearTimeout(timer);
  }
}
