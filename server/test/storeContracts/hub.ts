/** The hub contract, run by hub.contract.test.ts and the Redis Cluster test. */
import { expect, it } from 'vitest';
import type { Hub } from '../../src/platform/hub/types';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check holds; the time it took. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - started;
}

/** What every hub must do, whatever it is built on. */
export function hubContract(makeHub: () => Promise<Hub>) {
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
