/**
 * Measures the feed and explore endpoints on a seeded database (see seed.ts) against a bare
 * Fastify endpoint served by the same process, so the ratio says what the feature costs on
 * top of HTTP itself. Server and baseline run in this one process, with the Node flags the
 * product starts with (npm run bench:feed passes serverEnv.ts's SERVER_NODE_FLAGS).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/serendip_bench npm run bench:feed
 *   BENCH_REQUESTS=2000 BENCH_CONCURRENCY=10 (defaults)
 *
 * Then page 1 at a fixed BENCH_RATE (1000/s, BENCH_RATE_SECONDS=5) beside the bare route and the
 * driver alone (the route's database work called in process), as the target asks. The feed
 * is also measured for BENCH_VIEWERS (1000) seeded users in turn (each with 50-200 friends), so a
 * cache that only helps one hot viewer would show: first a cold pass (each viewer's first
 * request), then the same rows as for benchuser.
 *
 * The HTTP load comes from a process of its own (loadProcess.ts): in this one its garbage
 * collections stalled the server it measured. The driver-alone rows run here, as they must.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { asc, eq, ne } from 'drizzle-orm';
import Fastify from 'fastify';
import { createServer } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/database';
import { users } from '../server/src/platform/db/schema';
import { BENCH_USERNAME, benchDatabaseOptions } from './benchDatabase';
import { friendsFeed } from '../server/src/photos/lists';
import {
  allPhotos,
  countAllPhotos,
  countFriendsPhotos,
  friendsPhotos,
  COUNT_LOOKAHEAD,
} from '../server/src/photos/queries';
import { hiddenUserIds } from '../server/src/people/policies';
import { paced, request, type PacedStats, type Result, type Target } from './load';
import { loadFromChild, rotating, type RemoteTarget } from './loadProcess';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
// The target: page 1 at RATE requests/s from CONCURRENCY loops, p99 ≤ 20 ms.
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 5);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000);

const options = benchDatabaseOptions();
const database = await openDatabase(options);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: options.dataDir,
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  // Required with DATABASE_URL (never stored in the database); any value will do for a run.
  JWT_SECRET: process.env.JWT_SECRET || crypto.randomBytes(32).toString('hex'),
});
const server = await createServer({ config, database });
const port = await server.listen();

const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;
const load = loadFromChild();

try {
  const [me] = await server.ctx.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.username, BENCH_USERNAME));
  if (!me) throw new Error(`No ${BENCH_USERNAME}: run npm run bench:seed on this database first.`);
  const { token } = await server.ctx.tokens.sign({ userId: me.id, tokenVersion: me.tokenVersion });
  const auth = { authorization: `Bearer ${token}` };
  const api = `http://127.0.0.1:${port}`;
  const viewers = await viewerHeaders();
  const manyViewers: RemoteTarget = {
    name: `feed page 1 (${viewers.length} viewers in turn)`,
    url: `${api}/api/photos/feed?page=1&limit=10`,
    headers: viewers,
  };
  // Each request of the cold pass is the next viewer's, as in the load process.
  await coldPass(rotating(manyViewers), viewers.length);

  const targets: RemoteTarget[] = [
    { name: 'bare Fastify GET /bare', url: `http://127.0.0.1:${barePort}/bare` },
    { name: 'feed page 1', url: `${api}/api/photos/feed?page=1&limit=10`, headers: [auth] },
    manyViewers,
    { name: 'feed page 50', url: `${api}/api/photos/feed?page=50&limit=10`, headers: [auth] },
    { name: 'explore page 1 (visitor)', url: `${api}/api/photos/explore?page=1&limit=10` },
    {
      name: 'explore page 1 (signed in)',
      url: `${api}/api/photos/explore?page=1&limit=10`,
      headers: [auth],
    },
    {
      name: 'explore page 50 (signed in)',
      url: `${api}/api/photos/explore?page=50&limit=10`,
      headers: [auth],
    },
  ];

  const options = { requests: REQUESTS, concurrency: CONCURRENCY, sequential: SEQUENTIAL };
  // The bare route is measured first and again last, and the faster counts: measured only
  // first, it also paid for warming the load process and Fastify's code that both servers share
  // (1,461 req/s first, 3,241 last in one run), which made every ratio look half as large.
  const [bareTarget, ...productTargets] = targets;
  const bareFirst = await load.measure(bareTarget, options);
  const results: Result[] = [];
  for (const target of productTargets) results.push(await load.measure(target, options));
  const bareLast = await load.measure(bareTarget, options);
  const faster = (a: Result, b: Result) =>
    a.concurrent.throughput >= b.concurrent.throughput ? a : b;
  report([faster(bareFirst, bareLast), ...results]);
  await pacedRuns(me.id, targets, manyViewers.name);
} finally {
  load.close();
  await bare.close();
  await server.close();
  await database.close();
}

/** Bearer headers for VIEWERS seeded users other than benchuser (tokens without a session). */
async function viewerHeaders(): Promise<Record<string, string>[]> {
  const rows = await server.ctx.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(ne(users.username, BENCH_USERNAME))
    .orderBy(asc(users.username))
    .limit(VIEWERS);
  return Promise.all(
    rows.map(async (row) => {
      const { token } = await server.ctx.tokens.sign({
        userId: row.id,
        tokenVersion: row.tokenVersion,
      });
      return { authorization: `Bearer ${token}` };
    }),
  );
}

