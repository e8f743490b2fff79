/**
 * Opens the embedded database in DATA_DIR (new or existing) the way the server does, then prints
 * this process's resident memory and PGlite's buffer pool as JSON. Run in a process of its own by
 * pgliteMemory.int.test.ts, so nothing else the test runner holds is counted.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/database';

const handle = await openDatabase({
  dataDir: process.env.DATA_DIR!,
  pgliteSharedBuffers: process.env.PGLITE_SHARED_BUFFERS,
});
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const [{ shared_buffers: sharedBuffers }] = await rows<{ shared_buffers: string }>(
  sql`show shared_buffers`,
);
const [{ tables }] = await rows<{ tables: number }>(
  sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`,
);
const rssKb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);
await handle.close();
console.log(JSON.stringify({ rssMb: Math.round(rssKb / 1024), sharedBuffers, tables }));
