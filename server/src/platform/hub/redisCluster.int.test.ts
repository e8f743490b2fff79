import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clusterHubConnection,
  clusterScan,
  crossSlotScript,
  expectCrossSlotRefused,
  startTestCluster,
  strictScripts,
  type TestCluster,
} from '../../../test/redisCluster';
import { createLogger } from '../logger';
import { connectionCommands } from './hubConnection';
import { hubContract } from './hubContract';
import { redisKeys } from './redisConnection';
import { RedisHub, type RedisHubOptions } from './redisHub';
import { redisHubContract } from './redisHubContract';
import { sweepEntryScript } from './redisPresenceScripts';

/**
 * RedisHub itself on a real 3-node Redis Cluster (started here; redis-server missing fails the
 * test): its contract and its cross-process behaviour (presence, heartbeat, sweep of a killed
 * process, leave, slots). Every script runs as a `#!lua` script (strictScripts), which Redis
 * refuses to let touch keys of two slots even on one node, so passing proves that each script's
 * keys share one hash tag.
 */
const logger = createLogger('silent');
let cluster: TestCluster;
let prefix = '';
let hubs: RedisHub[] = [];

beforeAll(async () => {
  cluster = await startTestCluster();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});
beforeEach(() => {
  prefix = `clusterhub${crypto.randomBytes(4).toString('hex')}`;
  hubs = [];
});
afterEach(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  for await (const keys of clusterScan(cluster.client, `${prefix}*`)) {
    await Promise.all(keys.map((key) => cluster.client.del(key)));
  }
});

async function connect(options: RedisHubOptions = {}, suffix = ''): Promise<RedisHub> {
  const connection = clusterHubConnection(await cluster.connect());
  const hub = await RedisHub.start(connection, `${prefix}${suffix}`, logger, options);
  hubs.push(hub);
  return hub;
}

async function keysLeft(): Promise<string[]> {
  const found: string[] = [];
  for await (const keys of clusterScan(cluster.client, `${prefix}:*`)) found.push(...keys);
  return found.sort();
}

describe('RedisHub on Redis Cluster', () => {
  it('refuses a script whose keys are in two slots, even of one node (the check is real)', async () => {
    const connection = strictScripts(connectionCommands(cluster.client));
    const keys = redisKeys(prefix);
    // The presence and the slots of the hub are apart: one script may not touch both.
    await expectCrossSlotRefused(connection, keys.processes, keys.slots('sockets:a'));
    // The old sweep built a person's key from ARGV, outside the `{presence}` tag.
    await cluster.client.sAdd(keys.entries('p'), 'user:1|s1');
    await expect(
      sweepEntryScript.runOn(
        connection,
        [keys.heartbeat('p'), keys.entries('p'), `${prefix}:presence:person:user:1`, keys.online],
        ['user:1|s1', 'p|s1', 'user:1', 1],
      ),
    ).rejects.toThrow(/non local key|same slot/);
    expect(await crossSlotScript.runOn(connection, [keys.online], [keys.processes])).toBe(1);
  });

  hubContract(() => connect());
  redisHubContract({
    connect,
    kill(hub) {
      hub.kill();
      hubs = hubs.filter((other) => other !== hub);
    },
    keys: () => redisKeys(prefix),
    keysLeft,
    redis: () => connectionCommands(cluster.client),
  });
});
