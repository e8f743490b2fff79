import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { serverRoot } from '../paths';
import { useDrizzleParsers } from './pgliteParsers';
import { usePreparedStatements } from './pgliteStatements';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { PGLITE_SHARED_BUFFERS, pgliteStartParams } from './pgliteSettings';

export type Schema = typeof schema;
/** The drizzle database, the same API on PGlite and on node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (gzipped unless told), a consistent copy. */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** PGlite in DATA_DIR: this process's lock on it (released by close). */
  lock?: DataDirLock;
}

export const migrationsFolder = path.join(serverRoot, 'src/platform/db/migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite data directory dump (tar) to start from, used by tests to skip initdb. */
  pgliteTemplate?: Blob;
  /** Run migrations (default true). */
  migrate?: boolean;
  /** Who takes DATA_DIR's lock, named in a refusal: `server` (default) or the command. */
  lockAs?: string;
  /** Refuse (NoEmbeddedDatabase) rather than create an embedded database DATA_DIR lacks. */
  existing?: boolean;
  /** PGlite's buffer pool (PostgreSQL's shared_buffers), default PGLITE_SHARED_BUFFERS. */
  pgliteSharedBuffers?: string;
}

/** Thrown by openDatabase with `existing` when DATA_DIR holds no embedded database yet. */
export class NoEmbeddedDatabase extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} holds no embedded database: set DATA_DIR to the server's, or start the server on it once.`,
    );
  }
}

/** The initialiser runs as plain JS, from src/ (tsx, tests) and from dist/ (tsup builds it). */
function pgliteInitUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pgliteInit.mjs' : './pgliteInit.js', import.meta.url);
}

/**
 * A new data directory is created by a process of its own (pgliteInit.mjs): initdb leaves
 * ~400-600 MB in the process that runs it, which an idle server would otherwise hold for good.
 */
async function initialisePglite(dir: string, startParams: string[], migrate: boolean) {
  const child = fork(
    pgliteInitUrl(),
    [dir, JSON.stringify(startParams), migrate ? migrationsFolder : ''],
    { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`Creating the embedded database in ${dir} failed (exit ${code}): ${stderr}`);
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Opens PostgreSQL: a server when a URL is given, otherwise embedded PGlite in dataDir/db, which
 * only one process may open: it is locked first (DataDirInUse when another process holds it).
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options);
  if (options.migrate !== false)
    await handle.migrate().catch(async (error: unknown) => {
      await handle.close().catch(() => {});
      throw error;
    });
  return handle;
}

/**
 * The advisory lock every process holds while it migrates a PostgreSQL database: processes
 * starting at once (a deployment, every host rebooting) would otherwise apply the same
 * migrations side by side, and all but one would fail on the first duplicate. One at a time, the
 * others find them applied.
 */
export const MIGRATION_LOCK_KEY = 0x5e4e_d1b;

function openPostgres(url: string): DatabaseHandle & { migrate(): Promise<void> } {
  // A server that does not answer (outage, partition) fails a request in 5 s instead of
  // holding it until the operating system gives up on the connection.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  options: OpenOptions,
): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  let client: PGlite;
  let lock: DataDirLock | undefined;
  const startParams = pgliteStartParams(options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS);
  if (options.pgliteTemplate) {
    client = new PGlite({ loadDataDir: options.pgliteTemplate, startParams });
  } else {
    // Two processes on one PGlite folder each keep their own copy and overwrite the other's.
    lock = await lockDataDir(options.dataDir, options.lockAs ?? 'server');
    const dir = path.join(options.dataDir, 'db');
    try {
      if (options.existing && !(await hasDatabase(dir)))
        throw new NoEmbeddedDatabase(options.dataDir);
      await fs.mkdir(dir, { recursive: true });
      if (!(await exists(path.join(dir, 'PG_VERSION'))))
        await initialisePglite(dir, startParams, options.migrate !== false);
      client = new PGlite(dir, { startParams });
      await client.waitReady;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  await client.waitReady;
  usePreparedStatements(client);
  useDrizzleParsers(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
    dump: async (compression = 'gzip') => client.dumpDataDir(compression) as Promise<Blob>,
    lock,
  };
}

const hasDatabase = (dir: string) =>
  fs.access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
