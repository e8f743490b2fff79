import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, Conversation, RoomView } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, collect, eventually, pause, signUp, type Person } from '../../test/social';
import { ask, pairUp, type Client } from '../../test/anonymous';
import { videoPair } from '../../test/video';

// Rate limits on, as in production: a person typing fast sends several short messages within a
// second in friend chat, rooms and anonymous chat, and all of them arrive; a flood is still
// stopped by the minute cap (platform/rateLimit.ts CONVERSATION_RATE).
let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, X-Forwarded-For gives each stranger an address of its own.
  server = await startTestServer({ RATE_LIMITS: 'on', TRUST_PROXY: 'true' });
});
afterAll(async () => server?.close());

const BURST = ['hi', 'you there?', 'so', 'about saturday', '🙂'];

async function friendsInConversation(): Promise<{
  sender: Client;
  reader: Client;
  conversationId: string;
}> {
  const a: Person = await signUp(server.url, 'fast');
  const b: Person = await signUp(server.url, 'read');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  const [sender, reader] = [await server.socket(a.token), await server.socket(b.token)];
  expect((await reader.emitWithAck('joinConversation', opened.body._id)).ok).toBe(true);
  return { sender, reader, conversationId: opened.body._id };
}

let addresses = 0;
/** A visitor's socket from an address of its own. */
const stranger = () =>
  server.socket(undefined, {
    headers: { 'x-forwarded-for': `198.51.100.${(addresses += 1)}` },
    visitorId: crypto.randomUUID(),
  });

/** Emits every message at once (no waiting between them) and resolves with the acks. */
function sendTogether(contents: string[], emit: (content: string) => Promise<Ack>) {
  return Promise.all(contents.map(emit));
}

describe('messages at the pace people type', () => {
  it('friend chat: five messages within one second are all delivered, in order', async () => {
    const { sender, reader, conversationId } = await friendsInConversation();
    const received = collect<ChatMessage>(reader, 'receiveMessage');
    const send = (content: string) =>
      sender.emitWithAck('sendMessage', { conversationId, content, type: 'text' });
    const acks = await sendTogether(BURST, send);
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true]);
    await eventually(() => expect(received.map((message) => message.content)).toEqual(BURST));

    // And so on for a while: five a second for eight more seconds, all delivered.
    const more: string[] = [];
    for (let second = 0; second < 8; second += 1) {
      await pause(1000);
      const contents = BURST.map((content) => `${content} ${second}`);
      more.push(...contents);
      expect((await sendTogether(contents, send)).every((ack) => ack.ok)).toBe(true);
    }
    await eventually(() =>
      expect(received.map((message) => message.content)).toEqual([...BURST, ...more]),
    );
  });

  it('rooms: five messages within one second reach the other member', async () => {
    const owner = await signUp(server.url, 'host');
    const member = await signUp(server.url, 'guest');
    const room = (await owner.client.post<RoomView>('/api/rooms', { name: 'Quick talkers' })).body;
    const [sender, reader] = [await server.socket(owner.token), await server.socket(member.token)];
    for (const socket of [sender, reader])
      expect((await socket.emitWithAck('joinRoom', room._id)).ok).toBe(true);
    const received = collect<ChatMessage>(reader, 'receiveRoomMessage');
    const acks = await sendTogether(BURST, (content) =>
      sender.emitWithAck('sendRoomMessage', { roomId: room._id, content, type: 'text' }),
    );
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true]);
    await eventually(() => expect(received.map((message) => message.content)).toEqual(BURST));
  });

  it('anonymous chat: five messages within one second reach the stranger', async () => {
    const [sender, reader] = [await stranger(), await stranger()];
    await pairUp(server.url, sender, reader);
    const received = collect<{ content: string }>(reader, 'receiveAnonymousMessage');
    const acks = await sendTogether(BURST, (content) =>
      ask(sender, 'sendAnonymousMessage', { content, type: 'text' }),
    );
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true]);
    await eventually(() => expect(received.map((message) => message.content)).toEqual(BURST));
  });

  it("a video call's chat: five messages within one second reach the other member", async () => {
    const [sender, reader] = [await stranger(), await stranger()];
    const [{ callId }] = await videoPair(server.url, sender, reader);
    const received = collect<{ message: string; sender: string }>(
      reader,
      'receiveVideoChatMessage',
    );
    const acks = await sendTogether(BURST, (message) =>
      ask(sender, 'sendVideoChatMessage', { message, callId }),
    );
    expect(acks.map((ack) => ack.ok)).toEqual([true, true, true, true, true]);
    await eventually(() =>
      expect(
        received.filter((entry) => entry.sender === sender.id).map((entry) => entry.message),
      ).toEqual(BURST),
    );
  });

  it('friend chat: the minute cap still refuses a flood, and says when to try again', async () => {
    const { sender, reader, conversationId } = await friendsInConversation();
    const received = collect<ChatMessage>(reader, 'receiveMessage');
    const send = (content: string) =>
      sender.emitWithAck('sendMessage', { conversationId, content, type: 'text' });

    // Eleven at once: ten pass, the eleventh waits for the next second.
    const burst = await sendTogether(
      Array.from({ length: 11 }, (_, i) => `b${i}`),
      send,
    );
    expect(burst.filter((ack) => ack.ok)).toHaveLength(10);
    expect(burst[10]).toEqual({
      ok: false,
      message: 'Too many requests. Please try again in 1 second.',
    });

    // Ten a second up to the minute's 180; the window of each second starts at its first
    // message, so waiting a little over a second after a burst's last answer starts a new one.
    let sent = 10;
    while (sent < 180) {
      await pause(1050);
      const acks = await sendTogether(
        Array.from({ length: 10 }, (_, i) => `m${sent + i}`),
        send,
      );
      expect(acks.filter((ack) => ack.ok)).toHaveLength(10);
      sent += 10;
    }
    await pause(1050);
    const refused = await send('one too many');
    expect(refused).toMatchObject({ ok: false });
    const message = (refused as { message: string }).message;
    expect(message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const seconds = Number(message.match(/\d+/)![0]);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThanOrEqual(60);
    await eventually(() => expect(received).toHaveLength(180));
    expect(received.map((m) => m.content)).not.toContain('one too many');
  }, 90_000);
});
