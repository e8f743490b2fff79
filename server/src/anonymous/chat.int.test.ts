import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AnonymousMessage, UserSummary } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { ask, pairUp, requestMatch } from '../../test/anonymous';
import { giveCompletedConversations } from '../../test/trust';

let server: TestServer;
beforeAll(async () => {
  // Reporters on distinct addresses (X-Forwarded-For from a trusted proxy hop) count apart.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
});

/** Rows of a raw query (PGlite and node-postgres both answer { rows }). */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every row of every public table, as text, that contains `needle`. */
async function rowsContaining(needle: string): Promise<string[]> {
  const tables = await query<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await query<{ row: string }>(
      sql`SELECT t::text AS row FROM ${sql.identifier(table)} t WHERE t::text LIKE ${`%${needle}%`}`,
    );
    found.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return found;
}

describe('anonymous chat', () => {
  it('relays messages as Stranger, filtered, and never stores them', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const marker = `secret-${Date.now()}`;
    const received = nextEvent<AnonymousMessage>(b, 'receiveAnonymousMessage');
    expect(await ask(a, 'sendAnonymousMessage', { content: marker, type: 'text' })).toEqual({
      ok: true,
      content: marker,
    });
    expect(await received).toEqual({ sender: 'Stranger', content: marker, type: 'text' });
    const rude = nextEvent<AnonymousMessage>(a, 'receiveAnonymousMessage');
    await ask(b, 'sendAnonymousMessage', { content: 'you are a fucking idiot', type: 'text' });
    expect((await rude).content).not.toContain('fucking');
    const typing = nextEvent(b, 'anonymousTyping');
    a.emit('anonymousTyping');
    await typing;
    const refused = await ask(a, 'sendAnonymousMessage', { content: '/etc/passwd', type: 'image' });
    expect(refused.ok).toBe(false);
    // New people send no images in their first chats (trust/): a's person has had enough.
    await giveCompletedConversations(server, a);
    const image = `/uploads/anon/${crypto.randomUUID()}.jpg`;
    expect((await ask(a, 'sendAnonymousMessage', { content: image, type: 'image' })).ok).toBe(true);
    await ask(a, 'leaveAnonymousChat');
    expect(await rowsContaining(marker)).toEqual([]);
  });

  it('reveals and befriends only when logged in, to the revealed partner only', async () => {
    const alice = await signUp(server.url, 'alice');
    const bob = await signUp(server.url, 'bob');
    const a = await server.socket(alice.token);
    const b = await server.socket(bob.token);
    const visitor = await server.socket();
    const [matchA] = await pairUp(server.url, a, b);
    expect(matchA.isRegistered).toBe(true);
    // Not revealed yet.
    const early = nextEvent<string>(a, 'friendRequestError');
    expect((await ask(a, 'sendFriendRequestFromAnonymousChat', bob.id)).ok).toBe(false);
    expect(await early).toMatch(/revealed/);
    const revealed = nextEvent<UserSummary>(a, 'partnerProfileRevealed');
    expect(await ask(b, 'revealProfile')).toEqual({ ok: true });
    expect(await revealed).toEqual({
      _id: bob.id,
      username: bob.username,
      profilePicture: expect.any(String),
    });
    const sent = nextEvent<string>(a, 'friendRequestSent');
    expect(await ask(a, 'sendFriendRequestFromAnonymousChat', bob.id)).toEqual({
      ok: true,
      message: 'Friend request sent.',
    });
    expect(await sent).toBe('Friend request sent.');
    const again = nextEvent<string>(a, 'friendRequestError');
    await ask(a, 'sendFriendRequestFromAnonymousChat', bob.id);
    expect(await again).toBe('Friend request already sent.');
    const requests = await bob.client.get<UserSummary[]>('/api/friends/requests');
    expect(requests.body.map((user) => user._id)).toEqual([alice.id]);

    expect(await ask(visitor, 'revealProfile')).toEqual({
      ok: false,
      message: 'You must be logged in to reveal your profile.',
    });
    const refused = nextEvent<string>(visitor, 'friendRequestError');
    await ask(visitor, 'sendFriendRequestFromAnonymousChat', bob.id);
    expect(await refused).toBe('Please log in to send a friend request.');
  });

  it('files a report with the pair messages and suspends after three reporters', async () => {
    const target = await server.socket();
    for (let round = 0; round < 3; round += 1) {
      const reporter = await server.socket(undefined, {
        headers: { 'x-forwarded-for': `203.0.113.${round + 1}` },
      });
      await pairUp(server.url, reporter, target);
      const heard = nextEvent(reporter, 'receiveAnonymousMessage');
      await ask(target, 'sendAnonymousMessage', { content: `rude ${round}`, type: 'text' });
      await heard;
      expect(await ask(reporter, 'reportAnonymousPartner', { reason: 'Abusive' })).toEqual({
        ok: true,
        message: 'User reported successfully. Thank you for your feedback.',
      });
      reporter.disconnect();
      await nextEvent(target, 'partnerDisconnected');
    }
    const reports = await query<{ evidence: unknown; reported: string }>(
      sql`SELECT evidence, reported_visitor AS reported FROM reports WHERE context = 'anonymous'`,
    );
    expect(reports).toHaveLength(3);
    expect(new Set(reports.map((row) => row.reported)).size).toBe(1);
    expect(reports.map((row) => row.evidence)).toContainEqual([
      expect.objectContaining({ from: 'reported', content: 'rude 0', type: 'text' }),
    ]);
    expect(await ask(target, 'requestAnonymousMatch', { interests: [] })).toMatchObject({
      ok: false,
      message: 'You are temporarily suspended from anonymous chat.',
    });
    // Someone on another address is not affected.
    const other = await server.socket(undefined, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(await requestMatch(server.url, other)).toEqual({ ok: true });
  });
});
