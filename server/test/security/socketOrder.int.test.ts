import { describe, expect, it } from 'vitest';
import type { Ack, ChatMessage } from '@serendip/protocol';
import { sharedTestServer } from '../support';
import { befriend, newMember } from '../photoFixtures';
import { ask, pairUp, type Client } from '../anonymous';
import { collect, eventually } from '../social';

/**
 * Quick sends from one socket were stored and delivered out of
 * order (3,361 inversions in 10,000 with 8 in flight). A socket's messages are now handled one
 * after another, so they are stored and delivered in the order sent.
 */
const COUNT = 160;
const IN_FLIGHT = 8;

/** Sends `COUNT` messages with up to IN_FLIGHT unacknowledged at once; returns the acks in order. */
async function burst(send: (index: number) => Promise<Ack>): Promise<Ack[]> {
  const acks: Ack[] = new Array(COUNT);
  let next = 0;
  const lane = async () => {
    while (next < COUNT) {
      const index = next++;
      acks[index] = await send(index);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return acks;
}

const texts = Array.from({ length: COUNT }, (_, index) => `m${index}`);

/** How many messages came right after one sent later than them (0 when in order). */
const inversions = (received: string[]) =>
  received.filter((text, i) => i > 0 && Number(text.slice(1)) < Number(received[i - 1].slice(1)))
    .length;

describe('messages from one socket keep their order', () => {
  const server = sharedTestServer();

  it('friend chat: stored and delivered in the order sent', async () => {
    const [alice, bob] = [await newMember(server), await newMember(server)];
    await befriend(server, alice, bob);
    const conversationId = (await alice.client.post(`/api/chat/conversation/${bob.id}`)).body._id;
    const [sender, receiver] = [await server.socket(alice.token), await server.socket(bob.token)];
    const heard = collect<ChatMessage>(receiver, 'receiveMessage');
    const acks = await burst((index) =>
      ask(sender, 'sendMessage', {
        conversationId,
        content: texts[index],
        type: 'text',
        clientId: `o${index}`,
      }),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await eventually(() => expect(heard).toHaveLength(COUNT), 15_000);
    const delivered = heard.map((message) => message.content);
    expect(inversions(delivered)).toBe(0);
    expect(delivered).toEqual(texts);

    const stored: string[] = [];
    for (let page = Math.ceil(COUNT / 100); page >= 1; page -= 1) {
      const response = await alice.client.get(
        `/api/chat/messages/${conversationId}?page=${page}&limit=100`,
      );
      stored.push(...response.body.messages.map((message: ChatMessage) => message.content));
    }
    expect(inversions(stored)).toBe(0);
    expect(stored).toEqual(texts);
  });

  it('room chat: stored and delivered in the order sent', async () => {
    const [alice, bob] = [await newMember(server), await newMember(server)];
    const roomId = (await alice.client.post('/api/rooms', { name: 'Order' })).body._id;
    const [sender, receiver] = [await server.socket(alice.token), await server.socket(bob.token)];
    expect((await ask(sender, 'joinRoom', roomId)).ok).toBe(true);
    expect((await ask(receiver, 'joinRoom', roomId)).ok).toBe(true);
    const heard = collect<ChatMessage>(receiver, 'receiveRoomMessage');
    const acks = await burst((index) =>
      ask(sender, 'sendRoomMessage', {
        roomId,
        content: texts[index],
        type: 'text',
        clientId: `r${index}`,
      }),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await eventually(() => expect(heard).toHaveLength(COUNT), 15_000);
    expect(inversions(heard.map((message) => message.content))).toBe(0);
    const stored: string[] = [];
    for (let page = Math.ceil(COUNT / 100); page >= 1; page -= 1) {
      const response = await alice.client.get(
        `/api/rooms/${roomId}/messages?page=${page}&limit=100`,
      );
      stored.push(...response.body.messages.map((message: ChatMessage) => message.content));
    }
    expect(inversions(stored)).toBe(0);
    expect(stored).toEqual(texts);
  });

  it('anonymous chat: delivered in the order sent', async () => {
    const [a, b]: Client[] = [await server.socket(), await server.socket()];
    await pairUp(server.url, a, b);
    const heard = collect<{ content: string }>(b, 'receiveAnonymousMessage');
    const acks = await burst((index) =>
      ask(a, 'sendAnonymousMessage', { content: texts[index], type: 'text' }),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await eventually(() => expect(heard).toHaveLength(COUNT), 15_000);
    expect(inversions(heard.map((message) => message.content))).toBe(0);
  });
});
