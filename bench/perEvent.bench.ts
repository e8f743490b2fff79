/**
 * What one event costs the shared services (docs/capacity.md): Redis commands
 * per friend message, per anonymous chat and per idle socket, and PostgreSQL commits and rows
 * written per friend message. One server in its own process (childServer.ts) on REDIS_URL and
 * DATABASE_URL, each a service of its own for the run (every other client of that Redis or that
 * database would be counted): Redis's INFO commandstats and pg_stat_database, read before and
 * after each phase; the idle rate (the server's own PINGs, stream reads, sweeps) measured first
 * is taken off each phase's count.
 *
 *   redis-server --port 6390 --save "" --daemonize yes
 *   createdb serendip_bench_capacity
 *   REDIS_URL=redis://127.0.0.1:6390 DATABASE_URL=postgres://postgres@127.0.0.1:5432/serendip_bench_capacity \
 *     npx tsx bench/perEvent.bench.ts
 *   BENCH_EVENT_MESSAGES=2000 BENCH_EVENT_PAIRS=10 BENCH_EVENT_CHATS=300 BENCH_EVENT_IDLE_SOCKETS=500
 */
import pg from 'pg';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import { spawnServer } from './childServer';
import { member, ok } from './soakChurn';
import { ask, connectSockets, once } from './sockets';

const MESSAGES = Number(process.env.BENCH_EVENT_MESSAGES ?? 2000);
const PAIRS = Number(process.env.BENCH_EVENT_PAIRS ?? 10);
const CHATS = Number(process.env.BENCH_EVENT_CHATS ?? 300);
const IDLE_SOCKETS = Number(process.env.BENCH_EVENT_IDLE_SOCKETS ?? 500);
const IDLE_MS = 10_000;

if (!process.env.REDIS_URL || !process.env.DATABASE_URL)
  throw new Error('Set REDIS_URL and DATABASE_URL (services of their own for this run).');
const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();
const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
await database.connect();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls per Redis command so far. */
async function commandCalls(): Promise<Map<string, number>> {
  const info = await redis.info('commandstats');
  const calls = new Map<string, number>();
  for (const [, name, count] of info.matchAll(/^cmdstat_(\S+?):calls=(\d+)/gm))
    calls.set(name, Number(count));
  return calls;
}

/** This database's commits and rows written so far (statistics flush within ~1 s). */
async function databaseWrites() {
  await sleep(1500);
  const { rows } = await database.query(
    `select xact_commit::float8 as commits, tup_inserted::float8 as inserted,
            tup_updated::float8 as updated, tup_deleted::float8 as deleted
       from pg_stat_database where datname = current_database()`,
  );
  return rows[0] as { commits: number; inserted: number; updated: number; deleted: number };
}

interface Snapshot {
  at: number;
  calls: Map<string, number>;
  writes: Awaited<ReturnType<typeof databaseWrites>>;
}
const snapshot = async (): Promise<Snapshot> => ({
  at: performance.now(),
  calls: await commandCalls(),
  writes: await databaseWrites(),
});

/** Commands per command name between two snapshots, without the monitoring's own INFO. */
function callsBetween(before: Snapshot, after: Snapshot): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [name, count] of after.calls) {
    const added = count - (before.calls.get(name) ?? 0);
    if (added > 0 && name !== 'info') delta.set(name, added);
  }
  return delta;
}

const server = await spawnServer(['server']);
console.log(`\n${server.label}, Redis ${process.env.REDIS_URL}, PostgreSQL database of its own\n`);

// Set-up: friend pairs with a joined conversation each.
const pairs: { sockets: Socket[]; conversation: string }[] = [];
for (let index = 0; index < PAIRS; index += 1) {
  const [a, b] = [await member(server.url, 'ev'), await member(server.url, 'ev')];
  await ok(a.http.post(`/api/friends/request/${b.id}`), 'friend request');
  await ok(b.http.post(`/api/friends/accept/${a.id}`), 'accept');
  const { _id: conversation } = await ok<{ _id: string }>(
    a.http.post(`/api/chat/conversation/${b.id}`),
    'conversation',
  );
  const sockets = await connectSockets(server.url, [a.token, b.token]);
  for (const socket of sockets) await ask(socket, 'joinConversation', conversation);
  pairs.push({ sockets, conversation });
}
await sleep(3000);