/** Each viewer's first request, CONCURRENCY at a time (what a cold process pays per viewer). */
async function coldPass(target: Target, count: number): Promise<void> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const begun = performance.now();
        await request(target);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.floor(fraction * (latencies.length - 1))] ?? 0;
  console.log(
    `cold pass, ${count} viewers' first request at concurrency ${CONCURRENCY}: p50 ${ms(at(0.5))}, ` +
      `p99 ${ms(at(0.99))}, ${((count / (performance.now() - started)) * 1000).toFixed(0)} req/s`,
  );
}

function report(results: Result[]): void {
  const baseline = results[0];
  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `${database.kind}; ${REQUESTS} requests at concurrency ${CONCURRENCY}, ${SEQUENTIAL} sequential; ` +
      `Node flags: ${process.execArgv.filter((flag) => !flag.includes('tsx') && flag !== '--import').join(' ') || 'none'}\n`,
  );
  const header = [
    'target',
    'seq p50',
    'seq p99',
    'conc p50',
    'conc p99',
    'req/s',
    'bare req/s ÷ req/s',
  ];
  const rows = results.map((result) => [
    result.name,
    ms(result.sequential.p50),
    ms(result.sequential.p99),
    ms(result.concurrent.p50),
    ms(result.concurrent.p99),
    result.concurrent.throughput.toFixed(0),
    `${(baseline.concurrent.throughput / result.concurrent.throughput).toFixed(1)}×`,
  ]);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/**
 * Page 1 at a fixed RATE (open load), beside two baselines: the bare route, and the driver
 * alone (the same database work the route does, called in process: no HTTP, no token check).
 * HTTP rows are loaded from the load process; driver rows from this one.
 */
async function pacedRuns(
  viewerId: string,
  targets: RemoteTarget[],
  manyViewersName: string,
): Promise<void> {
  const db = server.ctx.db;
  const pageOne = { page: 1, limit: 10 };
  const window = { limit: 10, offset: 0 };
  const warmUp = { rate: RATE / 5, seconds: 1, workers: CONCURRENCY };
  const full = { rate: RATE, seconds: RATE_SECONDS, workers: CONCURRENCY };
  const overHttp = (name: string): [string, () => Promise<PacedStats>] => [
    name,
    () =>
      load.paced(
        targets.find((target) => target.name === name)!,
        full,
        warmUp,
      ),
  ];
  const inProcess = (
    name: string,
    call: () => Promise<unknown>,
  ): [string, () => Promise<PacedStats>] => [
    name,
    async () => {
      await paced(call, warmUp);
      return paced(call, full);
    },
  ];
  // The HTTP rows first: the uncached driver rows fall behind at this rate and leave this
  // process a large heap to collect, which would land in whichever row came next.
  const runs: [string, () => Promise<PacedStats>][] = [
    overHttp('bare Fastify GET /bare'),
    overHttp('feed page 1'),
    overHttp(manyViewersName),
    overHttp('explore page 1 (visitor)'),
    overHttp('explore page 1 (signed in)'),
    inProcess('driver alone: feed page 1 (cached lists)', () =>
      friendsFeed(server.ctx, viewerId, pageOne),
    ),
    inProcess('driver alone: feed page 1 queries (no cache)', async () => {
      const hidden = await hiddenUserIds(db, viewerId);
      return Promise.all([
        friendsPhotos(db, viewerId, hidden, window),
        countFriendsPhotos(db, viewerId, hidden, 10 + COUNT_LOOKAHEAD),
      ]);
    }),
    inProcess('driver alone: explore page 1 queries (no cache)', async () => {
      const hidden = await hiddenUserIds(db, viewerId);
      return Promise.all([
        allPhotos(db, hidden, window),
        countAllPhotos(db, hidden, 10 + COUNT_LOOKAHEAD),
      ]);
    }),
  ];
  const rows: [string, PacedStats][] = [];
  for (const [name, run] of runs) {
    const result = await run();
    console.log(`${name.padEnd(48)} paced p99 ${result.p99.toFixed(2)} ms`);
    rows.push([name, result]);
  }
  console.log(
    `\n${RATE} requests/s for ${RATE_SECONDS} s from ${CONCURRENCY} loops (latency from when each was due)\n`,
  );
  console.log('| target | p50 | p99 | done/s | sent late | not sent |\n|---|---|---|---|---|---|');
  for (const [name, result] of rows) {
    console.log(
      `| ${name} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.throughput.toFixed(0)} | ${result.late} | ${result.unsent} |`,
    );
  }
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}
