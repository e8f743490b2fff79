import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Conversation } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp } from '../../test/social';
import { UNKNOWN_ID } from '../../test/photoFixtures';
import { messages } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { MessageWriter, type NewMessage } from './groupCommit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function conversation() {
  const [a, b] = [await signUp(server.url, 'gca'), await signUp(server.url, 'gcb')];
  await befriend(a, b);
  const { body } = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  return { senderId: a.id, conversationId: body._id };
}

const row = (place: { senderId: string; conversationId: string }, index: number): NewMessage => ({
  id: newId(),
  conversationId: place.conversationId,
  roomId: null,
  senderId: place.senderId,
  clientId: `gc-${index}`,
  type: 'text',
  content: `#${index}`,
});

describe('group commit', () => {
  it('stores messages queued together in one batch, in queue order, each once', async () => {
    const place = await conversation();
    const writer = new MessageWriter(server.database.db);
    const published: string[] = [];
    const rows = Array.from({ length: 30 }, (_, index) => row(place, index));
    const stored = await Promise.all(
      rows.map((one) =>
        writer.store(one, async ({ message }) => void published.push(message.content)),
      ),
    );
    expect(stored.every((one) => one.created)).toBe(true);
    expect(published).toEqual(rows.map((one) => one.content));
    const inDatabase = await server.database.db
      .select({ content: messages.content, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, place.conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    expect(inDatabase.map((one) => one.content)).toEqual(rows.map((one) => one.content));
    // One transaction: the whole burst shares its commit time.
    expect(new Set(inDatabase.map((one) => one.createdAt.getTime())).size).toBe(1);
  });

  it('fails only the row that breaks a rule; a resent clientId returns the stored message', async () => {
    const place = await conversation();
    const writer = new MessageWriter(server.database.db);
    const good = [row(place, 1), row(place, 2)];
    const broken = { ...row(place, 3), conversationId: UNKNOWN_ID };
    const resend = { ...row(place, 1), id: newId() };
    const [first, bad, second, again] = await Promise.allSettled([
      writer.store(good[0]!),
      writer.store(broken),
      writer.store(good[1]!),
      writer.store(resend),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { created: true } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { created: true } });
    expect(bad).toMatchObject({
      status: 'rejected',
      reason: { message: 'The message could not be saved. Please retry.' },
    });
    expect(again).toMatchObject({
      status: 'fulfilled',
      value: { created: false, message: { _id: good[0]!.id } },
    });
  });
});
