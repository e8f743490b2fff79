import type { InterfaceLanguage, ServerToClientEvents, SocketData } from '@serendip/protocol';
import type { SocketServer } from '../context';
import { DEFAULT_LANGUAGE } from './languageChoice';
import { translateMessage } from './serverMessages';

/** Anything that carries a socket's data: a local socket, or one fetched from another process. */
interface WithSocketData {
  data: Partial<Pick<SocketData, 'language'>>;
}

/** The language a socket is spoken to in: the one chosen at its handshake, else English. */
export function languageOfSocket(socket: WithSocketData): InterfaceLanguage {
  return socket.data.language ?? DEFAULT_LANGUAGE;
}

/**
 * A plain text the server sends to one socket outside a `{ message }` (an event's string, a
 * reason), in that socket's language. Handlers write the spec's English and call this at the
 * emit, so a client that named no language gets the English word for word.
 */
export function textForSocket(socket: WithSocketData, english: string): string {
  return translateMessage(english, languageOfSocket(socket));
}

type Args<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * Emits to sockets by id, on whatever process holds them, each with the payload built for its
 * own language. Such texts go to one or two people (a partner, the members left in a call), so
 * asking the adapter for the sockets costs little; when it cannot answer, they get English
 * rather than nothing.
 */
export async function emitInEachLanguage<E extends keyof ServerToClientEvents>(
  io: SocketServer,
  socketIds: string | string[],
  event: E,
  build: (language: InterfaceLanguage) => Args<E>,
): Promise<void> {
  const ids = typeof socketIds === 'string' ? [socketIds] : socketIds;
  if (ids.length === 0) return;
  let sockets;
  try {
    sockets = await io.in(ids).fetchSockets();
  } catch {
    io.to(ids).emit(event, ...build(DEFAULT_LANGUAGE));
    return;
  }
  for (const socket of sockets) socket.emit(event, ...build(languageOfSocket(socket)));
}
