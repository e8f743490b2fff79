/**
 * Fills an EMPTY database with a social graph big enough to measure the feed:
 * BENCH_USERS users (10,000) with BENCH_POSTS_PER_USER posts each (20 → 200,000 posts),
 * 50-200 friends each, ~2 likes and ~1 comment per post, and one "benchuser" with
 * BENCH_FRIENDS friends (200) and a few blocks either way. Everything is INSERT ... SELECT
 * over generate_series, so it takes seconds on PostgreSQL. One argon2 hash serves every user.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/serendip_bench npm run bench:seed
 *   DATA_DIR=/tmp/bench-data npm run bench:seed        # embedded PGlite
 */
import { count, sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/passwords';
import { openDatabase } from '../server/src/platform/db/database';
import { users } from '../server/src/platform/db/schema';
import { BENCH_PASSWORD, BENCH_USERNAME, benchDatabaseOptions } from './benchDatabase';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const POSTS_PER_USER = Number(process.env.BENCH_POSTS_PER_USER ?? 20);
const BENCH_FRIENDS = Number(process.env.BENCH_FRIENDS ?? 200);

/** A UUID v7 for the timestamp expression `at`: 48 bits of milliseconds, then random bits. */
const uuid7 = (at: string) =>
  `(lpad(to_hex((extract(epoch from ${at}) * 1000)::bigint), 12, '0') || '7' ||
    substr(md5(random()::text), 1, 3) || substr('89ab', 1 + floor(random() * 4)::int, 1) ||
    substr(md5(random()::text), 1, 15))::uuid`;

// A server on the same DATA_DIR makes this refuse (the lock names it), and the reverse.
const handle = await openDatabase({ ...benchDatabaseOptions(), lockAs: 'bench:seed' });
const { db } = handle;

async function step(label: string, statement: SQL): Promise<void> {
  const started = performance.now();
  await db.execute(statement);
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0)
    throw new Error('The database already has users: seed an empty (freshly created) database.');
  const hash = await hashPassword(BENCH_PASSWORD);
  const started = performance.now();

  await step(
    'numbering table',
    sql.raw('create table bench_users (n int primary key, id uuid not null)'),
  );
  await step(
    `${USERS} users`,
    sql`with made as (
          insert into users (id, username, email, password_hash, bio, onboarding_completed, created_at)
          select ${sql.raw(uuid7('t'))}, 'bench' || n, 'bench' || n || '@bench.invalid', ${hash},
                 'Benchmark user ' || n, true, t
          from (select n, now() - interval '400 days' + n * interval '1 second' as t
                from generate_series(0, ${USERS - 1}) n) s
          returning id, username)
        insert into bench_users select substr(username, 6)::int, id from made`,
  );
  await step(
    `${BENCH_USERNAME} (id -1)`,
    sql`with made as (
          insert into users (id, username, email, password_hash, onboarding_completed)
          values (${sql.raw(uuid7('now()'))}, ${BENCH_USERNAME}, 'benchuser@bench.invalid', ${hash}, true)
          returning id)
        insert into bench_users select -1, id from made`,
  );
  await step(
    `${(USERS + 1) * POSTS_PER_USER} posts`,
    sql`insert into photos (id, user_id, type, image_url, thumbnail_url, aspect_ratio, caption, created_at)
        select ${sql.raw(uuid7('t'))}, user_id, 'image', '/uploads/bench/missing.jpg',
               '/uploads/bench/missing.jpg', 1.3333, 'Post ' || k || ' of user ' || n, t
        from (select u.id as user_id, u.n, k, now() - random() * interval '365 days' as t
              from bench_users u cross join generate_series(1, ${POSTS_PER_USER}) k) s`,
  );
  // User n befriends n+1 .. n+(25 + n % 76): 25-100 forward, about as many backward.
  await step(
    'friendships (two rows each)',
    sql`insert into friendships (user_id, friend_id)
        select x, y from (
          select a.id as a_id, b.id as b_id from bench_users a
          cross join generate_series(1, 100) d
          join bench_users b on b.n = (a.n + d) % ${USERS}
          where a.n >= 0 and d <= 25 + a.n % 76) pairs
        cross join lateral (values (a_id, b_id), (b_id, a_id)) v(x, y)`,
  );
  await step(
    `${BENCH_USERNAME}'s ${BENCH_FRIENDS} friends`,
    sql`insert into friendships (user_id, friend_id)
        select x, y from bench_users me
        join bench_users f on f.n >= 0 and f.n % ${Math.floor(USERS / BENCH_FRIENDS)} = 0
          and f.n / ${Math.floor(USERS / BENCH_FRIENDS)} < ${BENCH_FRIENDS}
        cross join lateral (values (me.id, f.id), (f.id, me.id)) v(x, y)
        where me.n = -1`,
  );
  await step(
    'blocks around benchuser (5 each way)',
    sql`insert into blocks (blocker_id, blocked_id)
        select case when o.n <= 5 then me.id else o.id end, case when o.n <= 5 then o.id else me.id end
        from bench_users me join bench_users o on o.n between 1 and 10 where me.n = -1`,
  );
  await step(
    'likes (~2 per post)',
    sql`insert into photo_likes (photo_id, user_id)
        select p.photo_id, u.id from (
          select id as photo_id, floor(random() * ${USERS})::int as n
          from photos cross join generate_series(1, 2)) p
        join bench_users u on u.n = p.n
        on conflict do nothing`,
  );
  await step(
    'comments (~1 per post)',
    sql`insert into comments (id, photo_id, user_id, text, created_at)
        select ${sql.raw(uuid7('t'))}, photo_id, u.id, 'Nice one #' || j, t from (
          select id as photo_id, j, created_at + j * interval '1 minute' as t,
                 floor(random() * ${USERS})::int as n
          from photos cross join generate_series(1, 2) j where random() < 0.5) c
        join bench_users u on u.n = c.n`,
  );
  await step('drop numbering table', sql.raw('drop table bench_users'));
  // Fresh statistics, and the visibility map that index-only scans need (autovacuum's job later).
  await step('vacuum analyze', sql.raw('vacuum analyze'));
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `log in as ${BENCH_USERNAME} / ${BENCH_PASSWORD}`,
  );
} finally {
  await handle.close();
}
