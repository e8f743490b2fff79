import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenOptions } from '../server/src/platform/db/database';

export const BENCH_USERNAME = 'benchuser';
export const BENCH_PASSWORD = 'bench-password';

/** Git-ignored (any folder named data is). */
const defaultDataDir = fileURLToPath(new URL('./data', import.meta.url));

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR (default
 * bench/data). The seed writes hundreds of thousands of rows, so the database must be one made
 * for it: its name has to contain "bench" (e.g. serendip_bench), never postgres or a shared one.
 */
export function benchDatabaseOptions(): OpenOptions {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);
  if (databaseUrl) {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    if (!name.includes('bench'))
      throw new Error(
        `Refusing database "${name || '(default)'}": DATABASE_URL must name a database of its own ` +
          'whose name contains "bench", e.g. postgres://postgres@127.0.0.1:5432/serendip_bench.',
      );
  }
  return { databaseUrl, dataDir };
}
