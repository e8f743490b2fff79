import { createClient } from 'redis';
import { redisKeys } from '../src/platform/hub/redisConnection';
import type { ServerCluster } from './multiProcess';

/**
 * Waits until the survivors have swept the processes that were killed (their heartbeat lapses
 * after a few seconds): only then do the survivors' own goodbyes leave nothing in Redis.
 */
export async function untilKilledSwept(cluster: ServerCluster, timeoutMs = 20_000): Promise<void> {
  const alive = cluster.processes.filter(
    (server) => server.child.exitCode === null && server.child.signalCode === null,
  ).length;
  const client = createClient({ url: process.env.REDIS_URL });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while ((await client.sCard(redisKeys(cluster.redisPrefix).processes)) > alive) {
      if (Date.now() > deadline) throw new Error('killed processes were not swept in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.close();
  }
}
