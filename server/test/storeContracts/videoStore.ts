/** The video store contract and its helpers, run by store.contract.test.ts and the Redis Cluster test. */
import { expect, it } from 'vitest';
import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import { newId } from '../../src/platform/ids';
import type { StoreHost } from '../../src/platform/hub/types';
import { videoStore, type VideoCall, type VideoEntry } from '../../src/video/store';
import { trustMatchingContract, type AskMatch } from './trustMatching';
import { languageMatchingContract } from './languageMatching';
import { NOW, partnersOf, queueEntry } from '../hubs';

export const RECENT = 60_000;

export function entry(
  hub: StoreHost,
  socketId: string,
  over: Partial<VideoEntry> = {},
): VideoEntry {
  return { groupPreferred: false, ...queueEntry(hub, socketId, over) };
}

const ids = (call: VideoCall | null | undefined) => call?.members.map((m) => m.socketId);

/** Puts `a` and `b` in a new one-to-one call; returns its id. */
export async function pair(hub: StoreHost, a: VideoEntry, b: VideoEntry): Promise<string> {
  expect(await videoStore(hub).request(a, NOW, newId())).toEqual({ status: 'waiting' });
  const result = await videoStore(hub).request(b, NOW, newId());
  if (result.status !== 'matched') throw new Error(`not matched: ${result.status}`);
  return result.call.callId;
}

