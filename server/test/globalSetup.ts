import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated template database. */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of the migrated template database (when DATABASE_URL is set). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database before the integration tests; each test server then starts
 * from a copy of it (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-test-'));
  if (databaseUrl) {
    const template = `serendip_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({
      databaseUrl: withDatabase(databaseUrl, template),
      dataDir: workDir,
    });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      await fs.rm(workDir, { recursive: true, force: true });
    };
  }
  const handle = await openDatabase({ dataDir: workDir });
  const dump = await handle.dump?.();
  if (!dump) throw new Error('PGlite handle cannot dump its data dir');
  const dumpPath = path.join(workDir, 'template.tar.gz');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', dumpPath);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
