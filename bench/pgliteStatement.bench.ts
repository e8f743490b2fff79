/**
 * The embedded database's cost per statement on the event loop, through drizzle as the product
 * sends it, beside PGlite's own `query` (the baseline): with drizzle's parsers sent along with
 * every query (PGlite then copies its ~320-entry parser map per query) and with them made the
 * instance's own (`useDrizzleParsers`, what the product does).
 *
 *   npx tsx bench/pgliteStatement.bench.ts        BENCH_STATEMENTS=5000
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { useDrizzleParsers } from '../server/src/platform/db/pgliteParsers';

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

const statement = (i: number) =>
  sql`select ${i}::int as n, now() as at, gen_random_uuid()::text as id`;

const plain = new PGlite();
await plain.waitReady;
const viaDrizzle = drizzle(plain);
const fixed = new PGlite();
await fixed.waitReady;
useDrizzleParsers(fixed);
const viaDrizzleFixed = drizzle(fixed);

const baseline = await perStatement((i) =>
  plain.query('select $1::int as n, now() as at, gen_random_uuid()::text as id', [i]),
);
const before = await perStatement((i) => viaDrizzle.execute(statement(i)));
const after = await perStatement((i) => viaDrizzleFixed.execute(statement(i)));
await plain.close();
await fixed.close();

const row = (label: string, us: number) =>
  `| ${label} | ${us.toFixed(1)} µs | ${(us / baseline).toFixed(2)}× |`;
console.log(`${STATEMENTS} statements, one at a time, best of 3 passes; Node ${process.version}\n`);
console.log('| path | per statement | ÷ PGlite query alone |\n|---|---|---|');
console.log(row('PGlite query alone (baseline)', baseline));
console.log(row('drizzle, parsers sent with every query (before)', before));
console.log(row("drizzle, parsers the instance's own (now)", after));
