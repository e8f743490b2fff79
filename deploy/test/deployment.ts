import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { startAppHost, type AppHost } from './appHost';
import { forward, type Forwarder } from './forwarder';
import { startNginx, type Nginx } from './nginx';
import { startObjectStore, type ObjectStore } from './objectStore';
import { startRelayHost } from './relayHost';
import { repoRoot } from './shippedFiles';

/**
 * The multi-host deployment of deploy/: two app hosts in their own network namespaces, the
 * shared services (PostgreSQL, Redis, an S3 endpoint) on the root namespace's side of the
 * bridge, and nginx in front (deploy/test/network.sh draws the network).
 */
export interface Deployment {
  readonly hosts: [AppHost, AppHost];
  /** The TURN relay host's address and port (deploy/turnserver.conf's listening-port). */
  readonly relay: { host: string; port: number };
  readonly nginx: Nginx;
  readonly objectStore: ObjectStore;
  /** Each app host's DATA_DIR. */
  readonly dataDirs: string[];
  readonly databaseUrl: string;
  readonly redisPrefix: string;
  stop(): Promise<void>;
}

const NETWORK_SCRIPT = path.join(repoRoot, 'deploy/test/network.sh');
/** network.sh's addresses: the root namespace's side of the bridge, and each host. */
const SERVICES_ADDRESS = '10.231.7.1';
const APP_HOSTS = [
  { name: 'app1', namespace: 'sdmh-app1', address: '10.231.7.11' },
  { name: 'app2', namespace: 'sdmh-app2', address: '10.231.7.12' },
] as const;
const RELAY_HOST = { namespace: 'sdmh-turn', address: '10.231.7.21' };

function network(command: 'up' | 'down'): void {
  const result = spawnSync('bash', [NETWORK_SCRIPT, command], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `network.sh ${command} failed (it needs root and iproute2):\n${result.stdout}${result.stderr}`,
    );
}

/** The build must be newer than every source file it is made from: the test runs server/dist. */
function checkBuild(): void {
  const built = path.join(repoRoot, 'server/dist/main.js');
  if (!fs.existsSync(built)) throw new Error('server/dist/main.js is missing: run npm run build');
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = ['server/src', 'protocol/src']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .filter((file) => fs.statSync(file).mtimeMs > builtAt);
  if (newer.length > 0) throw new Error(`server/dist is older than ${newer[0]}: run npm run build`);
}

export async function startDeployment(env: Record<string, string> = {}): Promise<Deployment> {
  if (process.getuid?.() !== 0)
    throw new Error('the multi-host test needs root (network namespaces)');
  checkBuild();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const tag = crypto.randomBytes(4).toString('hex');
  const databaseName = `serendip_multihost_${tag}`;
  const redisPrefix = `multihost${tag}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-multihost-'));
  // nginx's workers run as nobody and keep request bodies under it (nginx/).
  fs.chmodSync(workDir, 0o755);

  const stoppers: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await Promise.resolve(stopOne()).catch(() => {});
    stoppers.length = 0;
  };
  // A test run that dies leaves no namespace behind (network.sh down also kills what runs in them).
  const onExit = () => spawnSync('bash', [NETWORK_SCRIPT, 'down']);
  process.once('exit', onExit);

  try {
    network('up');
    stoppers.push(() => {
      process.off('exit', onExit);
      network('down');
    });
    stoppers.push(() => fs.rmSync(workDir, { recursive: true, force: true }));

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    stoppers.push(async () => {
      const dropping = new pg.Client({ connectionString: adminUrl });
      await dropping.connect();
      await dropping.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await dropping.end();
    });
    stoppers.push(async () => {
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}:*`, COUNT: 1000 }))
        if (keys.length > 0) await redis.unlink(keys);
      await redis.close();
    });

    // PostgreSQL and Redis listen on loopback only: the app hosts reach them through relays
    // on the bridge address, as they would reach a services host.
    const postgresAt = new URL(adminUrl);
    const redisAt = new URL(redisUrl);
    const postgres: Forwarder = await forward(SERVICES_ADDRESS, {
      host: postgresAt.hostname,
      port: Number(postgresAt.port || 5432),
    });
    stoppers.push(() => postgres.close());
    const redis: Forwarder = await forward(SERVICES_ADDRESS, {
      host: redisAt.hostname,
      port: Number(redisAt.port || 6379),
    });
    stoppers.push(() => redis.close());
    const databaseUrl = new URL(adminUrl);
    databaseUrl.hostname = SERVICES_ADDRESS;
    databaseUrl.port = String(postgres.port);
    databaseUrl.pathname = `/${databaseName}`;
    const hostsRedisUrl = new URL(redisUrl);
    hostsRedisUrl.hostname = SERVICES_ADDRESS;
    hostsRedisUrl.port = String(redis.port);

    const objectStore: ObjectStore = await startObjectStore(SERVICES_ADDRESS);
    stoppers.push(() => objectStore.stop());

    const relayDir = path.join(workDir, 'turn');
    fs.mkdirSync(relayDir);
    const relay = await startRelayHost(
      RELAY_HOST.namespace,
      RELAY_HOST.address,
      crypto.randomBytes(32).toString('hex'),
      relayDir,
    );
    stoppers.push(() => relay.stop());

    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: hostsRedisUrl.toString(),
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: crypto.randomBytes(48).toString('base64'),
      PUBLIC_URL: 'https://serendip.example.com',
      ...objectStore.env,
      ...relay.env,
      // The classifier's model takes seconds of CPU to load on each host; this test is about
      // the network, not the images.
      IMAGE_CLASSIFIER: 'off',
      ...env,
    };
    // Together, as systemd starts them when the machines boot: the first to take the migration
    // lock migrates the new database, the other finds it done.
    const hosts = await Promise.all(
      APP_HOSTS.map(async (host) => {
        const dataDir = path.join(workDir, host.name);
        fs.mkdirSync(dataDir);
        const started = await startAppHost(host.name, host.namespace, host.address, {
          ...shared,
          DATA_DIR: dataDir,
        });
        stoppers.push(() => started.kill('SIGKILL'));
        return started;
      }),
    );

    const nginxDir = path.join(workDir, 'nginx');
    fs.mkdirSync(nginxDir);
    const nginx = await startNginx([hosts[0].upstream, hosts[1].upstream], nginxDir);
    stoppers.push(() => nginx.stop());

    return {
      hosts: hosts as [AppHost, AppHost],
      relay: relay.address,
      nginx,
      objectStore,
      dataDirs: APP_HOSTS.map((host) => path.join(workDir, host.name)),
      databaseUrl: databaseUrl.toString(),
      redisPrefix,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
