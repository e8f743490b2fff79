import crypto from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeConnection, type RedisSpace } from '../platform/hub/redisSpace';
import type { StoreHost } from '../platform/hub/types';
import {
  clusterPerFile,
  crossSlotScript,
  expectCrossSlotRefused,
  strictScripts,
} from '../../test/redisCluster';
import { anonymousStoreContract } from '../../test/storeContracts/anonymousStore';
import { anonymousStore } from '../anonymous/store';
import { raceForCall, videoStoreContract } from '../../test/storeContracts/videoStore';
import { signalStore } from '../platform/signals/store';

/**
 * The stores' Lua scripts on a real 3-node Redis Cluster (started here; redis-server missing
 * fails the test). They run as `#!lua` scripts (strictScripts), which Redis 7 refuses to let
 * touch a key outside the slot of their KEYS even on the same node, so the contracts passing here
 * prove that each feature's keys share its one hash tag.
 */
const cluster = clusterPerFile();
let prefix = '';

beforeEach(() => {
  prefix = `cluster${crypto.randomBytes(4).toString('hex')}`;
});

/** A process's view of the cluster: its spaces under this test's prefix, as RedisHub makes them. */
async function clusterHost(): Promise<StoreHost> {
  const processId = crypto.randomUUID();
  const connection = strictScripts(storeConnection(cluster().client));
  const spaces = new Map<string, RedisSpace>();
  const attached = new Map<string, unknown>();
  const host: StoreHost = {
    processId,
    space(name) {
      let space = spaces.get(name);
      if (!space) {
        const spacePrefix = `${prefix}:{${name}}:`;
        const ready = connection.set(`${spacePrefix}proc:${processId}`, '1', 600_000);
        space = { connection, prefix: spacePrefix, ready };
        spaces.set(name, space);
      }
      return space;
    },
    attach<T>(name: string, make: (hub: StoreHost) => T): T {
      if (!attached.has(name)) attached.set(name, make(host));
      return attached.get(name) as T;
    },
  };
  return host;
}

describe('Redis Cluster', () => {
  it('refuses a script that touches a key outside the slot of its KEYS (the check is real)', async () => {
    const connection = storeConnection(cluster().client);
    await expectCrossSlotRefused(connection, `${prefix}:{anon}:x`, `${prefix}:{video}:x`);
    // The same keys under one hash tag are fine.
    expect(
      await crossSlotScript.runOn(connection, [`${prefix}:{anon}:x`], [`${prefix}:{anon}:y`]),
    ).toBe(1);
  });

  describe('anonymous store', () => {
    anonymousStoreContract(clusterHost);

    it('hands each waiting entry to exactly one of two processes', async () => {
      const [a, b] = [await clusterHost(), await clusterHost()];
      const ids = Array.from({ length: 100 }, (_, index) => `s${index}`);
      const results = await Promise.all(
        ids.map((id, index) =>
          anonymousStore(index % 2 ? a : b).match(
            {
              socketId: id,
              processId: (index % 2 ? a : b).processId,
              person: `visitor:${id}`,
              visitorId: id,
              interests: [],
              keys: [],
              exclude: [],
              enqueuedAt: 1,
              widenAt: 1,
            },
            1,
          ),
        ),
      );
      expect(results.filter((result) => result.status === 'matched')).toHaveLength(50);
    });
  });

  describe('video store', () => {
    videoStoreContract(clusterHost);

    it('lets exactly one of many concurrent groupPreferred requests join', async () => {
      await raceForCall([await clusterHost(), await clusterHost()], 21);
    });
  });

  describe('stranger store', () => {
    it('counts distinct reporters and keeps flags', async () => {
      const store = signalStore(await clusterHost());
      expect(await store.countDistinct('reports:x', 'one', 60_000)).toBe(1);
      expect(await store.countDistinct('reports:x', 'two', 60_000)).toBe(2);
      await store.setFlag('slowed:x', 60_000);
      expect(await store.hasAnyFlag(['slowed:y', 'slowed:x'])).toBe(true);
    });
  });
});
