import crypto from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { createLogger } from '../logger';
import { MemoryHub } from './memoryHub';
import { RedisHub, type RedisHubOptions } from './redisHub';
import type { Hub } from './types';

const redisUrl = process.env.REDIS_URL;
const logger = createLogger('silent');
/** Short timings so that a "dead" process is noticed in well under a second. */
const fast: RedisHubOptions = { heartbeatMs: 100, heartbeatTtlMs: 400, sweepMs: 100 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

/** What every hub must do, whatever it is built on. */
function hubContract(makeHub: () => Promise<Hub>) {
  it('sets a key once, and again after it expired', async () => {
    const hub = await makeHub();
    expect(await hub.setOnce('nonce:a', 150)).toBe(true);
    expect(await hub.setOnce('nonce:a', 150)).toBe(false);
    expect(await hub.setOnce('nonce:b', 150)).toBe(true);
    await sleep(250);
    expect(await hub.setOnce('nonce:a', 150)).toBe(true);
  });

  it('counts hits in a window that starts with the first hit, then resets', async () => {
    const hub = await makeHub();
    const first = await hub.hit('login:ip', 300);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(0);
    expect(first.resetMs).toBeLessThanOrEqual(300);
    const second = await hub.hit('login:ip', 300);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeLessThanOrEqual(first.resetMs);
    expect((await hub.hit('login:other', 300)).count).toBe(1);
    await sleep(second.resetMs + 100);
    const fresh = await hub.hit('login:ip', 300);
    expect(fresh.count).toBe(1);
    expect(fresh.resetMs).toBeGreaterThan(200);
  });

  it('forgets a hit counter', async () => {
    const hub = await makeHub();
    await hub.hit('fails:a', 60_000);
    expect((await hub.hit('fails:a', 60_000)).count).toBe(2);
    await hub.forget('fails:a');
    expect((await hub.hit('fails:a', 60_000)).count).toBe(1);
    await hub.forget('never:counted');
  });

  it('hands out at most max slots of a group at once, and takes them back', async () => {
    const hub = await makeHub();
    expect(await hub.slotAcquire('sockets:a', 2)).toBe(true);
    expect(await hub.slotAcquire('sockets:a', 2)).toBe(true);
    expect(await hub.slotAcquire('sockets:a', 2)).toBe(false);
    expect(await hub.slotAcquire('sockets:b', 2)).toBe(true);
    await hub.slotRelease('sockets:a');
    expect(await hub.slotAcquire('sockets:a', 2)).toBe(true);
    expect(await hub.slotAcquire('sockets:a', 2)).toBe(false);
    await hub.slotRelease('sockets:a');
    await hub.slotRelease('sockets:a');
    await hub.slotRelease('sockets:b');
  });

  it('counts people, not tabs: first socket comes online, last one goes offline', async () => {
    const hub = await makeHub();
    expect(await hub.presenceAdd('user:1', 'tab-a')).toBe(true);
    expect(await hub.presenceAdd('user:1', 'tab-b')).toBe(false);
    expect(await hub.presenceAdd('visitor:2', 'tab-c')).toBe(true);
    expect(await hub.presenceCount()).toBe(2);
    expect(await hub.presenceOnline(['user:1', 'visitor:2', 'user:3'])).toEqual(
      new Set(['user:1', 'visitor:2']),
    );
    expect(await hub.presenceOnline([])).toEqual(new Set());

    expect(await hub.presenceRemove('user:1', 'tab-a')).toBe(false);
    expect(await hub.presenceCount()).toBe(2);
    expect(await hub.presenceRemove('user:1', 'tab-b')).toBe(true);
    expect(await hub.presenceRemove('user:1', 'tab-b')).toBe(false);
    expect(await hub.presenceRemove('user:9', 'tab-z')).toBe(false);
    expect(await hub.presenceCount()).toBe(1);
    expect(await hub.presenceOnline(['user:1', 'visitor:2'])).toEqual(new Set(['visitor:2']));
  });

  it('does not announce an arrival twice when the same socket is added again', async () => {
    const hub = await makeHub();
    expect(await hub.presenceAdd('user:1', 'tab-a')).toBe(true);
    expect(await hub.presenceAdd('user:1', 'tab-a')).toBe(false);
    expect(await hub.presenceCount()).toBe(1);
    expect(await hub.presenceRemove('user:1', 'tab-a')).toBe(true);
    expect(await hub.presenceCount()).toBe(0);
  });
}

describe('MemoryHub', () => {
  const hubs: Hub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });
  hubContract(async () => {
    const hub = new MemoryHub();
    hubs.push(hub);
    return hub;
  });
});

