/** The anonymous store contract, run by store.contract.test.ts and the Redis Cluster test. */
import { expect, it } from 'vitest';
import { NOW, queueEntry as entry } from '../hubs';
import type { StoreHost } from '../../src/platform/hub/types';
import { anonymousStore, type MatchResult } from '../../src/anonymous/store';
import { trustMatchingContract, type AskMatch } from './trustMatching';
import { languageMatchingContract } from './languageMatching';

/** What every anonymous store must do (memory, Redis, Redis Cluster). */
export function anonymousStoreContract(makeHub: () => Promise<StoreHost>) {
  const ask: AskMatch = async (hub, queued, now, retry) =>
    outcome(await anonymousStore(hub).match(queued, now, retry));
  trustMatchingContract(makeHub, ask);
  languageMatchingContract(makeHub, ask);

  it('queues the first, pairs the second, and both see the pair', async () => {
    const hub = await makeHub();
    expect(await anonymousStore(hub).match(entry(hub, 'a'), NOW)).toEqual({ status: 'waiting' });
    const result = await anonymousStore(hub).match(entry(hub, 'b'), NOW);
    expect(result.status === 'matched' && result.partner.socketId).toBe('a');
    expect((await anonymousStore(hub).pairOf('a'))?.partner.socketId).toBe('b');
    expect((await anonymousStore(hub).pairOf('b'))?.partner.socketId).toBe('a');
    // Nobody is left waiting.
    expect(await anonymousStore(hub).match(entry(hub, 'c'), NOW)).toEqual({ status: 'waiting' });
  });

  it('prefers a shared interest (any case) and waits for one until widened', async () => {
    const hub = await makeHub();
    await anonymousStore(hub).match(
      entry(hub, 'any', { interests: ['Chess'], enqueuedAt: NOW - 10 }),
      NOW,
    );
    await anonymousStore(hub).match(entry(hub, 'music', { interests: ['Music'] }), NOW);
    const result = await anonymousStore(hub).match(entry(hub, 'me', { interests: ['MUSIC'] }), NOW);
    expect(result.status === 'matched' && result.partner.socketId).toBe('music');
    // Chess and Art share nothing: both wait until both are past widenAt.
    const art = entry(hub, 'art', { interests: ['Art'] });
    expect((await anonymousStore(hub).match(art, NOW)).status).toBe('waiting');
    const later = NOW + 6000;
    const widened = await anonymousStore(hub).match(art, later, true);
    expect(widened.status === 'matched' && widened.partner.socketId).toBe('any');
  });

  it('pairs those who asked in one millisecond in the order they asked', async () => {
    const hub = await makeHub();
    // A real clock's time (its thousandths must survive the scripts) and ids whose alphabetical
    // order is the reverse of the asking order (Redis orders equal times by id); both wait.
    const at = 1_795_884_637_317;
    await anonymousStore(hub).match(entry(hub, 'z', { enqueuedAt: at }), NOW);
    await anonymousStore(hub).match(
      entry(hub, 'a', { enqueuedAt: at + 0.001, exclude: ['visitor:z'] }),
      NOW,
    );
    const met = await anonymousStore(hub).match(entry(hub, 'm'), NOW);
    expect(met.status === 'matched' && met.partner.socketId).toBe('z');
  });

  it('never pairs a socket with itself, its own person, or an excluded person', async () => {
    const hub = await makeHub();
    await anonymousStore(hub).match(entry(hub, 'a', { person: 'user:1' }), NOW);
    expect(
      (await anonymousStore(hub).match(entry(hub, 'a', { person: 'user:1' }), NOW)).status,
    ).toBe('waiting');
    expect(
      (await anonymousStore(hub).match(entry(hub, 'a2', { person: 'user:1' }), NOW)).status,
    ).toBe('waiting');
    const blocker = entry(hub, 'b', { person: 'user:2', exclude: ['user:1'] });
    expect((await anonymousStore(hub).match(blocker, NOW)).status).toBe('waiting');
    const blocked = entry(hub, 'c', { person: 'user:3' });
    await anonymousStore(hub).leaveQueue('a');
    await anonymousStore(hub).leaveQueue('a2');
    await anonymousStore(hub).leaveQueue('b');
    await anonymousStore(hub).match(
      entry(hub, 'd', { person: 'user:4', exclude: ['user:3'] }),
      NOW,
    );
    // Excluded in the other direction: d excludes c.
    expect((await anonymousStore(hub).match(blocked, NOW)).status).toBe('waiting');
  });

  it('ends a pair once, remembers the partners for a while, and answers retries', async () => {
    const hub = await makeHub();
    await anonymousStore(hub).match(entry(hub, 'a'), NOW);
    await anonymousStore(hub).match(entry(hub, 'b'), NOW);
    expect((await anonymousStore(hub).endPair('b', 300))?.socketId).toBe('a');
    expect(await anonymousStore(hub).endPair('a', 300)).toBeNull();
    expect(await anonymousStore(hub).pairOf('a')).toBeNull();
    expect((await anonymousStore(hub).match(entry(hub, 'a'), NOW)).status).toBe('waiting');
    expect((await anonymousStore(hub).match(entry(hub, 'b'), NOW)).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await anonymousStore(hub).match(entry(hub, 'b'), NOW, true);
    expect(again.status === 'matched' && again.partner.socketId).toBe('a');
    expect((await anonymousStore(hub).match(entry(hub, 'a'), NOW, true)).status).toBe('gone');
  });

  it('marks reveals and keeps the last messages of a live pair only', async () => {
    const hub = await makeHub();
    expect(await anonymousStore(hub).pushMessage('a', 'x', 3)).toBe(false);
    await anonymousStore(hub).match(entry(hub, 'a', { userId: 'u1', person: 'user:u1' }), NOW);
    await anonymousStore(hub).match(entry(hub, 'b'), NOW);
    expect((await anonymousStore(hub).reveal('a', 'u1'))?.socketId).toBe('b');
    expect((await anonymousStore(hub).pairOf('b'))?.revealedUserId).toBe('u1');
    expect((await anonymousStore(hub).pairOf('a'))?.revealedUserId).toBeNull();
    for (const text of ['1', '2', '3', '4']) await anonymousStore(hub).pushMessage('a', text, 3);
    expect(await anonymousStore(hub).messages('b')).toEqual(['2', '3', '4']);
    await anonymousStore(hub).endPair('a', 1000);
    expect(await anonymousStore(hub).messages('b')).toEqual([]);
    expect(await anonymousStore(hub).reveal('a', 'u1')).toBeNull();
  });

  it('re-pairs the last strangers only when both ask within the window', async () => {
    const hub = await makeHub();
    const store = anonymousStore(hub);
    await store.match(entry(hub, 'a'), NOW);
    await store.match(entry(hub, 'b'), NOW);
    await store.endPair('a', 300, 60_000);
    expect((await store.lastPartner('a'))?.socketId).toBe('b');
    expect((await store.lastPartner('b'))?.socketId).toBe('a');
    // b moved on to the queue meanwhile: a reconnect takes it out.
    await store.match(entry(hub, 'b'), NOW);
    const asked = await store.askReconnect('a');
    expect(asked.status === 'waiting' && asked.partner.socketId).toBe('b');
    expect(await store.pairOf('a')).toBeNull();
    const both = await store.askReconnect('b');
    expect(both.status === 'matched' && [both.me.socketId, both.partner.socketId]).toEqual([
      'b',
      'a',
    ]);
    expect((await store.pairOf('a'))?.partner.socketId).toBe('b');
    expect((await store.pairOf('b'))?.partner.socketId).toBe('a');
    // b is no longer queued, and the window is used up.
    expect((await store.match(entry(hub, 'c'), NOW)).status).toBe('waiting');
    expect(await store.lastPartner('a')).toBeNull();
    expect((await store.askReconnect('a')).status).toBe('gone');
  });

  it('forgets a withdrawn request, a departed stranger and a closed window', async () => {
    const hub = await makeHub();
    const store = anonymousStore(hub);
    expect((await store.askReconnect('nobody')).status).toBe('gone');
    await store.match(entry(hub, 'a'), NOW);
    await store.match(entry(hub, 'b'), NOW);
    await store.endPair('b', 300, 400);
    expect((await store.askReconnect('a')).status).toBe('waiting');
    expect(await store.cancelReconnect('a')).toBe('b');
    expect(await store.cancelReconnect('a')).toBeNull();
    // a withdrew: b's request waits for a again.
    expect((await store.askReconnect('b')).status).toBe('waiting');
    // b leaves for good: a can no longer reach b.
    expect(await store.cancelReconnect('b', true)).toBe('a');
    expect((await store.askReconnect('a')).status).toBe('gone');
    // A pair ended without a window (e.g. a partner's process died) offers nothing.
    await store.match(entry(hub, 'c'), NOW);
    await store.match(entry(hub, 'd'), NOW);
    await store.endPair('c', 300);
    expect(await store.lastPartner('c')).toBeNull();
    // The window closes.
    await store.match(entry(hub, 'e'), NOW);
    await store.match(entry(hub, 'f'), NOW);
    await store.endPair('e', 300, 200);
    expect((await store.askReconnect('e')).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.lastPartner('f')).toBeNull();
    expect((await store.askReconnect('f')).status).toBe('gone');
  });

  it('leaves request, queue and pair in one step, telling whom it concerns', async () => {
    const hub = await makeHub();
    const store = anonymousStore(hub);
    await store.match(entry(hub, 'a'), NOW);
    await store.match(entry(hub, 'b'), NOW);
    await store.endPair('a', 300, 60_000);
    expect((await store.askReconnect('a')).status).toBe('waiting');
    // Without withdraw the request stays; with it, the stranger asked is named once.
    expect(await store.leave('a', { recentMs: 300 })).toEqual({ asked: null, partner: null });
    expect(await store.leave('a', { recentMs: 300, withdraw: 'request' })).toEqual({
      asked: 'b',
      partner: null,
    });
    expect((await store.leave('a', { recentMs: 300, withdraw: 'request' })).asked).toBeNull();
    // Out of the queue: the next newcomer waits.
    await store.match(entry(hub, 'q'), NOW);
    expect(await store.leave('q', { recentMs: 300 })).toEqual({ asked: null, partner: null });
    expect((await store.match(entry(hub, 'c'), NOW)).status).toBe('waiting');
    // Out of the pair (c and d): d may still reconnect with c unless c is forgotten.
    await store.match(entry(hub, 'd'), NOW);
    const left = await store.leave('c', { recentMs: 300, reconnectMs: 60_000, withdraw: 'forget' });
    expect([left.asked, left.partner?.socketId]).toEqual([null, 'd']);
    expect(await store.pairOf('d')).toBeNull();
    expect((await store.lastPartner('d'))?.socketId).toBe('c');
    expect(await store.lastPartner('c')).toBeNull();
    expect((await store.leave('d', { recentMs: 300 })).partner).toBeNull();
  });

  it('leaves and matches in one step: the pair ends first, and counts as recent', async () => {
    const hub = await makeHub();
    const store = anonymousStore(hub);
    const leaving = { recentMs: 60_000, reconnectMs: 60_000, withdraw: 'request' as const };
    await store.match(entry(hub, 'a'), NOW);
    await store.match(entry(hub, 'b'), NOW);
    await store.match(entry(hub, 'c'), NOW);
    const a = await store.leaveAndMatch(entry(hub, 'a'), NOW, leaving);
    expect(a.status === 'matched' && a.partner.socketId).toBe('c');
    expect([a.left.asked, a.left.partner?.socketId]).toEqual([null, 'b']);
    expect((await store.lastPartner('b'))?.socketId).toBe('a');
    expect((await store.askReconnect('b')).status).toBe('waiting');
    // b's request is withdrawn (a hears of it) and b waits: a is taken, and recent.
    const b = await store.leaveAndMatch(entry(hub, 'b'), NOW, leaving);
    expect(b).toEqual({ status: 'waiting', left: { asked: 'a', partner: null } });
    const again = await store.leaveAndMatch(entry(hub, 'a'), NOW, leaving);
    expect([again.status, again.left.partner?.socketId]).toEqual(['waiting', 'c']);
    // c was a's partner a moment ago; b is neither's recent partner.
    const c = await store.leaveAndMatch(entry(hub, 'c'), NOW, leaving);
    expect(c.status === 'matched' && c.partner.socketId).toBe('b');
    expect(c.left).toEqual({ asked: null, partner: null });
  });
}

/** A match result as the trust contract reads it: the partner's socket id, or the status. */
function outcome(result: MatchResult): string {
  return result.status === 'matched' ? result.partner.socketId : result.status;
}
