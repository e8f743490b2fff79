import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Conversation } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp } from '../../test/social';
import { UNKNOWN_ID } from '../../test/photoFixtures';
import { messages } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { MessageWriter, batchInput, storeBatchQuery, type NewMessage } from './groupCommit';

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
  it('looks earlier messages up by index however many are stored: no scan of the table per batch', async () => {
    const place = await conversation();
    const { db } = server.database;
    // Tens of thousands of messages, counted by the planner: there a hash join over the whole
    // table looked cheaper to it than a probe for each of the 100 rows it assumes a batch holds.
    await db.execute(sql`
      insert into messages (id, conversation_id, sender_id, client_id, type, content)
      select gen_random_uuid(), ${place.conversationId}::uuid, ${place.senderId}::uuid,
        'bulk-' || i, 'text', 'bulk'
      from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze messages`);
    const batch = Array.from({ length: 6 }, (_, index) => row(place, 100 + index));
    // The statement runs prepared: PostgreSQL plans it for the values at first, then keeps a
    // generic plan made without them. Both must probe.
    const literal = `'${batchInput(batch).replaceAll("'", "''")}'::jsonb`;
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      const scanned = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        await tx.execute(sql.raw(`prepare store_plan_check(jsonb) as ${storeBatchQuery.sql}`));
        const explained = (await tx.execute(
          sql.raw(`explain (format json) execute store_plan_check(${literal})`),
        )) as unknown as { rows: Record<string, unknown>[] };
        await tx.execute(sql.raw('deallocate store_plan_check'));
        const plan = Object.values(explained.rows[0])[0];
        return scans(typeof plan === 'string' ? JSON.parse(plan) : plan);
      });
      expect(scanned, mode).toContainEqual(['Index Scan', 'messages']);
      expect(scanned, mode).not.toContainEqual(['Seq Scan', 'messages']);
    }
    // The batch itself is stored as before.
    const writer = new MessageWriter(db);
    const stored = await Promise.all(batch.map((one) => writer.store(one)));
    expect(stored.map(({ message }) => message.content)).toEqual(batch.map((one) => one.content));
  });
});

/** Every [node type, table] of an EXPLAIN (FORMAT JSON) plan. */
function scans(plan: unknown): [string, string | undefined][] {
  const found: [string, string | undefined][] = [];
  const visit = (node: Record<string, unknown>) => {
    found.push([node['Node Type'] as string, node['Relation Name'] as string | undefined]);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  for (const entry of plan as { Plan: Record<string, unknown> }[]) visit(entry.Plan);
  return found;
}
