import { createServer } from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { TurnBatchedWebSocketServer } from './turnBatchedWebSocket';

/**
 * What a connection is sent in one turn of the event loop leaves
 * in one write, and nothing sent is held back, reordered or lost, whether the client reads
 * promptly or not, and when the server disconnects it right after.
 */
let io: Server;
let url: string;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  const http = createServer();
  io = new Server(http, { wsEngine: TurnBatchedWebSocketServer, serveClient: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await io.close();
});

/** A connected client and its socket on the server. */
async function connected(): Promise<{ client: ClientSocket; socket: Socket }> {
  const arrived = new Promise<Socket>((resolve) => io.once('connection', resolve));
  const client = connect(url, { transports: ['websocket'], forceNew: true });
  clients.push(client);
  // Connected on both sides: the handshake's own writes are done before any test counts.
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  return { client, socket: await arrived };
}

/** Counts the writes (system calls, one per `_write`/`_writev`) on the server's TCP socket. */
function countWrites(socket: Socket): () => number {
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket
    ._socket as NetSocket & { _writeGeneric: (...args: unknown[]) => unknown };
  const write = tcp._writeGeneric;
  let writes = 0;
  tcp._writeGeneric = function (this: unknown, ...args: unknown[]) {
    writes += 1;
    return write.apply(this, args);
  };
  return () => writes;
}

/** The events `client` receives, in order, until `count` have arrived. */
function received(client: ClientSocket, count: number): Promise<unknown[][]> {
  const events: unknown[][] = [];
  return new Promise((resolve) => {
    const listener = (...event: unknown[]) => {
      events.push(event);
      if (events.length === count) {
        client.offAny(listener);
        resolve(events);
      }
    };
    client.onAny(listener);
  });
}

describe('turn-batched WebSocket connections', () => {
  it('sends an emit, a room emit and an acknowledgement of one turn in one write, in order', async () => {
    const { client, socket } = await connected();
    socket.on('ask', (ack: (reply: string) => void) => {
      socket.emit('first', 1);
      io.to(socket.id).emit('second', 2);
      ack('answer');
    });
    const writes = countWrites(socket);
    const events = received(client, 2);
    const answer = await client.emitWithAck('ask');
    expect(await events).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(answer).toBe('answer');
    expect(writes()).toBe(1);
  });

  it('sends what later turns emit in writes of their own, without waiting', async () => {
    const { client, socket } = await connected();
    const writes = countWrites(socket);
    const events = received(client, 3);
    for (const n of [1, 2, 3]) setTimeout(() => socket.emit('tick', n), n * 20);
    expect(await events).toEqual([
      ['tick', 1],
      ['tick', 2],
      ['tick', 3],
    ]);
    expect(writes()).toBe(3);
  });

  it('delivers everything, in order, when a turn sends more than the socket takes at once', async () => {
    const { client, socket } = await connected();
    const big = 'x'.repeat(256 * 1024);
    const events = received(client, 41);
    for (let n = 0; n < 40; n += 1) socket.emit('chunk', n, big);
    setTimeout(() => socket.emit('done'), 0);
    const all = await events;
    expect(all.slice(0, 40).map(([, n, data]) => [n, (data as string).length])).toEqual(
      Array.from({ length: 40 }, (_, n) => [n, big.length]),
    );
    expect(all[40]).toEqual(['done']);
  });

  it('delivers what was sent in the turn the server disconnects the socket', async () => {
    const { client, socket } = await connected();
    const goodbye = new Promise<string>((resolve) => client.once('goodbye', resolve));
    const reason = new Promise<string>((resolve) => client.once('disconnect', resolve));
    socket.emit('goodbye', 'see you');
    socket.disconnect(true);
    expect(await goodbye).toBe('see you');
    expect(await reason).toBe('io server disconnect');
  });
});
