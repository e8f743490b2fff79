import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCluster } from 'redis';
import { freePort } from './security/privateRedis';

/**
 * A 3-node Redis Cluster of the test's own (Debian's `redis-server --cluster-enabled yes` on
 * loopback ports, no replicas, nothing persisted), joined with `redis-cli --cluster create`.
 * Throws when redis-server is missing: the Cluster test must fail, not skip (.ci/run installs it).
 */
export interface TestCluster {
  client: ReturnType<typeof clusterClient>;
  stop(): Promise<void>;
}

/** A free port whose cluster bus port (port + 10000) is free too. */
async function clusterPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port > 55_000) continue;
    const bus = await freePort();
    if (bus !== port + 10_000) return port;
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Redis Cluster: ${what} timed out`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cli = (port: number, ...args: string[]) =>
  spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });

export async function startTestCluster(): Promise<TestCluster> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed: the Redis Cluster test needs it');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-cluster-'));
  const ports = [await clusterPort(), await clusterPort(), await clusterPort()];
  const children: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        path.join(dir, `nodes-${port}.conf`),
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    ),
  );
  const stop = async () => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports)
      await until(`node ${port}`, () => cli(port, 'ping').stdout.trim() === 'PONG');
    const create = spawnSync(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...ports.map((port) => `127.0.0.1:${port}`),
        '--cluster-replicas',
        '0',
        '--cluster-yes',
      ],
      { encoding: 'utf8' },
    );
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed: ${create.stderr}`);
    for (const port of ports) {
      await until(`cluster state on ${port}`, () =>
        cli(port, 'cluster', 'info').stdout.includes('cluster_state:ok'),
      );
    }
    const client = clusterClient(ports);
    client.on('error', () => {});
    await client.connect();
    return {
      client,
      stop: async () => {
        await client.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function clusterClient(ports: number[]) {
  return createCluster({ rootNodes: ports.map((port) => ({ url: `redis://127.0.0.1:${port}` })) });
}
