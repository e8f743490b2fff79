// Creates a new embedded database (PGlite's initdb, then the migrations) in a process of its
// own, then exits (plain JS so it runs as is from src/ and from dist/). initdb grows PGlite's
// WebAssembly heaps to ~800 MB of RSS that the server's process would otherwise keep; here the
// system gets it back when this process exits, and the server opens the finished directory.
// argv: dataDir, JSON array of PGlite start parameters, migrations folder ('' for none).
import process from 'node:process';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, startParams, migrationsFolder] = process.argv.slice(2);
const client = new PGlite(dataDir, { startParams: JSON.parse(startParams) });
try {
  await client.waitReady;
  if (migrationsFolder) await migrate(drizzle(client), { migrationsFolder });
} finally {
  await client.close();
}
