/**
 * The embedded database's cost per statement on the event loop, through drizzle as the product
 * sends it, beside PGlite's own `query` (the baseline): with drizzle's parsers sent along with
 * every query (PGlite then copies its ~320-entry parser map per query), with them made the
 * instance's own (`useDrizzleParsers`), and with that and every text run as a prepared
 * statement (`usePreparedStatements`, what the product does). Two statements: one without a
 * table, and a lookup by key in a table of 1,000 rows with the columns of a sign-in's.
 *
 *   npx tsx bench/pgliteStatement.bench.ts        BENCH_STATEMENTS=5000
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { useDrizzleParsers } from '../server/src/platform/db/pgliteParsers';
import { usePreparedStatements } from '../server/src/platform/db/pgliteStatements';

const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 5000);

/** Microseconds per statement, best of three passes (after one warm-up pass). */
async function perStatement(run: (i: number) => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let pass = 0; pass < 4; pass += 1) {
    const started = performance.now();
    for (let i = 0; i < STATEMENTS; i += 1) await run(i);
    if (pass > 0) best = Math.min(best, ((performance.now() - started) / STATEMENTS) * 1000);
  }
  return best;
}

async function instance(setUp: (client: PGlite) => void = () => undefined) {
  const client = new PGlite();
  await client.waitReady;
  setUp(client);
  await client.exec(`
    create table accounts (id int primary key, username text not null, email text not null,
      bio text not null default '', interests text[] not null default '{}',
      created_at timestamptz not null default now(), expires_at timestamptz);
    insert into accounts (id, username, email)
      select i, 'user' || i, 'user' || i || '@example.com' from generate_series(1, 1000) i;
  `);
  return client;
}

const statements = {
  'no table': {
    text: 'select $1::int as n, now() as at, gen_random_uuid()::text as id',
    drizzle: (i: number) => sql`select ${i}::int as n, now() as at, gen_random_uuid()::text as id`,
  },
  'lookup by key': {
    text: `select id, username, email, bio, interests, created_at from accounts
      where id = $1 and (expires_at is null or expires_at > now())`,
    drizzle: (i: number) => sql`select id, username, email, bio, interests, created_at from accounts
      where id = ${(i % 1000) + 1} and (expires_at is null or expires_at > now())`,
  },
};

const plain = await instance();
const viaDrizzle = drizzle(plain);
const parsers = await instance(useDrizzleParsers);
const viaParsers = drizzle(parsers);
const prepared = await instance((client) => {
  usePreparedStatements(client);
  useDrizzleParsers(client);
});
const viaPrepared = drizzle(prepared);

console.log(`${STATEMENTS} statements, one at a time, best of 3 passes; Node ${process.version}\n`);
console.log('| statement | path | per statement | ÷ PGlite query alone |\n|---|---|---|---|');
for (const [name, statement] of Object.entries(statements)) {
  const baseline = await perStatement((i) => plain.query(statement.text, [(i % 1000) + 1]));
  const rows: [string, number][] = [
    ['PGlite query alone (baseline)', baseline],
    [
      'drizzle, parsers sent with every query',
      await perStatement((i) => viaDrizzle.execute(statement.drizzle(i))),
    ],
    [
      "drizzle, parsers the instance's own",
      await perStatement((i) => viaParsers.execute(statement.drizzle(i))),
    ],
    [
      'drizzle, parsers own, prepared statements (now)',
      await perStatement((i) => viaPrepared.execute(statement.drizzle(i))),
    ],
  ];
  for (const [label, us] of rows)
    console.log(`| ${name} | ${label} | ${us.toFixed(1)} µs | ${(us / baseline).toFixed(2)}× |`);
}
await Promise.all([plain.close(), parsers.close(), prepared.close()]);
