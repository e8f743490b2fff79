import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database';
import { withDatabase } from './globalSetup';

/**
 * A fresh copy of the migrated template database (PGlite, or PostgreSQL when DATABASE_URL is set).
 * `release` gives it back when its server has stopped.
 */
export async function freshDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; release(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `serendip_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const handle = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, name),
      dataDir,
      migrate: false,
    });
    return {
      handle,
      release: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const handle = await pgliteCopy(dataDir);
  return {
    handle,
    release: async () => void idlePglite.push(handle),
  };
}

/**
 * PGlite copies that this test worker's stopped servers gave back. Loading the template into a
 * new PGlite (untar into its in-memory file system, start PostgreSQL) costs ~0.6 s of a core, and
 * a worker starts a hundred servers; emptying the tables of one already running costs a few ms.
 */
const idlePglite: DatabaseHandle[] = [];

async function pgliteCopy(dataDir: string): Promise<DatabaseHandle> {
  const idle = idlePglite.pop();
  // Emptied when taken rather than when given back, so that a write still in flight from the
  // server that used it last (it has stopped, but an await may resume) cannot reach the next.
  if (idle) return (await emptied(idle)) ?? pgliteCopy(dataDir);
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  return openDatabase({ dataDir, pgliteTemplate: new Blob([dump]), migrate: false });
}

/**
 * The statement that empties every table of the schema, as the template has them (the migrations
 * insert no rows and the schema has no sequences). Every copy has the same tables: read once.
 */
let emptyAll: Promise<string> | undefined;

/** The copy with its tables emptied; undefined, and closed, if that fails. */
async function emptied(handle: DatabaseHandle): Promise<DatabaseHandle | undefined> {
  try {
    emptyAll ??= (
      handle.db.execute(
        sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
      ) as unknown as Promise<{ rows: { name: string }[] }>
    ).then(
      ({ rows }) => `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`,
    );
    await handle.db.execute(sql.raw(await emptyAll));
    return handle;
  } catch {
    emptyAll = undefined;
    await handle.close().catch(() => {});
    return undefined;
  }
}
