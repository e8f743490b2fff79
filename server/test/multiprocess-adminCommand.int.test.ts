import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registerUserOverHttp, TestClient } from './support';
import { clusterPerTest, clustersEnabled } from './multiProcess';
import { newDataDir, runCommand } from './operatorCommands';

describe.skipIf(!clustersEnabled)('npm run admin with PostgreSQL and several processes', () => {
  const startCluster = clusterPerTest();

  it('grants a role that every process answers at once', { timeout: 120_000 }, async () => {
    const cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const client = new TestClient(a!.url);
    const account = await registerUserOverHttp(client);
    const roleOn = async (url: string) =>
      (
        await new TestClient(url).get<{ role: string }>('/api/account/role', {
          token: account.token,
        })
      ).body.role;
    // Each process has answered for this person before the change.
    expect([await roleOn(a!.url), await roleOn(b!.url)]).toEqual(['user', 'user']);

    const dataDir = await newDataDir();
    try {
      const granted = await runCommand('admin', ['grant', account.email, 'moderator'], {
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.databaseUrl,
        JWT_SECRET: cluster.jwtSecret,
      });
      expect(granted.stderr).toBe('');
      expect(granted.code).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    expect([await roleOn(a!.url), await roleOn(b!.url)]).toEqual(['moderator', 'moderator']);
  });
});
