import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@serendip/protocol';
import { withDatabase } from './globalSetup';
import { spawnServer, stopGracefully, waitUntilReady, type ServerProcess } from './serverProcess';

export type { ServerProcess } from './serverProcess';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Several server processes sharing one fresh PostgreSQL database and one Redis prefix. */
export interface ServerCluster {
  readonly processes: ServerProcess[];
  readonly redisPrefix: string;
  readonly jwtSecret: string;
  /** URL of this cluster's own database. */
  readonly databaseUrl: string;
  /** Each process's DATA_DIR. */
  readonly dataDirs: string[];
  /** A Socket.IO client connected to one process (token → a logged-in socket). */
  socket(target: ServerProcess, token?: string): Promise<ClientSocket>;
  /** Starts one more process on the same database and Redis (e.g. to replace a killed one). */
  startAnother(): Promise<ServerProcess>;
  /**
   * Stops every process and deletes the database and the data folders. Resolves to the Redis
   * keys the processes left behind (deleted too).
   */
  close(): Promise<string[]>;
}

/** Multi-process tests run only with both PostgreSQL and Redis (DATABASE_URL and REDIS_URL). */
export const clustersEnabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** A cluster with its first two processes by name, as most tests use them. */
export interface ClusterPair {
  cluster: ServerCluster;
  a: ServerProcess;
  b: ServerProcess;
}

export const pairOf = (cluster: ServerCluster): ClusterPair => ({
  cluster,
  a: cluster.processes[0],
  b: cluster.processes[1],
});

/**
 * Closes a cluster and checks that its processes left nothing in Redis but used captcha payloads
 * (once:*, kept until they expire): a process that stopped or was swept cleans up after itself.
 */
async function closeClean(cluster: ServerCluster): Promise<void> {
  const left = await cluster.close();
  expect(left.filter((key) => !key.includes(':once:captcha:'))).toEqual([]);
}

/**
 * Starts clusters for the tests of a describe block (as startCluster) and closes each after its
 * test, checked as closeClean does. For tests that kill a process or count everyone connected.
 */
export function clusterPerTest(): typeof startCluster {
  let cluster: ServerCluster | undefined;
  afterEach(async () => {
    const stopping = cluster;
    cluster = undefined;
    if (stopping) await closeClean(stopping);
  });
  return async (count, env) => (cluster = await startCluster(count, env));
}

/**
 * One cluster of `count` processes for every test of a describe block: started in beforeAll,
 * closed and checked in afterAll. Each test then makes its own people and rooms, and must not
 * kill a process or count what the other tests' people do.
 */
export function clusterPerSuite(
  count: number,
  env: Record<string, string> = {},
): () => ClusterPair {
  let cluster: ServerCluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster(count, env);
  });
  afterAll(async () => {
    const stopping = cluster;
    cluster = undefined;
    if (stopping) await closeClean(stopping);
  });
  return () => {
    if (!cluster) throw new Error('the shared cluster is used outside its describe block');
    return pairOf(cluster);
  };
}

function requireEnv(name: 'DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`multi-process tests need ${name}`);
  return value;
}

async function withAdmin<T>(
  databaseUrl: string,
  run: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Starts `count` server processes on random ports and waits until each answers /readyz. */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
  options: {
    /** The URL the processes get for the cluster's database (e.g. through a proxy). */
    processDatabaseUrl?: (databaseUrl: string) => string;
  } = {},
): Promise<ServerCluster> {
  const adminUrl = requireEnv('DATABASE_URL');
  const redisUrl = requireEnv('REDIS_URL');
  const template = inject('postgresTemplate');
  if (!template) throw new Error('globalSetup did not provide a PostgreSQL template');

  const tag = crypto.randomBytes(5).toString('hex');
  const databaseName = `serendip_mp_${tag}`;
  const redisPrefix = `mp${tag}`;
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const databaseUrl = withDatabase(adminUrl, databaseName);
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const sockets: ClientSocket[] = [];

  const close = async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(processes.map((server) => stopGracefully(server)));
    await withAdmin(adminUrl, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
    );
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    return deleteRedisKeys(redisUrl, redisPrefix);
  };

  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template}`),
  );
  try {
    const starting = Array.from({ length: count }, async (_, index) => {
      await launch(index);
    });
    const results = await Promise.allSettled(starting);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }

  /** Spawns process number `index` (named A, B, C...) and waits until it is ready. */
  async function launch(index: number): Promise<ServerProcess> {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-mp-'));
    dataDirs.push(dataDir);
    const server = await spawnServer(String.fromCharCode(65 + index), {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: options.processDatabaseUrl?.(databaseUrl) ?? databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: jwtSecret,
      RATE_LIMITS: 'off',
      CHECK_RESULTS: 'on',
      ALTCHA_MAX_NUMBER: '2000',
      // Every test client comes from 127.0.0.1.
      MAX_SOCKETS_PER_ADDRESS: '10000',
      ...env,
    });
    processes[index] = server;
    await waitUntilReady(server);
    return server;
  }

  return {
    processes,
    redisPrefix,
    jwtSecret,
    databaseUrl,
    dataDirs,
    async socket(target, token) {
      const socket: ClientSocket = connectSocket(target.url, {
        query: token ? { token } : {},
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    startAnother: () => launch(processes.length),
    close,
  };
}

/** Removes (and returns) what the processes did not clean up themselves. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  const found: string[] = [];
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 })) {
      found.push(...keys);
      if (keys.length > 0) await redis.unlink(keys);
    }
    return found;
  } finally {
    await redis.close();
  }
}
