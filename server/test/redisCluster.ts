import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCluster } from 'redis';
import { afterAll, beforeAll, expect } from 'vitest';
import { connectionCommands, type HubConnection } from '../src/platform/hub/hubConnection';
import { LuaScript } from '../src/platform/hub/redisScripts';
import type { StoreConnection } from '../src/platform/hub/redisSpace';
import { freePort } from './security/privateRedis';

/**
 * A 3-node Redis Cluster of the test's own (Debian's `redis-server --cluster-enabled yes` on
 * loopback ports, no replicas, nothing persisted), joined with `redis-cli --cluster create`.
 * Throws when redis-server is missing: the Cluster test must fail, not skip (.ci/run installs it).
 */
export interface TestCluster {
  client: ClusterClient;
  /** Another client of the cluster (for a hub, which closes its own). */
  connect(): Promise<ClusterClient>;
  stop(): Promise<void>;
}

export type ClusterClient = ReturnType<typeof clusterClient>;

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
    const connect = async () => {
      const client = clusterClient(ports);
      client.on('error', () => {});
      await client.connect();
      return client;
    };
    const client = await connect();
    return {
      client,
      connect,
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

/** A cluster for the tests of one file: started before them, stopped after. */
export function clusterPerFile(): () => TestCluster {
  let cluster: TestCluster | undefined;
  beforeAll(async () => {
    cluster = await startTestCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => cluster!;
}

/** A hub's connection over a cluster client: keys are scanned and deleted node by node. */
export function clusterHubConnection(client: ClusterClient): HubConnection {
  return strictScripts({
    ...connectionCommands(client),
    scan: (pattern) => clusterScan(client, pattern),
    unlink: async (keys) => {
      await Promise.all(keys.map((key) => client.unlink(key)));
    },
    close: () => client.close(),
    destroy: () => client.destroy(),
  });
}

/** Every key matching a glob, master by master. */
export async function* clusterScan(client: ClusterClient, pattern: string) {
  for (const master of client.masters) {
    const node = await client.nodeClient(master);
    yield* node.scanIterator({ MATCH: pattern, COUNT: 200 });
  }
}

/**
 * Runs every script as a Redis 7 script with a shebang (`#!lua`), which Redis refuses to let
 * touch keys of two slots even when both are on one node (a plain EVAL may, for compatibility).
 * Scripts are sent whole each time (NOSCRIPT makes LuaScript fall back to eval).
 */
export function strictScripts<T extends StoreConnection>(connection: T): T {
  return {
    ...connection,
    evalSha: () => Promise.reject(new Error('NOSCRIPT: the cluster test sends scripts whole')),
    eval: (source, keys, args) => connection.eval(`#!lua\n${source}`, keys, args),
  };
}

/** Sets KEYS[1] and the key ARGV[1]: refused unless both share a slot. */
export const crossSlotScript = new LuaScript(`redis.call('SET', KEYS[1], '1')
redis.call('SET', ARGV[1], '1')
return 1`);

/** Redis Cluster refuses a script touching `other` when it is outside the slot of `key`. */
export async function expectCrossSlotRefused(
  connection: StoreConnection,
  key: string,
  other: string,
): Promise<void> {
  await expect(crossSlotScript.runOn(connection, [key], [other])).rejects.toThrow(
    /non local key|same slot/,
  );
}
