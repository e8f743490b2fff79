/** The video hub contract and its helpers, run by server/src/platform/hub/video.contract.test.ts. */
import { expect, it } from 'vitest';
import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import { newId } from '../src/platform/ids';
import type { Hub } from '../src/platform/hub/types';
import type { VideoCall, VideoEntry } from '../src/platform/hub/videoTypes';
import { NOW, partnersOf, queueEntry } from './hubs';

export const RECENT = 60_000;

export function entry(hub: Hub, socketId: string, over: Partial<VideoEntry> = {}): VideoEntry {
  return { groupPreferred: false, ...queueEntry(hub, socketId, over) };
}

const ids = (call: VideoCall | null | undefined) => call?.members.map((m) => m.socketId);

/** Puts `a` and `b` in a new one-to-one call; returns its id. */
export async function pair(hub: Hub, a: VideoEntry, b: VideoEntry): Promise<string> {
  expect(await hub.video.request(a, NOW, newId())).toEqual({ status: 'waiting' });
  const result = await hub.video.request(b, NOW, newId());
  if (result.status !== 'matched') throw new Error(`not matched: ${result.status}`);
  return result.call.callId;
}

/** What every hub's video queue and calls must do. */
export function videoContract(makeHub: () => Promise<Hub>) {
  it('queues the first, starts a one-to-one call with the second, in join order', async () => {
    const hub = await makeHub();
    const callId = newId();
    expect(await hub.video.request(entry(hub, 'a'), NOW, newId())).toEqual({ status: 'waiting' });
    const result = await hub.video.request(entry(hub, 'b'), NOW, callId);
    expect(result.status).toBe('matched');
    if (result.status !== 'matched') return;
    expect(result.partner.socketId).toBe('a');
    expect(result.call).toMatchObject({ callId, isGroupCall: false, lookingForMore: false });
    expect(ids(result.call)).toEqual(['a', 'b']);
    expect(await hub.video.callOf('a')).toEqual(result.call);
    expect(ids(await hub.video.callOf('b'))).toEqual(['a', 'b']);
    expect(await hub.video.callOf('c')).toBeNull();
    // Nobody is left waiting.
    expect(await hub.video.request(entry(hub, 'c'), NOW, newId())).toEqual({ status: 'waiting' });
  });

  it('prefers a shared interest (any case) and waits for one until widened', async () => {
    const hub = await makeHub();
    const any = entry(hub, 'any', { interests: ['Chess'], enqueuedAt: NOW - 10 });
    await hub.video.request(any, NOW, newId());
    await hub.video.request(entry(hub, 'music', { interests: ['Music'] }), NOW, newId());
    const me = await hub.video.request(entry(hub, 'me', { interests: ['MUSIC'] }), NOW, newId());
    expect(me.status === 'matched' && me.partner.socketId).toBe('music');
    const art = entry(hub, 'art', { interests: ['Art'] });
    expect((await hub.video.request(art, NOW, newId())).status).toBe('waiting');
    const widened = await hub.video.request(art, NOW + 6000, newId(), true);
    expect(widened.status === 'matched' && widened.partner.socketId).toBe('any');
    expect((await hub.video.request(art, NOW + 6000, newId(), true)).status).toBe('gone');
  });

  it('never pairs a socket with itself, its own person, an excluded or a recent one', async () => {
    const hub = await makeHub();
    await hub.video.request(entry(hub, 'a', { person: 'user:1' }), NOW, newId());
    const again = await hub.video.request(entry(hub, 'a', { person: 'user:1' }), NOW, newId());
    expect(again.status).toBe('waiting');
    const tab = await hub.video.request(entry(hub, 'a2', { person: 'user:1' }), NOW, newId());
    expect(tab.status).toBe('waiting');
    const blocker = entry(hub, 'b', { person: 'user:2', exclude: ['user:1'] });
    expect((await hub.video.request(blocker, NOW, newId())).status).toBe('waiting');
    for (const id of ['a', 'a2', 'b']) await hub.video.leaveQueue(id);
    await hub.video.request(
      entry(hub, 'd', { person: 'user:4', exclude: ['user:3'] }),
      NOW,
      newId(),
    );
    const blocked = await hub.video.request(entry(hub, 'c', { person: 'user:3' }), NOW, newId());
    expect(blocked.status).toBe('waiting');
    for (const id of ['c', 'd']) await hub.video.leaveQueue(id);

    const callId = await pair(hub, entry(hub, 'x'), entry(hub, 'y'));
    const left = await hub.video.leaveCall('x', 300, callId);
    expect(left).toMatchObject({ callId, ended: true });
    expect(ids({ members: left!.remaining } as VideoCall)).toEqual(['y']);
    expect(await hub.video.callOf('y')).toBeNull();
    expect((await hub.video.request(entry(hub, 'x'), NOW, newId())).status).toBe('waiting');
    expect((await hub.video.request(entry(hub, 'y'), NOW, newId())).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = await hub.video.request(entry(hub, 'y'), NOW, newId(), true);
    expect(later.status === 'matched' && later.partner.socketId).toBe('x');
  });

  it('sends a new request to the back of the line; a retry keeps its place', async () => {
    const hub = await makeHub();
    const a = entry(hub, 'a', { exclude: ['visitor:b'] });
    await hub.video.request(a, NOW, newId());
    await hub.video.request(entry(hub, 'b', { enqueuedAt: NOW + 1 }), NOW, newId());
    await hub.video.request({ ...a, enqueuedAt: NOW + 2 }, NOW, newId());
    const c = await hub.video.request(entry(hub, 'c'), NOW, newId());
    expect(c.status === 'matched' && c.partner.socketId).toBe('b');
    const d = entry(hub, 'd', { exclude: ['visitor:a'], enqueuedAt: NOW + 3 });
    await hub.video.request(d, NOW, newId());
    expect((await hub.video.request(a, NOW, newId(), true)).status).toBe('waiting');
    const e = await hub.video.request(entry(hub, 'e'), NOW, newId());
    expect(e.status === 'matched' && e.partner.socketId).toBe('a');
  });

  it('leaves a call once; a member of another call is not taken out of it', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await hub.video.leaveCall('a', RECENT, newId())).toBeNull();
    expect(ids(await hub.video.callOf('a'))).toEqual(['a', 'b']);
    expect(await hub.video.leaveCall('nobody', RECENT)).toBeNull();
    expect((await hub.video.leaveCall('b', RECENT))?.ended).toBe(true);
    expect(await hub.video.leaveCall('a', RECENT)).toBeNull();
    expect(await hub.video.leaveCall('b', RECENT)).toBeNull();
    expect(await hub.video.inCall(callId, ['a'])).toBe(false);
  });

  it('checks membership of a live call in one lookup', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    const other = await pair(hub, entry(hub, 'c'), entry(hub, 'd'));
    expect(await hub.video.inCall(callId, ['a', 'b'])).toBe(true);
    expect(await hub.video.inCall(callId, ['a', 'c'])).toBe(false);
    expect(await hub.video.inCall(other, ['a', 'b'])).toBe(false);
    expect(await hub.video.inCall(callId, ['a', 'stranger'])).toBe(false);
    expect(await hub.video.inCall(callId, [])).toBe(false);
    await hub.video.leaveCall('b', RECENT);
    expect(await hub.video.inCall(callId, ['a', 'b'])).toBe(false);
    expect(await hub.video.inCall(callId, ['a'])).toBe(false);
  });

  it('makes a group call, pulls the oldest groupPreferred waiter in, and caps at four', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await hub.video.lookForMore('stranger', callId, NOW)).toEqual({ status: 'notMember' });
    const looking = await hub.video.lookForMore('a', callId, NOW);
    expect(looking.status).toBe('looking');
    if (looking.status !== 'looking') return;
    expect(looking.call).toMatchObject({ isGroupCall: true, lookingForMore: true });
    // Someone who is not open to groups waits; a groupPreferred requester joins.
    expect((await hub.video.request(entry(hub, 'solo'), NOW, newId())).status).toBe('waiting');
    const joined = await hub.video.request(entry(hub, 'c', { groupPreferred: true }), NOW, newId());
    expect(joined.status).toBe('joined');
    if (joined.status !== 'joined') return;
    expect(ids(joined.call)).toEqual(['a', 'b', 'c']);
    expect(joined.call).toMatchObject({ callId, isGroupCall: true, lookingForMore: false });
    // No longer looking: the next groupPreferred requester pairs with the solo waiter.
    const next = await hub.video.request(entry(hub, 'e', { groupPreferred: true }), NOW, newId());
    expect(next.status === 'matched' && next.partner.socketId).toBe('solo');
    // Two groupPreferred wait; asking for more pulls the older one at once.
    const older = entry(hub, 'g1', { groupPreferred: true, interests: ['x'], enqueuedAt: NOW - 5 });
    await hub.video.request(older, NOW, newId());
    await hub.video.request(
      entry(hub, 'g2', { groupPreferred: true, interests: ['y'] }),
      NOW,
      newId(),
    );
    const pulled = await hub.video.lookForMore('c', callId, NOW);
    expect(pulled.status === 'joined' && pulled.newcomer.socketId).toBe('g1');
    expect(ids(await hub.video.callOf('b'))).toEqual(['a', 'b', 'c', 'g1']);
    expect((await hub.video.request(older, NOW, newId(), true)).status).toBe('gone');
    expect(await hub.video.lookForMore('a', callId, NOW)).toEqual({ status: 'full' });
    expect(VIDEO_CALL_MAX_MEMBERS).toBe(4);
    // A member leaving reopens room, but the call only looks for more when asked again.
    const left = await hub.video.leaveCall('g1', RECENT);
    expect(left).toMatchObject({ callId, ended: false });
    expect(ids({ members: left!.remaining } as VideoCall)).toEqual(['a', 'b', 'c']);
    const g2 = await hub.video.request(
      entry(hub, 'g2', { groupPreferred: true, interests: ['y'] }),
      NOW,
      newId(),
      true,
    );
    expect(g2.status).toBe('waiting');
    const pulledAgain = await hub.video.lookForMore('a', callId, NOW);
    expect(pulledAgain.status === 'joined' && pulledAgain.newcomer.socketId).toBe('g2');
  });

  it('never lets an excluded or recent person join a call, either way', async () => {
    const hub = await makeHub();
    const a = entry(hub, 'a', { person: 'user:a', exclude: ['user:blocked'] });
    const callId = await pair(hub, a, entry(hub, 'b'));
    await hub.video.lookForMore('a', callId, NOW);
    const blocked = entry(hub, 'z', { person: 'user:blocked', groupPreferred: true });
    expect((await hub.video.request(blocked, NOW, newId())).status).toBe('waiting');
    expect((await hub.video.lookForMore('b', callId, NOW)).status).toBe('looking');
    await hub.video.leaveQueue('z');
    const blocker = entry(hub, 'y', { groupPreferred: true, exclude: ['visitor:b'] });
    expect((await hub.video.request(blocker, NOW, newId())).status).toBe('waiting');
    await hub.video.leaveQueue('y');
    expect((await hub.video.callOf('a'))?.members).toHaveLength(2);
    // Who just left a call does not come back into it for a while.
    const c = entry(hub, 'c', { groupPreferred: true });
    expect((await hub.video.request(c, NOW, newId())).status).toBe('joined');
    await hub.video.leaveCall('c', RECENT);
    await hub.video.lookForMore('a', callId, NOW);
    expect((await hub.video.request(c, NOW, newId())).status).toBe('waiting');
    expect((await hub.video.callOf('a'))?.members).toHaveLength(2);
  });

  it('ends the call when one would remain, and group members leave one by one', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    await hub.video.lookForMore('a', callId, NOW);
    await hub.video.request(entry(hub, 'c', { groupPreferred: true }), NOW, newId());
    const first = await hub.video.leaveCall('b', RECENT);
    expect(first?.ended).toBe(false);
    expect(first?.remaining.map((m) => m.socketId)).toEqual(['a', 'c']);
    expect(await hub.video.inCall(callId, ['a', 'c'])).toBe(true);
    const last = await hub.video.leaveCall('c', RECENT);
    expect(last?.ended).toBe(true);
    expect(last?.remaining.map((m) => m.socketId)).toEqual(['a']);
    expect(await hub.video.callOf('a')).toBeNull();
    expect(await hub.video.lookForMore('a', callId, NOW)).toEqual({ status: 'notMember' });
  });

  it('keeps the last messages of a live call only, for members only', async () => {
    const hub = await makeHub();
    const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
    expect(await hub.video.pushMessage(callId, 'stranger', 'x', 3)).toBeNull();
    expect(await hub.video.pushMessage(newId(), 'a', 'x', 3)).toBeNull();
    for (const text of ['1', '2', '3', '4']) {
      expect(await hub.video.pushMessage(callId, 'a', text, 3)).toEqual(['b']);
    }
    expect(await hub.video.messages(callId)).toEqual(['2', '3', '4']);
    await hub.video.leaveCall('a', RECENT);
    expect(await hub.video.messages(callId)).toEqual([]);
  });

  it('claims each waiting socket exactly once under concurrent requests', async () => {
    const hub = await makeHub();
    const sockets = Array.from({ length: 200 }, (_, index) => `s${index}`);
    const results = await Promise.all(
      sockets.map((id) => hub.video.request(entry(hub, id), NOW, newId())),
    );
    expect(partnersOf(results, sockets).size).toBe(200);
  });
}

/** A group call looking for more, and `count` groupPreferred requests racing for it. */
export async function raceForCall(hubs: Hub[], count: number) {
  const [hub] = hubs;
  const callId = await pair(hub, entry(hub, 'a'), entry(hub, 'b'));
  expect((await hub.video.lookForMore('a', callId, NOW)).status).toBe('looking');
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const on = hubs[index % hubs.length];
      return on.video.request(entry(on, `g${index}`, { groupPreferred: true }), NOW, newId());
    }),
  );
  const joined = results.filter((result) => result.status === 'joined');
  expect(joined).toHaveLength(1);
  expect((await hub.video.callOf('a'))?.members).toHaveLength(3);
  // The rest paired among themselves (one may wait).
  const matched = results.filter((result) => result.status === 'matched');
  expect(matched.length).toBe(Math.floor((count - 1) / 2));
}