// Idle: what the server sends Redis by itself, per second.
const idleStart = await snapshot();
await sleep(IDLE_MS);
const idleEnd = await snapshot();
const idleSeconds = (idleEnd.at - idleStart.at) / 1000;
const idleRate = new Map(
  [...callsBetween(idleStart, idleEnd)].map(([name, count]) => [name, count / idleSeconds]),
);

function report(label: string, events: number, before: Snapshot, after: Snapshot) {
  const seconds = (after.at - before.at) / 1000;
  const rows = [...callsBetween(before, after)]
    .map(([name, count]) => [name, (count - (idleRate.get(name) ?? 0) * seconds) / events] as const)
    .filter(([, perEvent]) => perEvent > 0.01)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, perEvent]) => sum + perEvent, 0);
  const writes = (key: keyof Snapshot['writes']) =>
    ((after.writes[key] - before.writes[key]) / events).toFixed(2);
  console.log(
    `| ${label} | ${Math.round(events)} | ${seconds.toFixed(1)} s | **${total.toFixed(1)}** | ` +
      `${rows.map(([name, perEvent]) => `${name} ${perEvent.toFixed(2)}`).join(', ')} | ` +
      `${writes('commits')} | ${writes('inserted')} / ${writes('updated')} / ${writes('deleted')} |`,
  );
}

console.log(
  `idle (${PAIRS * 2} sockets): ${[...idleRate].map(([name, rate]) => `${name} ${rate.toFixed(1)}/s`).join(', ')}\n`,
);
console.log(
  '| event | count | time | Redis commands per event | by command | PostgreSQL commits per event | rows inserted / updated / deleted per event |',
);
console.log('|---|---|---|---|---|---|---|');

// Friend messages: every pair sends in turn, one unacknowledged message per pair.
{
  const before = await snapshot();
  const perPair = Math.ceil(MESSAGES / PAIRS);
  await Promise.all(
    pairs.map(async ({ sockets, conversation }, index) => {
      for (let sequence = 0; sequence < perPair; sequence += 1) {
        const reply = await ask(sockets[sequence % 2], 'sendMessage', {
          conversationId: conversation,
          content: `capacity ${sequence}`,
          type: 'text',
          clientId: `ev${index}x${sequence}${Date.now()}`,
        });
        if (!reply.ok) throw new Error(`sendMessage: ${JSON.stringify(reply)}`);
      }
    }),
  );
  report('friend message (1 in flight per pair)', perPair * PAIRS, before, await snapshot());
}

// Anonymous chats: two new visitors meet, exchange a message each, and leave.
{
  const before = await snapshot();
  for (let index = 0; index < CHATS; index += 1) {
    const [first, second] = await connectSockets(server.url, [undefined, undefined]);
    const matched = Promise.all([once(first, 'matched'), once(second, 'matched')]);
    await ask(first, 'requestAnonymousMatch', { interests: [], recaptchaValue: 'ev' });
    await ask(second, 'requestAnonymousMatch', { interests: [], recaptchaValue: 'ev' });
    await matched;
    await ask(first, 'sendAnonymousMessage', { content: 'hi', type: 'text' });
    await ask(second, 'sendAnonymousMessage', { content: 'hello', type: 'text' });
    await ask(first, 'leaveAnonymousChat');
    first.disconnect();
    second.disconnect();
  }
  report(
    'anonymous chat (2 visitors: connect, match, 2 messages, leave)',
    CHATS,
    before,
    await snapshot(),
  );
}

// Idle sockets: the same window with IDLE_SOCKETS more visitors connected, per socket-second.
{
  const sockets = await connectSockets(
    server.url,
    Array.from({ length: IDLE_SOCKETS }, () => undefined),
  );
  await sleep(3000);
  const before = await snapshot();
  await sleep(IDLE_MS);
  const after = await snapshot();
  report(
    `idle visitor socket, per socket per second (${IDLE_SOCKETS} sockets)`,
    IDLE_SOCKETS * ((after.at - before.at) / 1000),
    before,
    after,
  );
  for (const socket of sockets) socket.disconnect();
}

for (const { sockets } of pairs) for (const socket of sockets) socket.disconnect();
await server.close();
await redis.quit();
await database.end();
process.exit(0);
