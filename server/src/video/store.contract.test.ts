import { describe, expect, it } from 'vitest';
import { newId } from '../platform/ids';
import { memoryHubs, NOW, partnersOf, redisHubs, redisUrl } from '../../test/hubs';
import { videoStore } from './store';
import {
  entry,
  pair,
  raceForCall,
  RECENT,
  videoStoreContract,
} from '../../test/storeContracts/videoStore';

describe('MemoryVideoStore', () => {
  const make = memoryHubs();
  videoStoreContract(make);
  it('lets exactly one of many concurrent groupPreferred requests join', async () => {
    await raceForCall([await make()], 41);
  });
});

describe.skipIf(!redisUrl)('RedisVideoStore', () => {
  const hubs = redisHubs('videotest');
  const { connect } = hubs;

  videoStoreContract(() => connect());

  it('lets exactly one of many concurrent groupPreferred requests on two processes join', async () => {
    await raceForCall([await connect(), await connect()], 41);
  });

  it('hands each waiting socket to exactly one of two processes', async () => {
    const hubA = await connect();
    const hubB = await connect();
    const sockets = Array.from({ length: 400 }, (_, index) => `s${index}`);
    const results = await Promise.all(
      sockets.map((id, index) => {
        const hub = index % 2 ? hubA : hubB;
        return videoStore(hub).request(entry(hub, id), NOW, newId());
      }),
    );
    const partnerOf = partnersOf(results, sockets);
    expect(partnerOf.size).toBe(400);
    for (const [a, b] of partnerOf) {
      expect(partnerOf.get(b)).toBe(a);
      expect(
        await videoStore(hubA).inCall((await videoStore(hubA).callOf(a))!.callId, [a, b]),
      ).toBe(true);
    }
  });

  it('never hands out an entry of a dead process, and finds dead members of calls', async () => {
    const doomed = await connect();
    const survivor = await connect();
    const callId = await pair(survivor, entry(survivor, 'live1'), entry(doomed, 'dead1'));
    const groupId = await pair(survivor, entry(survivor, 'live3'), entry(survivor, 'live4'));
    // Waiting on the doomed process; their interests keep them from being paired before it dies.
    const later = { widenAt: NOW + 1e9 };
    const deadGroup = entry(doomed, 'dead-w1', {
      groupPreferred: true,
      interests: ['zzz'],
      ...later,
    });
    const deadSolo = entry(doomed, 'dead-w2', { interests: ['yyy'], ...later });
    expect((await videoStore(doomed).request(deadGroup, NOW, newId())).status).toBe('waiting');
    expect((await videoStore(doomed).request(deadSolo, NOW, newId())).status).toBe('waiting');
    expect(await videoStore(survivor).deadMembers(['live1', 'live3', 'nobody'])).toEqual([]);
    doomed.kill();
    hubs.forget(doomed);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await videoStore(survivor).deadMembers(['live1', 'dead1', 'live3'])).toEqual(['dead1']);
    const left = await videoStore(survivor).leaveCall('dead1', RECENT);
    expect(left?.remaining.map((m) => m.socketId)).toEqual(['live1']);
    expect(left?.ended).toBe(true);
    expect(await videoStore(survivor).callOf('live1')).toBeNull();
    expect((await videoStore(survivor).lookForMore('live3', groupId, NOW)).status).toBe('looking');
    const live2 = entry(survivor, 'live2', { interests: ['yyy'] });
    expect((await videoStore(survivor).request(live2, NOW, newId())).status).toBe('waiting');
    for (const dead of ['dead-w1', 'dead-w2'])
      expect(await hubs.redis.hExists(`${hubs.prefix()}:{video}:q:entries`, dead)).toBeFalsy();
    expect(callId).not.toBe(groupId);
  });

  it('leaves no video keys behind once the last process closes', async () => {
    const hub = await connect();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    await videoStore(hub).pushMessage(callId, 'a', 'hello', 50);
    await videoStore(hub).request(
      entry(hub, 'w', { interests: ['Music'], groupPreferred: true }),
      NOW,
      newId(),
    );
    await videoStore(hub).leaveCall('a', RECENT);
    await hub.close();
    hubs.forget(hub);
    expect(await hubs.keys('{video}:*')).toEqual([]);
  });
});
