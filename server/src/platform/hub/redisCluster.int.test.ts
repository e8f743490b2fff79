import { describe, expect, it } from 'vitest';
import {
  clusterHubConnection,
  clusterPerFile,
  clusterScan,
  crossSlotScript,
  expectCrossSlotRefused,
  strictScripts,
} from '../../../test/redisCluster';
import { createLogger } from '../logger';
import { connectionCommands } from './hubConnection';
import { redisKeys } from './redisConnection';
import { RedisHub } from './redisHub';
import { redisHubContracts } from '../../../test/storeContracts/redisHub';
import { sweepEntryScript } from './redisPresenceScripts';

/**
 * RedisHub itself on a real 3-node Redis Cluster (started here; redis-server missing fails the
 * test): its contract and its cross-process behaviour (presence, heartbeat, sweep of a killed
 * process, leave, slots). Every script runs as a `#!lua` script (strictScripts), which Redis
 * refuses to let touch keys of two slots even on one node, so passing proves that each script's
 * keys share one hash tag.
 */
const logger = createLogger('silent');
const cluster = clusterPerFile();

describe('RedisHub on Redis Cluster', () => {
  it('refuses a script whose keys are in two slots, even of one node (the check is real)', async () => {
    const { client } = cluster();
    const connection = strictScripts(connectionCommands(client));
    const keys = redisKeys('clusterhubcheck');
    // The presence and the slots of the hub are apart: one script may not touch both.
    await expectCrossSlotRefused(connection, keys.processes, keys.slots('sockets:a'));
    // The old sweep built a person's key from ARGV, outside the `{presence}` tag.
    await client.sAdd(keys.entries('p'), 'user:1|s1');
    await expect(
      sweepEntryScript.runOn(
        connection,
        [
          keys.heartbeat('p'),
          keys.entries('p'),
          'clusterhubcheck:presence:person:user:1',
          keys.online,
        ],
        ['user:1|s1', 'p|s1', 'user:1', 1],
      ),
    ).rejects.toThrow(/non local key|same slot/);
    expect(await crossSlotScript.runOn(connection, [keys.online], [keys.processes])).toBe(1);
    for await (const found of clusterScan(client, 'clusterhubcheck:*')) {
      await Promise.all(found.map((key) => client.del(key)));
    }
  });

  redisHubContracts({
    open: async (prefix, options) =>
      RedisHub.start(clusterHubConnection(await cluster().connect()), prefix, logger, options),
    scan: async (pattern) => {
      const found: string[] = [];
      for await (const keys of clusterScan(cluster().client, pattern)) found.push(...keys);
      return found;
    },
    redis: () => connectionCommands(cluster().client),
  });
});
