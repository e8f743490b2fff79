import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/globalSetup';
import { openDatabase } from './database';

describe.skipIf(!process.env.DATABASE_URL)(
  'migrations of several processes starting at once',
  () => {
    it('migrates a new PostgreSQL database once while four processes open it together', async () => {
      const adminUrl = process.env.DATABASE_URL!;
      const name = `serendip_migrate_${crypto.randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-migrate-'));
      try {
        // As app hosts booting together: without a lock, all but one fail on a duplicate.
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: withDatabase(adminUrl, name), dataDir }),
          ),
        );
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(opened.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));

        const database = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
        await database.connect();
        const applied = await database.query('select hash from drizzle.__drizzle_migrations');
        await database.end();
        const hashes = applied.rows.map((row: { hash: string }) => row.hash);
        expect(new Set(hashes).size).toBe(hashes.length);
        const journal = JSON.parse(
          await fs.readFile(
            path.join(import.meta.dirname, 'migrations/meta/_journal.json'),
            'utf8',
          ),
        ) as { entries: unknown[] };
        expect(hashes).toHaveLength(journal.entries.length);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
