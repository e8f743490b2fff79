import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  ChatMessage,
  Conversation,
  ConversationView,
  MessagePage,
  MessageReactionEvent,
  QueueItemDetail,
  RoomView,
} from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, collect, settled, signUp, type Person } from '../../test/social';
import { ask, type Client } from '../../test/anonymous';
import { staffMember } from '../../test/moderation';
import { messageReactions, messages } from '../platform/db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const db = () => server.database.db;

interface Pair {
  a: Person;
  b: Person;
  socketA: Client;
  socketB: Client;
  conversationId: string;
}

/** Two friends, both in their conversation's live channel. */
async function friendsChatting(): Promise<Pair> {
  const [a, b] = [await signUp(server.url, 'acta'), await signUp(server.url, 'actb')];
  await befriend(a, b);
  const conversationId = (await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`)).body
    ._id;
  const [socketA, socketB] = [await server.socket(a.token), await server.socket(b.token)];
  for (const socket of [socketA, socketB])
    expect((await ask(socket, 'joinConversation', conversationId)).ok).toBe(true);
  return { a, b, socketA, socketB, conversationId };
}

async function send(socket: Client, conversationId: string, content: string, replyToId?: string) {
  const sent = await ask<{ message: ChatMessage }>(socket, 'sendMessage', {
    conversationId,
    content,
    type: 'text',
    ...(replyToId ? { replyToId } : {}),
  });
  if (!sent.ok) throw new Error(sent.message);
  return sent.message;
}

const history = async (person: Person, conversationId: string) =>
  (await person.client.get<MessagePage>(`/api/chat/messages/${conversationId}`)).body
    .messages as ChatMessage[];

describe('reactions', () => {
  it('are stored once per person and emoji, live for both, toggled off, and on history pages', async () => {
    const { a, b, socketA, socketB, conversationId } = await friendsChatting();
    const message = await send(socketA, conversationId, 'pizza tonight?');
    const heardByA = nextEvent<MessageReactionEvent>(socketA, 'messageReaction');
    const first = await ask<{ message: ChatMessage; changed: boolean }>(socketB, 'reactToMessage', {
      messageId: message._id,
      emoji: '🍕',
      reacted: true,
    });
    expect(first).toMatchObject({ ok: true, changed: true });
    expect(await heardByA).toEqual({
      messageId: message._id,
      conversationId,
      emoji: '🍕',
      user: { _id: b.id, username: b.username },
      reacted: true,
    });
    // The same again (a retry) stores nothing more and says nothing.
    const again = await ask<{ changed: boolean }>(socketB, 'reactToMessage', {
      messageId: message._id,
      emoji: '🍕',
      reacted: true,
    });
    expect(again).toMatchObject({ ok: true, changed: false });
    await ask(socketA, 'reactToMessage', { messageId: message._id, emoji: '🍕', reacted: true });
    await ask(socketA, 'reactToMessage', { messageId: message._id, emoji: '👍🏽', reacted: true });
    const rows = await db()
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, message._id));
    expect(rows).toHaveLength(3);
    const [shown] = await history(a, conversationId);
    expect(shown!.reactions).toEqual([
      {
        emoji: '🍕',
        count: 2,
        users: [
          { _id: b.id, username: b.username },
          { _id: a.id, username: a.username },
        ],
      },
      { emoji: '👍🏽', count: 1, users: [{ _id: a.id, username: a.username }] },
    ]);
    const off = nextEvent<MessageReactionEvent>(socketA, 'messageReaction');
    await ask(socketB, 'reactToMessage', { messageId: message._id, emoji: '🍕', reacted: false });
    expect(await off).toMatchObject({ emoji: '🍕', reacted: false, user: { _id: b.id } });
    expect((await history(b, conversationId))[0]!.reactions).toEqual([
      { emoji: '🍕', count: 1, users: [{ _id: a.id, username: a.username }] },
      { emoji: '👍🏽', count: 1, users: [{ _id: a.id, username: a.username }] },
    ]);
  });

  it('refuses what is not one emoji, and leaves the spec fields of a page as they were', async () => {
    const { socketA, socketB, conversationId, b } = await friendsChatting();
    const message = await send(socketA, conversationId, 'hello');
    for (const emoji of ['', 'ab', '🍕🍕', 42, '😀'.repeat(20)]) {
      const refused = await ask(socketB, 'reactToMessage', {
        messageId: message._id,
        emoji,
        reacted: true,
      });
      expect(refused.ok, String(emoji)).toBe(false);
      expect(typeof (refused as { message: string }).message).toBe('string');
    }
    const [plain] = await history(b, conversationId);
    expect(Object.keys(plain!).sort()).toEqual(
      ['_id', 'clientId', 'content', 'conversationId', 'createdAt', 'sender', 'type'].sort(),
    );
  });

  it('refuses a stranger, a blocked friend and a visitor, and stores nothing', async () => {
    const { a, b, socketA, socketB, conversationId } = await friendsChatting();
    const message = await send(socketA, conversationId, 'just us');
    const outsider = await signUp(server.url, 'out');
    const outsiderSocket = await server.socket(outsider.token);
    const visitor = await server.socket();
    const heard = collect(socketA, 'messageReaction');
    const attempt = (socket: Client, event: 'reactToMessage' | 'editMessage' | 'deleteMessage') =>
      ask(socket, event, {
        messageId: message._id,
        emoji: '👍',
        reacted: true,
        content: 'hacked',
      });
    expect(await attempt(outsiderSocket, 'reactToMessage')).toEqual({
      ok: false,
      message: 'Conversation not found.',
    });
    expect(await attempt(visitor, 'reactToMessage')).toEqual({
      ok: false,
      message: 'Please log in.',
    });
    for (const event of ['editMessage', 'deleteMessage'] as const) {
      expect((await attempt(outsiderSocket, event)).ok).toBe(false);
      expect((await attempt(visitor, event)).ok).toBe(false);
      // B is in the conversation, but the message is A's.
      expect(await attempt(socketB, event)).toMatchObject({ ok: false });
    }
    await b.client.put(`/api/users/block/${a.id}`);
    expect(await attempt(socketB, 'reactToMessage')).toEqual({
      ok: false,
      message: 'You can only chat with friends.',
    });
    expect(await attempt(socketA, 'editMessage')).toMatchObject({ ok: false });
    await settled(socketA);
    expect(heard).toEqual([]);
    const [row] = await db().select().from(messages).where(eq(messages.id, message._id));
    expect(row).toMatchObject({ content: 'just us', editedAt: null, deletedAt: null });
    expect(
      await db().select().from(messageReactions).where(eq(messageReactions.messageId, message._id)),
    ).toEqual([]);
  });

  it('work in rooms for members only, live to the room', async () => {
    const [owner, member, outsider] = [
      await signUp(server.url, 'own'),
      await signUp(server.url, 'mem'),
      await signUp(server.url, 'out'),
    ];
    const room = (await owner.client.post<RoomView>('/api/rooms', { name: 'Reacting' })).body;
    const [ownerSocket, memberSocket, outsiderSocket] = [
      await server.socket(owner.token),
      await server.socket(member.token),
      await server.socket(outsider.token),
    ];
    for (const socket of [ownerSocket, memberSocket])
      expect((await ask(socket, 'joinRoom', room._id)).ok).toBe(true);
    const sent = await ask<{ message: ChatMessage }>(ownerSocket, 'sendRoomMessage', {
      roomId: room._id,
      content: 'welcome',
      type: 'text',
    });
    if (!sent.ok) throw new Error(sent.message);
    const heard = nextEvent<MessageReactionEvent>(ownerSocket, 'messageReaction');
    expect(
      (
        await ask(memberSocket, 'reactToMessage', {
          messageId: sent.message._id,
          emoji: '❤️',
          reacted: true,
        })
      ).ok,
    ).toBe(true);
    expect(await heard).toMatchObject({ roomId: room._id, emoji: '❤️', reacted: true });
    expect(
      await ask(outsiderSocket, 'reactToMessage', {
        messageId: sent.message._id,
        emoji: '❤️',
        reacted: true,
      }),
    ).toEqual({ ok: false, message: 'Join the room before sending messages.' });
    const page = (await member.client.get<MessagePage>(`/api/rooms/${room._id}/messages`)).body;
    expect((page.messages[0] as ChatMessage).reactions).toEqual([
      { emoji: '❤️', count: 1, users: [{ _id: member.id, username: member.username }] },
    ]);
  });
});

describe('replies', () => {
  it('carry a quote of the original, live and in history; a deleted original reads "Message deleted"', async () => {
    const { a, b, socketA, socketB, conversationId } = await friendsChatting();
    const original = await send(socketA, conversationId, 'Are you coming on Saturday?');
    const live = nextEvent<ChatMessage>(socketA, 'receiveMessage');
    const reply = await send(socketB, conversationId, 'Yes!', original._id);
    const quote = {
      _id: original._id,
      sender: { _id: a.id, username: a.username },
      type: 'text',
      excerpt: 'Are you coming on Saturday?',
    };
    expect(reply.replyTo).toEqual(quote);
    expect((await live).replyTo).toEqual(quote);
    expect((await history(a, conversationId)).at(-1)!.replyTo).toEqual(quote);
    await ask(socketA, 'deleteMessage', { messageId: original._id });
    expect((await history(b, conversationId)).at(-1)!.replyTo).toEqual({
      _id: original._id,
      sender: { _id: a.id, username: a.username },
      type: 'text',
      excerpt: 'Message deleted',
      deleted: true,
    });
  });

  it('refuses a reply to a message of another conversation', async () => {
    const first = await friendsChatting();
    const second = await friendsChatting();
    const elsewhere = await send(second.socketA, second.conversationId, 'elsewhere');
    const refused = await ask(first.socketA, 'sendMessage', {
      conversationId: first.conversationId,
      content: 'sneaky',
      type: 'text',
      replyToId: elsewhere._id,
    });
    expect(refused).toEqual({ ok: false, message: 'Message not found.' });
    expect(await history(first.a, first.conversationId)).toEqual([]);
  });
});

describe('edit and delete', () => {
  it('edits one’s own message live, shown edited, and keeps the preview consistent', async () => {
    const { a, b, socketA, socketB, conversationId } = await friendsChatting();
    const message = await send(socketA, conversationId, 'see you at 5');
    const updated = nextEvent<ChatMessage>(socketB, 'messageUpdated');
    const edited = await ask<{ message: ChatMessage }>(socketA, 'editMessage', {
      messageId: message._id,
      content: 'see you at 6',
    });
    expect(edited).toMatchObject({ ok: true, message: { content: 'see you at 6' } });
    expect(await updated).toMatchObject({
      _id: message._id,
      content: 'see you at 6',
      editedAt: expect.any(String),
    });
    expect((await history(b, conversationId))[0]).toMatchObject({
      content: 'see you at 6',
      editedAt: expect.any(String),
    });
    const list = (await b.client.get<ConversationView[]>('/api/chat/conversations')).body;
    expect(list.find((row) => row._id === conversationId)!.lastMessage).toEqual({
      sender: a.id,
      type: 'text',
      content: 'see you at 6',
    });
  });

  it('refuses an edit 15 minutes after sending, with a clear message', async () => {
    const { socketA, conversationId } = await friendsChatting();
    const message = await send(socketA, conversationId, 'old news');
    await db()
      .update(messages)
      .set({ createdAt: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(messages.id, message._id));
    expect(
      await ask(socketA, 'editMessage', { messageId: message._id, content: 'new news' }),
    ).toEqual({ ok: false, message: 'Messages can only be edited within 15 minutes of sending.' });
    const [row] = await db().select().from(messages).where(eq(messages.id, message._id));
    expect(row).toMatchObject({ content: 'old news', editedAt: null });
    // Just inside the window it still works.
    await db()
      .update(messages)
      .set({ createdAt: sql`now() - interval '14 minutes 50 seconds'` })
      .where(eq(messages.id, message._id));
    expect(
      (await ask(socketA, 'editMessage', { messageId: message._id, content: 'new news' })).ok,
    ).toBe(true);
  });

  it('deletes at any time, live, as "Message deleted" everywhere', async () => {
    const { a, b, socketA, socketB, conversationId } = await friendsChatting();
    const message = await send(socketA, conversationId, 'oops, wrong chat');
    await ask(socketB, 'reactToMessage', { messageId: message._id, emoji: '😄', reacted: true });
    await db()
      .update(messages)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(messages.id, message._id));
    const updated = nextEvent<ChatMessage>(socketB, 'messageUpdated');
    expect(await ask(socketA, 'deleteMessage', { messageId: message._id })).toMatchObject({
      ok: true,
      message: { content: 'Message deleted', deleted: true },
    });
    expect(await updated).toMatchObject({
      _id: message._id,
      content: 'Message deleted',
      type: 'text',
      deleted: true,
    });
    const [shown] = await history(b, conversationId);
    expect(shown).toMatchObject({ content: 'Message deleted', deleted: true });
    expect(shown!.reactions).toBeUndefined();
    const list = (await a.client.get<ConversationView[]>('/api/chat/conversations')).body;
    expect(list.find((row) => row._id === conversationId)!.lastMessage).toEqual({
      sender: a.id,
      type: 'text',
      content: 'Message deleted',
    });
    expect(
      (await ask(socketA, 'editMessage', { messageId: message._id, content: 'back' })).ok,
    ).toBe(false);
    expect(
      (await ask(socketB, 'reactToMessage', { messageId: message._id, emoji: '😄', reacted: true }))
        .ok,
    ).toBe(false);
  });

  it('shows a moderator the original text of a message reported, then edited and deleted', async () => {
    const { a, b, socketA, conversationId } = await friendsChatting();
    const moderator = await staffMember(server.url, db());
    const message = await send(socketA, conversationId, 'you are a clown');
    const reported = await b.client.post('/api/reports', {
      kind: 'chatMessage',
      id: message._id,
      category: 'harassment',
    });
    expect(reported.status).toBe(201);
    await ask(socketA, 'editMessage', { messageId: message._id, content: 'you are nice' });
    await ask(socketA, 'deleteMessage', { messageId: message._id });
    const detail = (
      await moderator.client.get<QueueItemDetail>(`/api/moderation/items/user:${a.id}`)
    ).body;
    const lines = detail.reportList[0]!.shown.lines;
    expect(lines.find((line) => line.flagged)).toMatchObject({ content: 'you are a clown' });
  });

  it('a message edited before the report carries its first text to the moderator', async () => {
    const { a, b, socketA, conversationId } = await friendsChatting();
    const moderator = await staffMember(server.url, db());
    const message = await send(socketA, conversationId, 'nasty words');
    await ask(socketA, 'editMessage', { messageId: message._id, content: 'kind words' });
    await b.client.post('/api/reports', { kind: 'chatMessage', id: message._id });
    const detail = (
      await moderator.client.get<QueueItemDetail>(`/api/moderation/items/user:${a.id}`)
    ).body;
    expect(detail.reportList[0]!.shown.lines.find((line) => line.flagged)).toMatchObject({
      content: 'kind words',
      originalContent: 'nasty words',
    });
  });
});
