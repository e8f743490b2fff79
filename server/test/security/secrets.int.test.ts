import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUserOverHttp, startTestServer, type TestServer } from '../support';
import { loadConfig } from '../../src/platform/config';
import { loadSecret, SECRET_FILE } from '../../src/platform/secrets';

/** The signing secret never lives in the database. */
describe('the signing secret', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is generated once into DATA_DIR/secret, readable by the owner only', async () => {
    const file = path.join(server.dataDir, SECRET_FILE);
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect((await fs.readFile(file, 'utf8')).trim()).toBe(server.server.ctx.secret);
    expect(server.server.ctx.secret.length).toBeGreaterThanOrEqual(48);
    // A restart reads the same one.
    expect(await loadSecret({ dataDir: server.dataDir })).toBe(server.server.ctx.secret);
  });

  it('is nowhere in the database, in any table', async () => {
    await registerUserOverHttp(server.client());
    const db = server.database.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const names = tables.rows.map((row) => row.table_name);
    expect(names).not.toContain('server_settings');
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const rows = (await db.execute(sql.raw(`select * from "${name}"`))) as unknown as {
        rows: unknown[];
      };
      expect(JSON.stringify(rows.rows), name).not.toContain(server.server.ctx.secret);
    }
  });

  it('must be given as JWT_SECRET (32+ characters) when DATABASE_URL is set', () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:5432/serendip';
    expect(() => loadConfig({ DATABASE_URL: databaseUrl })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
    expect(() => loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret }).secret).toBe(secret);
  });
});
