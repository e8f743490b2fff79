import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ChatMessage, Conversation, MessageReactionEvent, RoomView } from '@serendip/protocol';
import { nextEvent } from './support';
import { clustersEnabled, clusterPerTest, type ClientSocket } from './multiProcess';
import { befriend, signUp } from './social';

/** Emits with an ack and resolves with the answer. */
function ask<T extends object>(socket: ClientSocket, event: string, payload: unknown) {
  return (
    socket.timeout(10_000) as unknown as {
      emitWithAck(event: string, payload: unknown): Promise<{ ok: boolean; message?: unknown } & T>;
    }
  ).emitWithAck(event, payload);
}

describe.skipIf(!clustersEnabled)('message actions across two processes sharing Redis', () => {
  const startCluster = clusterPerTest();

  it('reactions, replies, edits and deletes reach the friend on the other process, stored once', async () => {
    const cluster = await startCluster(2);
    const [processA, processB] = cluster.processes;
    const a = await signUp(processA!.url, 'mpa');
    const b = await signUp(processB!.url, 'mpb');
    await befriend(a, b);
    const conversationId = (await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`))
      .body._id;
    const socketA = await cluster.socket(processA!, a.token);
    const socketB = await cluster.socket(processB!, b.token);
    for (const socket of [socketA, socketB])
      expect((await ask(socket, 'joinConversation', conversationId)).ok).toBe(true);

    const sent = await ask<{ message: ChatMessage }>(socketA, 'sendMessage', {
      conversationId,
      content: 'first',
      type: 'text',
    });
    const original = sent.message as ChatMessage;

    const reaction = nextEvent<MessageReactionEvent>(socketA, 'messageReaction');
    expect(
      (
        await ask(socketB, 'reactToMessage', {
          messageId: original._id,
          emoji: '🔥',
          reacted: true,
        })
      ).ok,
    ).toBe(true);
    expect(await reaction).toMatchObject({ messageId: original._id, emoji: '🔥', reacted: true });
    // The same reaction from a second tab on the other process: still one row.
    const tabOnA = await cluster.socket(processA!, b.token);
    await ask(tabOnA, 'reactToMessage', { messageId: original._id, emoji: '🔥', reacted: true });
    const reactionRows = async () => {
      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      try {
        const found = await database.query(
          'select count(*)::int as n from message_reactions where message_id = $1',
          [original._id],
        );
        return found.rows[0].n as number;
      } finally {
        await database.end();
      }
    };
    expect(await reactionRows()).toBe(1);

    const reply = nextEvent<ChatMessage>(socketA, 'receiveMessage');
    await ask(socketB, 'sendMessage', {
      conversationId,
      content: 'a reply',
      type: 'text',
      replyToId: original._id,
    });
    expect((await reply).replyTo).toMatchObject({ _id: original._id, excerpt: 'first' });

    const edited = nextEvent<ChatMessage>(socketB, 'messageUpdated');
    await ask(socketA, 'editMessage', { messageId: original._id, content: 'first, edited' });
    expect(await edited).toMatchObject({ _id: original._id, content: 'first, edited' });

    const deleted = nextEvent<ChatMessage>(socketB, 'messageUpdated');
    await ask(socketA, 'deleteMessage', { messageId: original._id });
    expect(await deleted).toMatchObject({ _id: original._id, deleted: true });

    // Deleting the message dropped its reaction.
    expect(await reactionRows()).toBe(0);
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    try {
      const stored = await database.query(
        'select content, original_content, deleted_at is not null as deleted from messages where id = $1',
        [original._id],
      );
      expect(stored.rows).toEqual([
        { content: 'first, edited', original_content: 'first', deleted: true },
      ]);
    } finally {
      await database.end();
    }
  }, 120_000);

  it('a room member on the other process hears reactions; a non-member is refused', async () => {
    const cluster = await startCluster(2);
    const [processA, processB] = cluster.processes;
    const [owner, member, outsider] = [
      await signUp(processA!.url, 'own'),
      await signUp(processB!.url, 'mem'),
      await signUp(processB!.url, 'out'),
    ];
    const room = (await owner.client.post<RoomView>('/api/rooms', { name: 'Across' })).body;
    const ownerSocket = await cluster.socket(processA!, owner.token);
    const memberSocket = await cluster.socket(processB!, member.token);
    const outsiderSocket = await cluster.socket(processB!, outsider.token);
    for (const socket of [ownerSocket, memberSocket])
      expect((await ask(socket, 'joinRoom', room._id)).ok).toBe(true);
    const sent = await ask<{ message: ChatMessage }>(ownerSocket, 'sendRoomMessage', {
      roomId: room._id,
      content: 'hello room',
      type: 'text',
    });
    const messageId = (sent.message as ChatMessage)._id;
    const heard = nextEvent<MessageReactionEvent>(ownerSocket, 'messageReaction');
    await ask(memberSocket, 'reactToMessage', { messageId, emoji: '👋', reacted: true });
    expect(await heard).toMatchObject({ roomId: room._id, emoji: '👋' });
    expect(
      await ask(outsiderSocket, 'reactToMessage', { messageId, emoji: '👋', reacted: true }),
    ).toEqual({ ok: false, message: 'Join the room before sending messages.' });
  }, 120_000);
});
