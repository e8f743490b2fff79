import { describe, expect, it } from 'vitest';
import {
  memoryHubs,
  NOW,
  partnersOf,
  queueEntry as entry,
  redisHubs,
  redisUrl,
} from '../../../test/hubs';
import type { Hub } from './types';

/** What every hub's match queue must do. */
function matchContract(makeHub: () => Promise<Hub>) {
  it('queues the first, pairs the second, and both see the pair', async () => {
    const hub = await makeHub();
    expect(await hub.match.match(entry(hub, 'a'), NOW)).toEqual({ status: 'waiting' });
    const result = await hub.match.match(entry(hub, 'b'), NOW);
    expect(result.status === 'matched' && result.partner.socketId).toBe('a');
    expect((await hub.match.pairOf('a'))?.partner.socketId).toBe('b');
    expect((await hub.match.pairOf('b'))?.partner.socketId).toBe('a');
    // Nobody is left waiting.
    expect(await hub.match.match(entry(hub, 'c'), NOW)).toEqual({ status: 'waiting' });
  });

  it('prefers a shared interest (any case) and waits for one until widened', async () => {
    const hub = await makeHub();
    await hub.match.match(entry(hub, 'any', { interests: ['Chess'], enqueuedAt: NOW - 10 }), NOW);
    await hub.match.match(entry(hub, 'music', { interests: ['Music'] }), NOW);
    const result = await hub.match.match(entry(hub, 'me', { interests: ['MUSIC'] }), NOW);
    expect(result.status === 'matched' && result.partner.socketId).toBe('music');
    // Chess and Art share nothing: both wait until both are past widenAt.
    const art = entry(hub, 'art', { interests: ['Art'] });
    expect((await hub.match.match(art, NOW)).status).toBe('waiting');
    const later = NOW + 6000;
    const widened = await hub.match.match(art, later, true);
    expect(widened.status === 'matched' && widened.partner.socketId).toBe('any');
  });

  it('never pairs a socket with itself, its own person, or an excluded person', async () => {
    const hub = await makeHub();
    await hub.match.match(entry(hub, 'a', { person: 'user:1' }), NOW);
    expect((await hub.match.match(entry(hub, 'a', { person: 'user:1' }), NOW)).status).toBe(
      'waiting',
    );
    expect((await hub.match.match(entry(hub, 'a2', { person: 'user:1' }), NOW)).status).toBe(
      'waiting',
    );
    const blocker = entry(hub, 'b', { person: 'user:2', exclude: ['user:1'] });
    expect((await hub.match.match(blocker, NOW)).status).toBe('waiting');
    const blocked = entry(hub, 'c', { person: 'user:3' });
    await hub.match.leaveQueue('a');
    await hub.match.leaveQueue('a2');
    await hub.match.leaveQueue('b');
    await hub.match.match(entry(hub, 'd', { person: 'user:4', exclude: ['user:3'] }), NOW);
    // Excluded in the other direction: d excludes c.
    expect((await hub.match.match(blocked, NOW)).status).toBe('waiting');
  });

  it('ends a pair once, remembers the partners for a while, and answers retries', async () => {
    const hub = await makeHub();
    await hub.match.match(entry(hub, 'a'), NOW);
    await hub.match.match(entry(hub, 'b'), NOW);
    expect((await hub.match.endPair('b', 300))?.socketId).toBe('a');
    expect(await hub.match.endPair('a', 300)).toBeNull();
    expect(await hub.match.pairOf('a')).toBeNull();
    expect((await hub.match.match(entry(hub, 'a'), NOW)).status).toBe('waiting');
    expect((await hub.match.match(entry(hub, 'b'), NOW)).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await hub.match.match(entry(hub, 'b'), NOW, true);
    expect(again.status === 'matched' && again.partner.socketId).toBe('a');
    expect((await hub.match.match(entry(hub, 'a'), NOW, true)).status).toBe('gone');
  });

  it('marks reveals and keeps the last messages of a live pair only', async () => {
    const hub = await makeHub();
    expect(await hub.match.pushMessage('a', 'x', 3)).toBe(false);
    await hub.match.match(entry(hub, 'a', { userId: 'u1', person: 'user:u1' }), NOW);
    await hub.match.match(entry(hub, 'b'), NOW);
    expect((await hub.match.reveal('a'))?.socketId).toBe('b');
    expect((await hub.match.pairOf('b'))?.partnerRevealed).toBe(true);
    expect((await hub.match.pairOf('a'))?.partnerRevealed).toBe(false);
    for (const text of ['1', '2', '3', '4']) await hub.match.pushMessage('a', text, 3);
    expect(await hub.match.messages('b')).toEqual(['2', '3', '4']);
    await hub.match.endPair('a', 1000);
    expect(await hub.match.messages('b')).toEqual([]);
    expect(await hub.match.reveal('a')).toBeNull();
  });

  it('counts distinct members in a window and keeps flags until they expire', async () => {
    const hub = await makeHub();
    expect(await hub.match.countDistinct('r:x', 'one', 60_000)).toBe(1);
    expect(await hub.match.countDistinct('r:x', 'one', 60_000)).toBe(1);
    expect(await hub.match.countDistinct('r:x', 'two', 60_000)).toBe(2);
    expect(await hub.match.hasFlag('s:x')).toBe(false);
    await hub.match.setFlag('s:x', 150);
    expect(await hub.match.hasFlag('s:x')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await hub.match.hasFlag('s:x')).toBe(false);
  });
}

describe('MemoryHub match queue', () => {
  matchContract(memoryHubs());
});

describe.skipIf(!redisUrl)('RedisHub match queue', () => {
  const hubs = redisHubs('matchtest');
  const { connect } = hubs;

  matchContract(() => connect());

  it('never hands out the entry of a dead process, and reports its orphaned pairs', async () => {
    const doomed = await connect();
    const survivor = await connect();
    await doomed.match.match(entry(doomed, 'dead'), NOW);
    await survivor.match.match(entry(survivor, 'live1'), NOW);
    await doomed.match.match(entry(doomed, 'paired-dead'), NOW);
    expect(await survivor.match.orphaned(['live1', 'nobody'])).toEqual([]);
    doomed.kill();
    hubs.forget(doomed);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await survivor.match.orphaned(['live1'])).toEqual(['live1']);
    expect((await survivor.match.match(entry(survivor, 'live2'), NOW)).status).toBe('waiting');
    expect(await hubs.redis.hExists(`${hubs.prefix()}:anon:q:entries`, 'dead')).toBeFalsy();
  });

  it('hands each waiting entry to exactly one of many concurrent claimers', async () => {
    const hubA = await connect();
    const hubB = await connect();
    const ids = Array.from({ length: 400 }, (_, index) => `s${index}`);
    const results = await Promise.all(
      ids.map((id, index) => (index % 2 ? hubA : hubB).match.match(entry(hubA, id), NOW)),
    );
    const partnerOf = partnersOf(results, ids);
    expect(partnerOf.size).toBe(400);
    for (const [a, b] of partnerOf) expect(partnerOf.get(b)).toBe(a);
  });
});
