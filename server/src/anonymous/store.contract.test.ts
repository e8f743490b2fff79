import { describe, expect, it } from 'vitest';
import {
  memoryHubs,
  NOW,
  partnersOf,
  queueEntry as entry,
  redisHubs,
  redisUrl,
} from '../../test/hubs';
import { anonymousStore } from './store';
import { anonymousStoreContract } from '../../test/storeContracts/anonymousStore';

describe('MemoryAnonymousStore', () => {
  anonymousStoreContract(memoryHubs());
});

describe.skipIf(!redisUrl)('RedisAnonymousStore', () => {
  const hubs = redisHubs('matchtest');
  const { connect } = hubs;

  anonymousStoreContract(() => connect());

  it('never hands out the entry of a dead process, and reports its orphaned pairs', async () => {
    const doomed = await connect();
    const survivor = await connect();
    await anonymousStore(doomed).match(entry(doomed, 'dead'), NOW);
    await anonymousStore(survivor).match(entry(survivor, 'live1'), NOW);
    await anonymousStore(doomed).match(entry(doomed, 'paired-dead'), NOW);
    expect(await anonymousStore(survivor).orphaned(['live1', 'nobody'])).toEqual([]);
    doomed.kill();
    hubs.forget(doomed);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await anonymousStore(survivor).orphaned(['live1'])).toEqual(['live1']);
    expect((await anonymousStore(survivor).match(entry(survivor, 'live2'), NOW)).status).toBe(
      'waiting',
    );
    expect(await hubs.redis.hExists(`${hubs.prefix()}:{anon}:q:entries`, 'dead')).toBeFalsy();
  });

  it('hands each waiting entry to exactly one of many concurrent claimers', async () => {
    const hubA = await connect();
    const hubB = await connect();
    const ids = Array.from({ length: 400 }, (_, index) => `s${index}`);
    const results = await Promise.all(
      ids.map((id, index) => anonymousStore(index % 2 ? hubA : hubB).match(entry(hubA, id), NOW)),
    );
    const partnerOf = partnersOf(results, ids);
    expect(partnerOf.size).toBe(400);
    for (const [a, b] of partnerOf) expect(partnerOf.get(b)).toBe(a);
  });
});
