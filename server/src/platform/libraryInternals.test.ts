import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { assertSenderShape } from './turnBatchedWebSocket';
import { assertStreamsAdapterInternals, STREAMS_ADAPTER_INTERNALS } from './hub/redisSocketAdapter';

/**
 * Canaries for the private parts of libraries we wrap (pinned in the lockfile): each fails with
 * a message naming what changed, before an upgrade quietly turns a wrapper into a no-op.
 */
describe('library internals we rely on', () => {
  it('ws: setSocket on the prototype, and a connection sends frames through _sender.sendFrame', async () => {
    expect(
      typeof (WebSocket.prototype as unknown as { setSocket?: unknown }).setSocket,
      'ws no longer has WebSocket.prototype.setSocket, which TurnBatchedWebSocket overrides',
    ).toBe('function');

    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const connection = await accepted;
    await new Promise((resolve) =>
      client.readyState === WebSocket.OPEN ? resolve(null) : client.once('open', resolve),
    );
    expect(() =>
      assertSenderShape((connection as unknown as { _sender: unknown })._sender),
    ).not.toThrow();
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('says what is missing when a sender or an adapter lacks what we wrap', () => {
    expect(() => assertSenderShape({})).toThrow(/ws changed: .*_sender\.sendFrame/);
    expect(() => assertStreamsAdapterInternals({ uid: 'a', onMessage() {} })).toThrow(
      /redis-streams-adapter changed: doPublish, publishAndReturnOffset, addOffsetIfNecessary missing/,
    );
  });

  it('socket.io-adapter, as the streams adapter loads it: message types and ClusterAdapter methods', () => {
    const fromStreamsAdapter = createRequire(
      createRequire(import.meta.url).resolve('@socket.io/redis-streams-adapter'),
    );
    const { ClusterAdapter, MessageType } = fromStreamsAdapter('socket.io-adapter') as {
      ClusterAdapter: { prototype: Record<string, unknown> };
      MessageType: Record<string, number>;
    };
    for (const type of [
      'BROADCAST',
      'SOCKETS_JOIN',
      'SOCKETS_LEAVE',
      'DISCONNECT_SOCKETS',
      'FETCH_SOCKETS',
      'SERVER_SIDE_EMIT',
    ])
      expect(typeof MessageType[type], `socket.io-adapter's MessageType.${type} is gone`).toBe(
        'number',
      );
    const inherited = STREAMS_ADAPTER_INTERNALS.filter((name) => name !== 'doPublish');
    for (const name of inherited)
      expect(
        typeof ClusterAdapter.prototype[name],
        `ClusterAdapter.prototype.${name} is gone`,
      ).toBe('function');
  });
});
