/** What RedisHub must do across processes, on one Redis (hub.contract.test.ts) and a Cluster. */
import crypto from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { connectionCommands } from '../../src/platform/hub/hubConnection';
import { hubContract, sleep, waitFor } from './hub';
import { redisKeys, type RedisKeys } from '../../src/platform/hub/redisConnection';
import type { RedisHub, RedisHubOptions } from '../../src/platform/hub/redisHub';

/** Short timings so that a "dead" process is noticed in well under a second. */
export const fast: RedisHubOptions = { heartbeatMs: 100, heartbeatTtlMs: 400, sweepMs: 100 };

/** What the tests need of the Redis they run on. */
export interface RedisHubEnv {
  /** A hub (a server process) on `prefix`. */
  open(prefix: string, options: RedisHubOptions): Promise<RedisHub>;
  /** Every key matching a glob. */
  scan(pattern: string): Promise<string[]>;
  /** Redis seen from outside the hubs. */
  redis(): ReturnType<typeof connectionCommands>;
}

/**
 * Runs hubContract and redisHubContract on hubs that env opens: a fresh prefix per test, its
 * hubs closed and its keys deleted after it.
 */
export function redisHubContracts(env: RedisHubEnv) {
  let prefix = '';
  let hubs: RedisHub[] = [];
  const keysLeft = async () => (await env.scan(`${prefix}:*`)).sort();
  const connect = async (options: RedisHubOptions = {}, suffix = '') => {
    const hub = await env.open(`${prefix}${suffix}`, options);
    hubs.push(hub);
    return hub;
  };
  beforeEach(() => {
    prefix = `hubtest${crypto.randomBytes(5).toString('hex')}`;
    hubs = [];
  });
  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    for (const key of await keysLeft()) await env.redis().del(key);
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
    redis: env.redis,
  });
}

/** Where the tests run: a fresh prefix per test, hubs closed after it. */
interface RedisHubTestBed {
  /** A hub (a server process) on this test's prefix, or on the prefix plus `suffix`. */
  connect(options?: RedisHubOptions, suffix?: string): Promise<RedisHub>;
  /** Kills a hub as a process would die (it is not closed after the test). */
  kill(hub: RedisHub): void;
  /** This test's keys. */
  keys(): RedisKeys;
  /** Every key left under this test's prefix, sorted. */
  keysLeft(): Promise<string[]>;
  /** Redis seen from outside the hubs. */
  redis(): ReturnType<typeof connectionCommands>;
}

function redisHubContract(bed: RedisHubTestBed) {
  const { connect } = bed;
  const redis = () => bed.redis();

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
    bed.kill(doomed);
    // The sweep drops the dead process's slots, in every group it held some.
    await waitFor(async () => !(await redis().exists(bed.keys().slots('sockets:b'))), 3000);
    expect(await bed.keysLeft()).not.toContain(bed.keys().slotGroups(doomed.processId));
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(true);
    expect(await survivor.slotAcquire('sockets:a', 3)).toBe(false);
    for (let index = 0; index < 3; index += 1) await survivor.slotRelease('sockets:a');
    expect(await bed.keysLeft()).not.toContain(bed.keys().slots('sockets:a'));
  });

  it('keeps prefixes apart', async () => {
    const hub = await connect();
    await hub.presenceAdd('user:1', 'a1');
    const other = await connect({}, 'x');
    expect(await other.presenceCount()).toBe(0);
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

    bed.kill(doomed);
    const elapsed = await waitFor(() => lost.length > 0, 3000);
    expect(lost).toEqual([['user:1']]);
    expect(await survivor.presenceCount()).toBe(1);
    expect(await survivor.presenceOnline(['user:1', 'user:2'])).toEqual(new Set(['user:2']));
    // The heartbeat lives 400 ms and sweeps run every 100 ms.
    expect(elapsed).toBeLessThan(1500);
    // Forgotten right after its entries and slots (same sweep), so no waiting here.
    expect(await bed.keysLeft()).not.toContain(bed.keys().entries(doomed.processId));
    expect(await redis().sMembers(bed.keys().processes)).toEqual([survivor.processId]);
  });

  it('reports each lost person once when several processes sweep at the same time', async () => {
    const doomed = await connect(fast);
    const people = Array.from({ length: 1200 }, (_, index) => `visitor:${index}`);
    for (const person of people) await doomed.presenceAdd(person, `socket-${person}`);
    const sweepers = await Promise.all([1, 2, 3].map(() => connect({ ...fast, sweepBatch: 100 })));
    const lost: string[] = [];
    for (const sweeper of sweepers) sweeper.onPresenceLost((batch) => lost.push(...batch));

    bed.kill(doomed);
    await waitFor(() => lost.length >= people.length, 5000);
    // The dead process is forgotten once no entry is left; a late duplicate would show by then.
    await waitFor(async () => (await redis().sMembers(bed.keys().processes)).length === 3, 3000);
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
    await redis().del(bed.keys().heartbeat(stalled.processId));
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
    await first.slotAcquire('sockets:a', 2);
    await second.slotAcquire('sockets:a', 2);
    const { stream, sessionPrefix } = bed.keys();
    await redis().set(stream, 'stands for the adapter stream', 60_000);
    await redis().set(`${sessionPrefix}abc`, 'a recovery session', 60_000);
    await first.close();
    expect(await second.presenceCount()).toBe(2);
    expect(await redis().exists(stream)).toBe(true);
    await second.close();
    expect(await bed.keysLeft()).toEqual([]);
  });
}