describe.skipIf(!redisUrl)('RedisHub', () => {
  const redis = createClient({ url: redisUrl });
  let prefix = '';
  let hubs: RedisHub[] = [];

  const connect = async (options: RedisHubOptions = {}) => {
    const hub = await RedisHub.connect(redisUrl!, prefix, logger, options);
    hubs.push(hub);
    return hub;
  };
  const keysLeft = async () => {
    const found: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 }))
      found.push(...keys);
    return found.sort();
  };

  beforeEach(async () => {
    if (!redis.isOpen) await redis.connect();
    prefix = `hubtest${crypto.randomBytes(5).toString('hex')}`;
    hubs = [];
  });
  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    const left = await keysLeft();
    if (left.length > 0) await redis.del(left);
  });
  afterAll(async () => {
    if (redis.isOpen) await redis.close();
  });

  hubContract(() => connect());

  it('shares presence between hubs (processes) on the same prefix', async () => {
    const first = await connect();
    const second = await connect();
    expect(await first.presenceAdd('user:1', 'a1')).toBe(true);
    expect(await second.presenceCount()).toBe(1);
    expect(await second.presenceAdd('user:1', 'b1')).toBe(false);
    expect(await second.presenceAdd('visitor:2', 'b2')).toBe(true);
    expect(await first.presenceOnline(['user:1', 'visitor:2'])).toEqual(
      new Set(['user:1', 'visitor:2']),
    );
    expect(await first.presenceRemove('user:1', 'a1')).toBe(false);
    expect(await first.presenceCount()).toBe(2);
    expect(await second.presenceRemove('user:1', 'b1')).toBe(true);
    expect(await first.presenceCount()).toBe(1);
  });

  it('shares slots between processes and frees those of a killed process', async () => {
    const doomed = await connect(fast);
    const survivor = await connect(fast);
    expect(await doomed.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await doomed.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(false);
    expect(await doomed.slotAcquire('sockets:b', 3)).toBe(true);
    doomed.kill();
    hubs = hubs.filter((hub) => hub !== doomed);
    // The sweep drops the dead process's slots, in every group it held some.
    await waitFor(async () => (await redis.exists(`${prefix}:slots:sockets:b`)) === 0, 3000);
    expect(await keysLeft()).not.toContain(`${prefix}:slotgroups:${doomed.processId}`);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(false);
    for (let index = 0; index < 3; index += 1) await survivor.slotRelease('sockets:a');
    expect(await keysLeft()).not.toContain(`${prefix}:slots:sockets:a`);
  });

  it('keeps prefixes apart', async () => {
    const hub = await connect();
    await hub.presenceAdd('user:1', 'a1');
    const other = await RedisHub.connect(redisUrl!, `${prefix}x`, logger);
    try {
      expect(await other.presenceCount()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('sweeps the people of a killed process and reports those who went offline', async () => {
    const doomed = await connect(fast);
    const survivor = await connect(fast);
    const lost: string[][] = [];
    survivor.onPresenceLost((people) => lost.push(people));
    await doomed.presenceAdd('user:1', 'd1');
    await doomed.presenceAdd('user:1', 'd2');
    await doomed.presenceAdd('user:2', 'd3');
    await survivor.presenceAdd('user:2', 's1');
    expect(await survivor.presenceCount()).toBe(2);

    doomed.kill();
    hubs = hubs.filter((hub) => hub !== doomed);
    const elapsed = await waitFor(() => lost.length > 0, 3000);
    expect(lost).toEqual([['user:1']]);
    expect(await survivor.presenceCount()).toBe(1);
    expect(await survivor.presenceOnline(['user:1', 'user:2'])).toEqual(new Set(['user:2']));
    // The heartbeat lives 400 ms and sweeps run every 100 ms.
    expect(elapsed).toBeLessThan(1500);
    expect(await keysLeft()).not.toContain(`${prefix}:presence:proc:${doomed.processId}`);
    expect(await redis.sMembers(`${prefix}:procs`)).toEqual([survivor.processId]);
  });

  it('reports each lost person once when several processes sweep at the same time', async () => {
    const doomed = await connect(fast);
    const people = Array.from({ length: 1200 }, (_, index) => `visitor:${index}`);
    for (const person of people) await doomed.presenceAdd(person, `socket-${person}`);
    const sweepers = await Promise.all([1, 2, 3].map(() => connect({ ...fast, sweepBatch: 100 })));
    const lost: string[] = [];
    for (const sweeper of sweepers) sweeper.onPresenceLost((batch) => lost.push(...batch));

    doomed.kill();
    hubs = hubs.filter((hub) => hub !== doomed);
    await waitFor(() => lost.length >= people.length, 5000);
    await sleep(300);
    expect(lost.sort()).toEqual([...people].sort());
    expect(await sweepers[0].presenceCount()).toBe(0);
  });

  it('puts its sockets back when its heartbeat lapsed while it was still alive', async () => {
    // Its next heartbeat comes 1.5 s after connecting: long enough for the other to sweep first.
    const stalled = await connect({ heartbeatMs: 1500, heartbeatTtlMs: 5000 });
    const other = await connect(fast);
    const lost: string[] = [];
    other.onPresenceLost((people) => lost.push(...people));
    await stalled.presenceAdd('user:1', 's1');
    // What a stalled event loop looks like from outside: the heartbeat key expires.
    await redis.del(`${prefix}:proc:${stalled.processId}`);
    await waitFor(() => lost.includes('user:1'), 1000);
    expect(await other.presenceCount()).toBe(0);
    await waitFor(async () => (await other.presenceOnline(['user:1'])).has('user:1'), 3000);
    expect(await stalled.presenceRemove('user:1', 's1')).toBe(true);
    expect(await other.presenceCount()).toBe(0);
  });

  it('leaves no keys behind once every process closed', async () => {
    const first = await connect();
    const second = await connect();
    await first.presenceAdd('user:1', 'a1');
    await second.presenceAdd('user:1', 'b1');
    await second.presenceAdd('visitor:2', 'b2');
    await redis.set(`${prefix}:socket.io`, 'stands for the adapter stream');
    await redis.set(`${prefix}:sio:session:abc`, 'a recovery session', {
      expiration: { type: 'PX', value: 60_000 },
    });
    await first.close();
    expect(await second.presenceCount()).toBe(2);
    expect(await redis.exists(`${prefix}:socket.io`)).toBe(1);
    await second.close();
    expect(await keysLeft()).toEqual([]);
  });

  it('fails at start-up when Redis does not answer', async () => {
    await expect(RedisHub.connect('redis://127.0.0.1:1', prefix, logger)).rejects.toThrow(
      /Redis does not answer/,
    );
  });
});
