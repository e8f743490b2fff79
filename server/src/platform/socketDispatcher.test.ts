import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { SocketServer } from './context';
import type { AppSocket } from './socket';
import {
  guardSocketEvents,
  onSocketConnect,
  onSocketDisconnect,
  onSocketEvent,
} from './socketDispatcher';

/** A bare Socket.IO server on loopback: the dispatcher alone, no product around it. */
let io: SocketServer;
let url: string;
const clients: ClientSocket[] = [];

beforeEach(async () => {
  const httpServer = http.createServer();
  io = new Server(httpServer) as SocketServer;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await new Promise((resolve) => io.close(resolve));
});

async function open(): Promise<{ client: ClientSocket; socket: AppSocket }> {
  const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  clients.push(client);
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  return { client, socket: io.of('/').sockets.get(client.id!)! };
}

/** `echo` answers its payload and the socket's id through the ack (last argument). */
function registerEcho(seen: unknown[] = []): unknown[] {
  onSocketEvent(io, 'echo', (socket, args) => {
    const ack = args.at(-1) as (reply: unknown) => void;
    seen.push(args[0]);
    ack({ payload: args[0], id: socket.id });
  });
  return seen;
}

describe('the socket dispatcher', () => {
  it('a connection adds one shared listener, no listener per event, and events still work', async () => {
    registerEcho();
    const first = await open();
    const second = await open();
    for (const { socket } of [first, second]) {
      expect(socket.listeners('echo' as never)).toHaveLength(0);
      expect(socket.listenersAny()).toHaveLength(1);
      expect(socket.listeners('disconnect')).toHaveLength(1);
    }
    // The same function on every socket: nothing is made per connection.
    expect(first.socket.listenersAny()[0]).toBe(second.socket.listenersAny()[0]);
    expect(first.socket.listeners('disconnect')[0]).toBe(second.socket.listeners('disconnect')[0]);
    for (const { client } of [first, second]) {
      await expect(client.emitWithAck('echo', 'hi')).resolves.toEqual({
        payload: 'hi',
        id: client.id,
      });
    }
  });

  it('each event name has one handler: registering it twice is refused', () => {
    registerEcho();
    expect(() => registerEcho()).toThrow("socket event 'echo' is handled twice");
  });

  it('an unknown event is ignored: no answer, the connection stays, the next event is handled', async () => {
    registerEcho();
    const { client } = await open();
    let answered = false;
    client.emit('noSuchEvent', { any: 'thing' }, () => (answered = true));
    client.emit('constructor', () => (answered = true));
    client.emit('__proto__', () => (answered = true));
    await expect(client.emitWithAck('echo', 1)).resolves.toMatchObject({ payload: 1 });
    expect(answered).toBe(false);
    expect(client.connected).toBe(true);
  });

  it('handles one socket’s events in arrival order', async () => {
    const seen = registerEcho();
    const { client } = await open();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) => client.emitWithAck('echo', index)),
    );
    expect(seen).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(replies.map((reply: { payload: number }) => reply.payload)).toEqual(seen);
  });

  it('guards run in order before any handler, for unknown events too, and can drop an event', async () => {
    const log: string[] = [];
    guardSocketEvents(io, (_socket, args) => {
      log.push(`first ${String(args[0])}`);
      return true;
    });
    guardSocketEvents(io, (_socket, args) => {
      log.push(`second ${String(args[0])}`);
      if (args[0] !== 'blocked') return true;
      (args.at(-1) as (reply: unknown) => void)({ ok: false });
      return false;
    });
    const seen = registerEcho();
    const { client } = await open();
    await expect(client.emitWithAck('echo', 'blocked')).resolves.toEqual({ ok: false });
    client.emit('noSuchEvent', 'unknown');
    await client.emitWithAck('echo', 'allowed');
    expect(seen).toEqual(['allowed']);
    expect(log).toEqual([
      'first blocked',
      'second blocked',
      'first unknown',
      'second unknown',
      'first allowed',
      'second allowed',
    ]);
  });

  it('runs the connection hooks, then the disconnect hooks, in registration order', async () => {
    const log: string[] = [];
    onSocketConnect(io, (socket) => log.push(`connect A ${socket.id}`));
    onSocketConnect(io, (socket) => log.push(`connect B ${socket.id}`));
    onSocketDisconnect(io, (socket, reason) => log.push(`disconnect A ${socket.id} ${reason}`));
    onSocketDisconnect(io, (socket) => log.push(`disconnect B ${socket.id}`));
    const { client, socket } = await open();
    const id = socket.id;
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    client.disconnect();
    await gone;
    expect(log).toEqual([
      `connect A ${id}`,
      `connect B ${id}`,
      `disconnect A ${id} client namespace disconnect`,
      `disconnect B ${id}`,
    ]);
  });

  it('a socket cut by a connection hook gets no later hook and no listener', async () => {
    const log: string[] = [];
    onSocketConnect(io, (socket) => {
      log.push('cut');
      socket.disconnect(true);
    });
    onSocketConnect(io, () => log.push('later hook'));
    onSocketDisconnect(io, () => log.push('disconnect hook'));
    const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    clients.push(client);
    await new Promise((resolve) => client.once('disconnect', resolve));
    expect(log).toEqual(['cut']);
  });
});
