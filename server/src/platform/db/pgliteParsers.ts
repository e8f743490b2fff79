import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The result parsers drizzle asks PGlite for on every query (drizzle-orm/pglite/session.js):
 * dates, times and intervals, and arrays of them and of numerics, left as PostgreSQL's text.
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, (value: string) => value]),
);

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** The options without `parsers` when they are only drizzle's (the instance has them already). */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const oids = Object.keys(options.parsers).map(Number);
  if (!oids.every((oid) => oid in DRIZZLE_PARSERS)) return options;
  const { parsers: _drizzles, ...rest } = options;
  return rest;
}

function stripping(query: Query): Query {
  return (text, params, options) => query(text, params, withoutDrizzleParsers(options));
}

/**
 * Makes drizzle's per-query parsers the instance's own, and stops them being sent with each
 * query. PGlite merges per-query parsers into a copy of its whole map (~320 types) for every
 * query: ~50 µs of the event loop per statement, as much as a simple statement itself takes
 * (bench/results/2026-11-27.md). Call once the instance is ready: its array types'
 * parsers are set at start, and drizzle's array entries must replace them as its options did.
 */
export function useDrizzleParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const query = client.query.bind(client) as Query;
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: stripping(query),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      // The transaction as PGlite gives it (rollback, closed...), its query stripping too.
      transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, {
            query: stripping(tx.query.bind(tx) as Query),
          }),
        ),
      ),
  });
}
