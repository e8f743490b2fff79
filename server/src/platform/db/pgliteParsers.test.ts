import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useDrizzleParsers } from './pgliteParsers';

let client: PGlite;
/** The parsers each query reached PGlite with, outside and inside transactions. */
const sent: unknown[] = [];

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const record = (run: typeof query): typeof query =>
    ((text: string, params?: unknown[], options?: Parameters<typeof query>[2]) => {
      sent.push(options?.parsers);
      return run(text, params, options);
    }) as typeof query;
  Object.assign(client, {
    query: record(query),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => callback({ ...tx, query: record(tx.query) })),
  });
  useDrizzleParsers(client);
});
afterAll(() => client.close());

it("sends no parsers with drizzle's queries, and parses as drizzle asked", async () => {
  const db = drizzle(client);
  const select = sql`select '2024-01-02 03:04:05+00'::timestamptz as at,
    array['2024-01-02'::date] as days, array[1.5::numeric] as amounts, 2::int as n`;
  const expected = { at: '2024-01-02 03:04:05+00', days: '{2024-01-02}', amounts: '{1.5}', n: 2 };
  expect((await db.execute(select)).rows).toEqual([expected]);
  const inside = await db.transaction(async (tx) => (await tx.execute(select)).rows);
  expect(inside).toEqual([expected]);
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(sent.every((parsers) => parsers === undefined)).toBe(true);
});

it('passes other parsers through', async () => {
  const asked = { 23: (value: string) => `int ${value}` };
  const result = await client.query<{ n: string }>('select 2::int as n', [], { parsers: asked });
  expect(result.rows).toEqual([{ n: 'int 2' }]);
});
