import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@serendip/protocol';
import { startTestServer, nextEvent, type TestServer } from '../../test/support';
import { befriend, settled, signUp } from '../../test/social';
import { NUL_MESSAGE } from './nulGuard';
import type { AppSocket } from './socket';

/**
 * The whole product on the dispatcher: whatever the features register, a
 * connection costs one shared `onAny` listener and one shared 'disconnect' listener, no listener
 * per event and no middleware, and every feature's events still answer through it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const serverSide = (id: string | undefined): AppSocket =>
  server.server.ctx.io.of('/').sockets.get(id!)!;

/** Client events of every feature (chat, rooms, unread, presence, anonymous, video). */
const FEATURE_EVENTS = [
  'sendMessage',
  'joinConversation',
  'typing',
  'joinRoom',
  'leaveRoom',
  'markConversationRead',
  'getOnlineUsersCount',
  'requestAnonymousMatch',
  'anonymousTyping',
  'requestMatch',
  'webrtc-offer',
] as const;

describe('sockets on the dispatcher', () => {
  it('a signed-in and a visitor socket hold no per-event listener, and chat still works', async () => {
    const ann = await signUp(server.url, 'ann');
    const bob = await signUp(server.url, 'bob');
    await befriend(ann, bob);
    const opened = await ann.client.post<Conversation>(`/api/chat/conversation/${bob.id}`);
    const annSocket = await server.socket(ann.token);
    const bobSocket = await server.socket(bob.token);
    const visitor = await server.socket();
    const sockets = [annSocket, bobSocket, visitor].map((client) => serverSide(client.id));
    for (const socket of sockets) {
      for (const event of FEATURE_EVENTS) expect(socket.listeners(event as never)).toHaveLength(0);
      expect(socket.listenersAny()).toHaveLength(1);
      expect(socket.listeners('disconnect')).toHaveLength(1);
      // The NUL guard and the token's expiry are checks in the dispatcher, not middlewares.
      expect((socket as unknown as { fns: unknown[] }).fns).toHaveLength(0);
    }
    expect(sockets[0].listenersAny()[0]).toBe(sockets[2].listenersAny()[0]);

    const delivered = nextEvent<ChatMessage>(bobSocket, 'receiveMessage');
    const sent = await annSocket.emitWithAck('sendMessage', {
      conversationId: opened.body._id,
      content: 'hello through the dispatcher',
      type: 'text',
      clientId: `dispatch-${Date.now()}`,
    });
    expect(sent).toMatchObject({ ok: true, message: { content: 'hello through the dispatcher' } });
    expect((await delivered).content).toBe('hello through the dispatcher');
    await expect(visitor.emitWithAck('getOnlineUsersCount')).resolves.toBeGreaterThan(0);
    for (const client of [annSocket, bobSocket, visitor]) client.disconnect();
  });

  it('an unknown event is harmless; NUL text is refused before any handler', async () => {
    const visitor = await server.socket();
    let answered = false;
    const untyped = visitor as unknown as { emit(...args: unknown[]): void };
    untyped.emit('noSuchEvent', 'x', () => (answered = true));
    await settled(visitor);
    expect(answered).toBe(false);
    expect(visitor.connected).toBe(true);
    await expect(
      visitor.emitWithAck('sendAnonymousMessage', { message: 'a\u0000b' } as never),
    ).resolves.toEqual({ ok: false, message: NUL_MESSAGE });
    // A known event still reaches its handler: a visitor may not send a friend message.
    await expect(
      visitor.emitWithAck('sendMessage', {
        conversationId: '00000000-0000-4000-8000-000000000000',
        content: 'hi',
        type: 'text',
        clientId: 'visitor-1',
      }),
    ).resolves.toEqual({ ok: false, message: 'Please log in to chat.' });
    visitor.disconnect();
  });

  it('a signed-in socket whose token has expired is cut at its next event, which is dropped', async () => {
    const ann = await signUp(server.url, 'ann');
    const client = await server.socket(ann.token);
    await expect(client.emitWithAck('getOnlineUsersCount')).resolves.toBeGreaterThan(0);
    serverSide(client.id).data.tokenExpiresAt = Date.now() - 1;
    const cut = nextEvent(client, 'disconnect');
    let answered = false;
    client.emit('getOnlineUsersCount', () => (answered = true));
    await expect(cut).resolves.toBe('io server disconnect');
    expect(answered).toBe(false);
  });
});