/** What every hub's video queue and calls must do. */
export function videoStoreContract(makeHub: () => Promise<StoreHost>) {
  const ask: AskMatch = async (hub, queued, now, retry) => {
    const result = await videoStore(hub).request(
      { groupPreferred: false, ...queued },
      now,
      newId(),
      retry,
    );
    return result.status === 'matched' ? result.partner.socketId : result.status;
  };
  trustMatchingContract(makeHub, ask);
  languageMatchingContract(makeHub, ask);

  it('queues the first, starts a one-to-one call with the second, in join order', async () => {
    const hub = await makeHub();
    const callId = newId();
    expect(await videoStore(hub).request(entry(hub, 'a'), NOW, newId())).toEqual({
      status: 'waiting',
    });
    const result = await videoStore(hub).request(entry(hub, 'b'), NOW, callId);
    expect(result.status).toBe('matched');
    if (result.status !== 'matched') return;
    expect(result.partner.socketId).toBe('a');
    expect(result.call).toMatchObject({ callId, isGroupCall: false, lookingForMore: false });
    expect(ids(result.call)).toEqual(['a', 'b']);
    expect(await videoStore(hub).callOf('a')).toEqual(result.call);
    expect(ids(await videoStore(hub).callOf('b'))).toEqual(['a', 'b']);
    expect(await videoStore(hub).callOf('c')).toBeNull();
    // Nobody is left waiting.
    expect(await videoStore(hub).request(entry(hub, 'c'), NOW, newId())).toEqual({
      status: 'waiting',
    });
  });

  it('prefers a shared interest (any case) and waits for one until widened', async () => {
    const hub = await makeHub();
    const any = entry(hub, 'any', { interests: ['Chess'], enqueuedAt: NOW - 10 });
    await videoStore(hub).request(any, NOW, newId());
    await videoStore(hub).request(entry(hub, 'music', { interests: ['Music'] }), NOW, newId());
    const me = await videoStore(hub).request(
      entry(hub, 'me', { interests: ['MUSIC'] }),
      NOW,
      newId(),
    );
    expect(me.status === 'matched' && me.partner.socketId).toBe('music');
    const art = entry(hub, 'art', { interests: ['Art'] });
    expect((await videoStore(hub).request(art, NOW, newId())).status).toBe('waiting');
    const widened = await videoStore(hub).request(art, NOW + 6000, newId(), true);
    expect(widened.status === 'matched' && widened.partner.socketId).toBe('any');
    expect((await videoStore(hub).request(art, NOW + 6000, newId(), true)).status).toBe('gone');
  });

  it('never pairs a socket with itself, its own person, an excluded or a recent one', async () => {
    const hub = await makeHub();
    await videoStore(hub).request(entry(hub, 'a', { person: 'user:1' }), NOW, newId());
    const again = await videoStore(hub).request(
      entry(hub, 'a', { person: 'user:1' }),
      NOW,
      newId(),
    );
    expect(again.status).toBe('waiting');
    const tab = await videoStore(hub).request(entry(hub, 'a2', { person: 'user:1' }), NOW, newId());
    expect(tab.status).toBe('waiting');
    const blocker = entry(hub, 'b', { person: 'user:2', exclude: ['user:1'] });
    expect((await videoStore(hub).request(blocker, NOW, newId())).status).toBe('waiting');
    for (const id of ['a', 'a2', 'b']) await videoStore(hub).leaveQueue(id);
    await videoStore(hub).request(
      entry(hub, 'd', { person: 'user:4', exclude: ['user:3'] }),
      NOW,
      newId(),
    );
    const blocked = await videoStore(hub).request(
      entry(hub, 'c', { person: 'user:3' }),
      NOW,
      newId(),
    );
    expect(blocked.status).toBe('waiting');
    for (const id of ['c', 'd']) await videoStore(hub).leaveQueue(id);

    const callId = await pair(hub, entry(hub, 'x'), entry(hub, 'y'));
    const left = await videoStore(hub).leaveCall('x', 300, callId);
    expect(left).toMatchObject({ callId, ended: true });
    expect(ids({ members: left!.remaining } as VideoCall)).toEqual(['y']);
    expect(await videoStore(hub).callOf('y')).toBeNull();
    expect((await videoStore(hub).request(entry(hub, 'x'), NOW, newId())).status).toBe('waiting');
    expect((await videoStore(hub).request(entry(hub, 'y'), NOW, newId())).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = await videoStore(hub).request(entry(hub, 'y'), NOW, newId(), true);
    expect(later.status === 'matched' && later.partner.socketId).toBe('x');
  });

  it('meets those who asked in one millisecond in the order they asked', async () => {
    const hub = await makeHub();
    // A real clock's time (its thousandths must survive the scripts) and ids whose alphabetical
    // order is the reverse of the asking order (Redis orders equal times by id); both wait.
    const at = 1_795_884_637_317;
    await videoStore(hub).request(entry(hub, 'z', { enqueuedAt: at }), NOW, newId());
    await videoStore(hub).request(
      entry(hub, 'a', { enqueuedAt: at + 0.001, exclude: ['visitor:z'] }),
      NOW,
      newId(),
    );
    const met = await videoStore(hub).request(entry(hub, 'm'), NOW, newId());
    expect(met.status === 'matched' && met.partner.socketId).toBe('z');
  });

  it('sends a new request to the back of the line; a retry keeps its place', async () => {
    const hub = await makeHub();
    const a = entry(hub, 'a', { exclude: ['visitor:b'] });
    await videoStore(hub).request(a, NOW, newId());
    await videoStore(hub).request(entry(hub, 'b', { enqueuedAt: NOW + 1 }), NOW, newId());
    await videoStore(hub).request({ ...a, enqueuedAt: NOW + 2 }, NOW, newId());
    const c = await videoStore(hub).request(entry(hub, 'c'), NOW, newId());
    expect(c.status === 'matched' && c.partner.socketId).toBe('b');
    const d = entry(hub, 'd', { exclude: ['visitor:a'], enqueuedAt: NOW + 3 });
    await videoStore(hub).request(d, NOW, newId());
    expect((await videoStore(hub).request(a, NOW, newId(), true)).status).toBe('waiting');
    const e = await videoStore(hub).request(entry(hub, 'e'), NOW, newId());
    expect(e.status === 'matched' && e.partner.socketId).toBe('a');
  });

  it('leaves a call once; a member of another call is not taken out of it', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await videoStore(hub).leaveCall('a', RECENT, newId())).toBeNull();
    expect(ids(await videoStore(hub).callOf('a'))).toEqual(['a', 'b']);
    expect(await videoStore(hub).leaveCall('nobody', RECENT)).toBeNull();
    expect((await videoStore(hub).leaveCall('b', RECENT))?.ended).toBe(true);
    expect(await videoStore(hub).leaveCall('a', RECENT)).toBeNull();
    expect(await videoStore(hub).leaveCall('b', RECENT)).toBeNull();
    expect(await videoStore(hub).inCall(callId, ['a'])).toBe(false);
  });

  it('checks membership of a live call in one lookup', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    const other = await pair(hub, entry(hub, 'c'), entry(hub, 'd'));
    expect(await videoStore(hub).inCall(callId, ['a', 'b'])).toBe(true);
    expect(await videoStore(hub).inCall(callId, ['a', 'c'])).toBe(false);
    expect(await videoStore(hub).inCall(other, ['a', 'b'])).toBe(false);
    expect(await videoStore(hub).inCall(callId, ['a', 'stranger'])).toBe(false);
    expect(await videoStore(hub).inCall(callId, [])).toBe(false);
    await videoStore(hub).leaveCall('b', RECENT);
    expect(await videoStore(hub).inCall(callId, ['a', 'b'])).toBe(false);
    expect(await videoStore(hub).inCall(callId, ['a'])).toBe(false);
  });

  it('makes a group call, pulls the oldest groupPreferred waiter in, and caps at four', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await videoStore(hub).lookForMore('stranger', callId, NOW)).toEqual({
      status: 'notMember',
    });
    const looking = await videoStore(hub).lookForMore('a', callId, NOW);
    expect(looking.status).toBe('looking');
    if (looking.status !== 'looking') return;
    expect(looking.call).toMatchObject({ isGroupCall: true, lookingForMore: true });
    // Someone who is not open to groups waits; a groupPreferred requester joins.
    expect((await videoStore(hub).request(entry(hub, 'solo'), NOW, newId())).status).toBe(
      'waiting',
    );
    const joined = await videoStore(hub).request(
      entry(hub, 'c', { groupPreferred: true }),
      NOW,
      newId(),
    );
    expect(joined.status).toBe('joined');
    if (joined.status !== 'joined') return;
    expect(ids(joined.call)).toEqual(['a', 'b', 'c']);
    expect(joined.call).toMatchObject({ callId, isGroupCall: true, lookingForMore: false });
    // No longer looking: the next groupPreferred requester pairs with the solo waiter.
    const next = await videoStore(hub).request(
      entry(hub, 'e', { groupPreferred: true }),
      NOW,
      newId(),
    );
    expect(next.status === 'matched' && next.partner.socketId).toBe('solo');
    // Two groupPreferred wait; asking for more pulls the older one at once.
    const older = entry(hub, 'g1', { groupPreferred: true, interests: ['x'], enqueuedAt: NOW - 5 });
    await videoStore(hub).request(older, NOW, newId());
    await videoStore(hub).request(
      entry(hub, 'g2', { groupPreferred: true, interests: ['y'] }),
      NOW,
      newId(),
    );
    const pulled = await videoStore(hub).lookForMore('c', callId, NOW);
    expect(pulled.status === 'joined' && pulled.newcomer.socketId).toBe('g1');
    expect(ids(await videoStore(hub).callOf('b'))).toEqual(['a', 'b', 'c', 'g1']);
    expect((await videoStore(hub).request(older, NOW, newId(), true)).status).toBe('gone');
    expect(await videoStore(hub).lookForMore('a', callId, NOW)).toEqual({ status: 'full' });
    expect(VIDEO_CALL_MAX_MEMBERS).toBe(4);
    // A member leaving reopens room, but the call only looks for more when asked again.
    const left = await videoStore(hub).leaveCall('g1', RECENT);
    expect(left).toMatchObject({ callId, ended: false });
    expect(ids({ members: left!.remaining } as VideoCall)).toEqual(['a', 'b', 'c']);
    const g2 = await videoStore(hub).request(
      entry(hub, 'g2', { groupPreferred: true, interests: ['y'] }),
      NOW,
      newId(),
      true,
    );
    expect(g2.status).toBe('waiting');
    const pulledAgain = await videoStore(hub).lookForMore('a', callId, NOW);
    expect(pulledAgain.status === 'joined' && pulledAgain.newcomer.socketId).toBe('g2');
  });

  it('never lets an excluded or recent person join a call, either way', async () => {
    const hub = await makeHub();
    const a = entry(hub, 'a', { person: 'user:a', exclude: ['user:blocked'] });
    const callId = await pair(hub, a, entry(hub, 'b'));
    await videoStore(hub).lookForMore('a', callId, NOW);
    const blocked = entry(hub, 'z', { person: 'user:blocked', groupPreferred: true });
    expect((await videoStore(hub).request(blocked, NOW, newId())).status).toBe('waiting');
    expect((await videoStore(hub).lookForMore('b', callId, NOW)).status).toBe('looking');
    await videoStore(hub).leaveQueue('z');
    const blocker = entry(hub, 'y', { groupPreferred: true, exclude: ['visitor:b'] });
    expect((await videoStore(hub).request(blocker, NOW, newId())).status).toBe('waiting');
    await videoStore(hub).leaveQueue('y');
    expect((await videoStore(hub).callOf('a'))?.members).toHaveLength(2);
    // Who just left a call does not come back into it for a while.
    const c = entry(hub, 'c', { groupPreferred: true });
    expect((await videoStore(hub).request(c, NOW, newId())).status).toBe('joined');
    await videoStore(hub).leaveCall('c', RECENT);
    await videoStore(hub).lookForMore('a', callId, NOW);
    expect((await videoStore(hub).request(c, NOW, newId())).status).toBe('waiting');
    expect((await videoStore(hub).callOf('a'))?.members).toHaveLength(2);
  });

  it('ends the call when one would remain, and group members leave one by one', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    await videoStore(hub).lookForMore('a', callId, NOW);
    await videoStore(hub).request(entry(hub, 'c', { groupPreferred: true }), NOW, newId());
    const first = await videoStore(hub).leaveCall('b', RECENT);
    expect(first?.ended).toBe(false);
    expect(first?.remaining.map((m) => m.socketId)).toEqual(['a', 'c']);
    expect(await videoStore(hub).inCall(callId, ['a', 'c'])).toBe(true);
    const last = await videoStore(hub).leaveCall('c', RECENT);
    expect(last?.ended).toBe(true);
    expect(last?.remaining.map((m) => m.socketId)).toEqual(['a']);
    expect(await videoStore(hub).callOf('a')).toBeNull();
    expect(await videoStore(hub).lookForMore('a', callId, NOW)).toEqual({ status: 'notMember' });
  });

  it('keeps the last messages of a live call only, for members only', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await videoStore(hub).pushMessage(callId, 'stranger', 'x', 3)).toBeNull();
    expect(await videoStore(hub).pushMessage(newId(), 'a', 'x', 3)).toBeNull();
    for (const text of ['1', '2', '3', '4']) {
      expect(await videoStore(hub).pushMessage(callId, 'a', text, 3)).toEqual(['b']);
    }
    expect(await videoStore(hub).messages(callId)).toEqual(['2', '3', '4']);
    await videoStore(hub).leaveCall('a', RECENT);
    expect(await videoStore(hub).messages(callId)).toEqual([]);
  });

  it('claims each waiting socket exactly once under concurrent requests', async () => {
    const hub = await makeHub();
    const sockets = Array.from({ length: 200 }, (_, index) => `s${index}`);
    const results = await Promise.all(
      sockets.map((id) => videoStore(hub).request(entry(hub, id), NOW, newId())),
    );
    expect(partnersOf(results, sockets).size).toBe(200);
  });
}

/** A group call looking for more, and `count` groupPreferred requests racing for it. */
export async function raceForCall(hubs: StoreHost[], count: number) {
  const [hub] = hubs;
  const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
  expect((await videoStore(hub).lookForMore('a', callId, NOW)).status).toBe('looking');
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const on = hubs[index % hubs.length];
      return videoStore(on).request(entry(on, `g${index}`, { groupPreferred: true }), NOW, newId());
    }),
  );
  const joined = results.filter((result) => result.status === 'joined');
  expect(joined).toHaveLength(1);
  expect((await videoStore(hub).callOf('a'))?.members).toHaveLength(3);
  // The rest paired among themselves (one may wait).
  const matched = results.filter((result) => result.status === 'matched');
  expect(matched.length).toBe(Math.floor((count - 1) / 2));
}
