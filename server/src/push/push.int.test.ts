import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Conversation, PublicConfig } from '@serendip/protocol';
import { startTestServer, TestClient, type TestServer } from '../../test/support';
import { befriend, eventually, signUp, type Person } from '../../test/social';
import { startPushReceiver, type PushReceiver } from '../../test/pushReceiver';
import { pushSubscriptions } from '../platform/db/schema';

let receiver: PushReceiver;
let server: TestServer;
beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startTestServer(receiver.env);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** Every push started so far has been answered by the receiver. */
const pushesDone = () => server.server.ctx.push.idle();

async function subscribe(person: Person, showText?: boolean) {
  const device = receiver.subscribe();
  const { endpoint, keys } = device;
  const answer = await person.client.post('/api/push/subscriptions', {
    endpoint,
    keys,
    ...(showText === undefined ? {} : { showText }),
  });
  expect(answer.status).toBe(201);
  return device;
}

async function friendsWithConversation() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  return { a, b, conversationId: opened.body._id };
}

async function send(person: Person, conversationId: string, content: string) {
  const socket = await server.socket(person.token);
  const ack = await socket.emitWithAck('sendMessage', { conversationId, content, type: 'text' });
  socket.disconnect();
  expect(ack.ok).toBe(true);
}

const rowsOf = (endpoint: string) =>
  server.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

describe('web push', () => {
  it('publishes the VAPID public key in GET /api/config', async () => {
    const config = (await server.client().get<PublicConfig>('/api/config')).body;
    expect(config.push?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("pushes a friend's message to someone with no open socket: the sender, no text", async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const device = await subscribe(b);
    await send(a, conversationId, 'hello from ann');
    await eventually(() => expect(device.received).toHaveLength(1));
    const { publicKey } = (await b.client.get<PublicConfig>('/api/config')).body.push!;
    expect(device.received[0]).toEqual({
      payload: {
        title: a.username,
        body: 'Sent you a message',
        tag: `conversation:${conversationId}`,
        url: `/chat/${a.id}`,
      },
      ttl: 86400,
      vapidKey: publicKey,
    });
  });

  it('shows the text only on a device that opted in', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const device = await subscribe(b, true);
    await send(a, conversationId, 'see you at eight');
    await eventually(() => expect(device.received).toHaveLength(1));
    expect(device.received[0].payload).toMatchObject({
      title: a.username,
      body: 'see you at eight',
    });
  });

  it('sends nothing to someone with an open socket', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const device = await subscribe(b);
    const open = await server.socket(b.token);
    await send(a, conversationId, 'you are here');
    await pushesDone();
    expect(device.received).toEqual([]);
    open.disconnect();
    // Gone from presence, the next message is pushed: the path itself worked.
    await eventually(async () => {
      const online = await server.server.ctx.hub.presenceOnline([`user:${b.id}`]);
      expect(online.size).toBe(0);
    });
    await send(a, conversationId, 'and now you are not');
    await eventually(() => expect(device.received).toHaveLength(1));
  });

  it('pushes notifications: a friend request, with its link', async () => {
    const a = await signUp(server.url, 'ann');
    const b = await signUp(server.url, 'bob');
    const device = await subscribe(b);
    expect((await a.client.post(`/api/friends/request/${b.id}`)).status).toBe(201);
    await eventually(() => expect(device.received).toHaveLength(1));
    expect(device.received[0].payload).toEqual({
      title: 'Serendip',
      body: `${a.username} sent you a friend request.`,
      tag: 'notification:/friends',
      url: '/friends',
    });
  });

  it('deletes a subscription the push service answers 410 (or 404) for', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const gone = await subscribe(b);
    const missing = await subscribe(b);
    gone.answer(410);
    missing.answer(404);
    expect(await rowsOf(gone.endpoint)).toHaveLength(1);
    await send(a, conversationId, 'anyone there?');
    await pushesDone();
    expect(await rowsOf(gone.endpoint)).toEqual([]);
    expect(await rowsOf(missing.endpoint)).toEqual([]);
  });

  it('keeps a subscription through other failures (500)', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const device = await subscribe(b);
    device.answer(500);
    await send(a, conversationId, 'busy?');
    await pushesDone();
    expect(await rowsOf(device.endpoint)).toHaveLength(1);
  });

  it("logout removes this device's subscription; logout-all every one", async () => {
    const b = await signUp(server.url, 'bob');
    const other = new TestClient(server.url);
    const login = await other.post<{ token: string }>('/api/auth/login', {
      identifier: b.username,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    other.token = login.body.token;
    const first = await subscribe(b);
    const second = await subscribe({ ...b, client: other });
    expect((await b.client.post('/api/auth/logout')).status).toBe(200);
    expect(await rowsOf(first.endpoint)).toEqual([]);
    expect(await rowsOf(second.endpoint)).toHaveLength(1);

    const third = await subscribe({ ...b, client: other });
    expect((await other.post('/api/auth/logout-all')).status).toBe(200);
    expect(await rowsOf(second.endpoint)).toEqual([]);
    expect(await rowsOf(third.endpoint)).toEqual([]);
  });

  it('unsubscribes one of your own devices only', async () => {
    const a = await signUp(server.url, 'ann');
    const b = await signUp(server.url, 'bob');
    const device = await subscribe(b);
    const theirs = await a.client.post('/api/push/unsubscribe', { endpoint: device.endpoint });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Subscription not found.' });
    const own = await b.client.post('/api/push/unsubscribe', { endpoint: device.endpoint });
    expect(own.status).toBe(200);
    expect(await rowsOf(device.endpoint)).toEqual([]);
  });

  it('refuses bad subscriptions with a 400 { message }', async () => {
    const b = await signUp(server.url, 'bob');
    const { keys } = receiver.subscribe();
    for (const body of [
      { endpoint: 'http://push.example.com/x', keys },
      { endpoint: 'not a url', keys },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'a b', auth: keys.auth } },
      { endpoint: 'https://push.example.com/x' },
    ]) {
      const answer = await b.client.post('/api/push/subscriptions', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Invalid push/);
    }
    const { endpoint } = receiver.subscribe();
    const visitor = await server.client().post('/api/push/subscriptions', { endpoint, keys });
    expect(visitor.status).toBe(401);
  });
});
