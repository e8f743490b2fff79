import {
  parse as results,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared per instance; the least recently used beyond it are closed. */
export const MAX_PREPARED_STATEMENTS = 256;

/** SQLSTATEs after which a statement is prepared again once: it is gone, or its rows changed. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

interface Prepared {
  name: string;
  /** Parameter type ids, to serialize values as PGlite does. */
  paramTypes: number[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs every query of a PGlite instance as a named prepared statement, prepared the first time
 * its text is seen, and sends each execution as one batch (bind, describe, execute, sync) into
 * the engine. PGlite's own `query` parses, analyses and plans the text anew every time, in six
 * separate calls into WebAssembly: a sign-in's sanction check took 256-270 µs that way and
 * 68-69 µs prepared (bench/results/2026-11-27.md). Drizzle builds the same
 * text for the same query with `$n` parameters, so the texts repeat; the least recently used
 * beyond MAX_PREPARED_STATEMENTS are closed. Locks and results are PGlite's own (its query
 * mutex, its transaction mutex outside a transaction, its result parsing and parsers).
 */
export function usePreparedStatements(client: PGlite): void {
  const prepared = new Map<string, Prepared>();
  /** Close messages of evicted statements, sent with the next batch. */
  const closing: Uint8Array[] = [];
  let counter = 0;

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const name = `serendip_${(counter += 1)}`;
    const described = await client.execProtocolStream(
      concat([
        ...closing.splice(0),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: results.parseDescribeStatementResults(described) };
    prepared.set(text, statement);
    if (prepared.size > MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  function serializeParams(statement: Prepared, params: unknown[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i];
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function execute<T>(text: string, params: unknown[], options?: QueryOptions) {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last.
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const messages = await client.execProtocolStream(
      concat([
        ...closing.splice(0),
        serialize.bind({
          statement: statement.name,
          values: serializeParams(statement, params, options) as string[],
        }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!client.isInTransaction()) await client.syncToFs();
    return results.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  /** In PGlite's query mutex (a caller outside a transaction also holds its transaction one). */
  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    return client._runExclusiveQuery(async () => {
      try {
        return await execute<T>(text, params, options);
      } catch (error) {
        if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw annotated(error);
        prepared.delete(text);
        try {
          return await execute<T>(text, params, options);
        } catch (again) {
          throw annotated(again);
        }
      }
    });
    function annotated(error: unknown) {
      // As PGlite's own query errors carry them.
      if (error && typeof error === 'object')
        Object.assign(error, { query: text, params, queryOptions: options });
      return error;
    }
  }

  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (async (text, params, options) => {
      await client._checkReady();
      return client._runExclusiveTransaction(() => run(text, params, options));
    }) as Query,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, {
            query: (async (text, params, options) => {
              if (tx.closed) throw new Error('Transaction is closed');
              return run(text, params, options);
            }) as Query,
          }),
        ),
      ),
  });
}
