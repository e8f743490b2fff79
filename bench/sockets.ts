import { io as connect, type Socket } from 'socket.io-client';

/** The p-th percentile (0..1) of some numbers. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export const once = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, resolve));

export type Reply = { ok: boolean; message?: unknown };

/** Emits an event with an acknowledgement and resolves with the server's answer. */
export const ask = (socket: Socket, event: string, ...args: unknown[]) =>
  new Promise<Reply>((resolve) => socket.emit(event, ...args, resolve));

/** Connected WebSocket clients, one per token (undefined: a visitor). */
export async function connectSockets(
  url: string,
  tokens: (string | undefined)[],
): Promise<Socket[]> {
  return Promise.all(
    tokens.map(async (token) => {
      const socket = connect(url, {
        query: token ? { token } : {},
        transports: ['websocket'],
        forceNew: true,
      });
      await once(socket, 'connect');
      return socket;
    }),
  );
}
