import { describe, expect, it } from 'vitest';
import type {
  ExistingMembersInCall,
  MatchFound,
  MemberLeftCall,
  NewMemberJoinedCall,
} from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { eventually, settled } from '../../test/social';
import {
  ask,
  leave,
  payloadsOf,
  record,
  requestVideoMatch,
  sdp,
  videoPair,
  type Client,
} from '../../test/video';
import { defaultTrustWeights } from '../trust/weights';

/** How much longer a new visitor's video stays blurred for the others (trust/). */
const BLUR = defaultTrustWeights.effects.extraBlurMs.new;

const server = sharedTestServer();

/** A one-to-one call between two new sockets that asked for a third. */
async function callLookingForMore() {
  const a = await server.socket();
  const b = await server.socket();
  const [found] = await videoPair(server.url, a, b);
  const { callId } = found;
  const told = [nextEvent(a, 'callLookingForMore'), nextEvent(b, 'callLookingForMore')];
  expect(await ask(a, 'requestAddUserToCall', callId)).toEqual({ ok: true });
  expect(await Promise.all(told)).toEqual([callId, callId]);
  return { a, b, callId };
}

/** A groupPreferred newcomer asks and joins; resolves with what the newcomer heard. */
async function joinAsNewcomer(socket: Client) {
  const heard = record(socket);
  const existing = nextEvent<ExistingMembersInCall>(socket, 'existingMembersInCall');
  expect(await requestVideoMatch(server.url, socket, { groupPreferred: true })).toEqual({
    ok: true,
  });
  await existing;
  return heard;
}

describe('group video calls', () => {
  it('lets a groupPreferred newcomer join a call looking for more; the newcomer offers', async () => {
    const { a, b, callId } = await callLookingForMore();
    // Someone not open to groups does not join; they wait.
    const solo = await server.socket();
    const soloQueued = nextEvent(solo, 'waitingForMatch');
    await requestVideoMatch(server.url, solo);
    await soloQueued;
    const c = await server.socket();
    const joinedA = nextEvent<NewMemberJoinedCall>(a, 'newMemberJoinedCall');
    const joinedB = nextEvent<NewMemberJoinedCall>(b, 'newMemberJoinedCall');
    const heard = await joinAsNewcomer(c);
    const members = [a.id, b.id];
    expect(heard.map((entry) => entry.event)).toEqual(['matchFound', 'existingMembersInCall']);
    // New visitors' video stays blurred longer (an optional extra): each hears of the others'.
    expect(payloadsOf<MatchFound>(heard, 'matchFound')).toEqual([
      {
        callId,
        members,
        isCaller: true,
        isGroupCall: true,
        sharedInterests: [],
        blurMs: { [a.id!]: BLUR, [b.id!]: BLUR },
      },
    ]);
    expect(payloadsOf(heard, 'existingMembersInCall')).toEqual([{ callId, members }]);
    const joined = { callId, member: c.id, socketId: c.id, blurMs: BLUR };
    expect(await joinedA).toEqual(joined);
    expect(await joinedB).toEqual(joined);
    // The newcomer offers to each member; each answers.
    for (const member of [a, b]) {
      const offered = nextEvent(member, 'webrtc-offer');
      const offer = { offer: sdp('offer'), toSocketId: member.id, callId };
      expect(await ask(c, 'webrtc-offer', offer)).toEqual({ ok: true });
      expect(await offered).toEqual({ offer: sdp('offer'), fromSocketId: c.id, callId });
      const answered = nextEvent(c, 'webrtc-answer');
      const answer = { answer: sdp('answer'), toSocketId: c.id, callId };
      expect(await ask(member, 'webrtc-answer', answer)).toEqual({ ok: true });
      expect(await answered).toEqual({ answer: sdp('answer'), fromSocketId: member.id, callId });
    }
    // One joined: the call no longer looks for more, so the next groupPreferred one pairs with solo.
    const d = await server.socket();
    const [forD] = await Promise.all([
      nextEvent<MatchFound>(d, 'matchFound'),
      requestVideoMatch(server.url, d, { groupPreferred: true }),
    ]);
    expect(forD).toMatchObject({ isGroupCall: false, members: [solo.id] });
    await leave(a, b, c, solo, d);
  });

  it('pulls the oldest groupPreferred socket waiting into the call at once', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [found] = await videoPair(server.url, a, b);
    const { callId } = found;
    const first = await server.socket();
    const second = await server.socket();
    // Different interests, so the two wait instead of meeting each other.
    for (const [socket, interest] of [
      [first, 'Opera'],
      [second, 'Rugby'],
    ] as const) {
      const queued = nextEvent(socket, 'waitingForMatch');
      await requestVideoMatch(server.url, socket, { groupPreferred: true, interests: [interest] });
      await queued;
    }
    const heardA = record(a);
    const heardFirst = record(first);
    const heardSecond = record(second);
    expect(await ask(b, 'requestAddUserToCall', callId)).toEqual({ ok: true });
    await eventually(() => expect(heardFirst).toHaveLength(2));
    expect(heardFirst.map((entry) => entry.event)).toEqual(['matchFound', 'existingMembersInCall']);
    expect(payloadsOf(heardFirst, 'matchFound')).toEqual([
      {
        callId,
        members: [a.id, b.id],
        isCaller: true,
        isGroupCall: true,
        sharedInterests: [],
        blurMs: { [a.id!]: BLUR, [b.id!]: BLUR },
      },
    ]);
    await eventually(() => expect(heardA).toHaveLength(2));
    expect(heardA).toEqual([
      { event: 'callLookingForMore', payload: callId },
      {
        event: 'newMemberJoinedCall',
        payload: { callId, member: first.id, socketId: first.id, blurMs: BLUR },
      },
    ]);
    // Only the oldest waiting socket was pulled in: had the same request pulled the second in
    // too, it would have heard by now.
    await settled(second);
    expect(heardSecond).toEqual([]);
    await leave(a, b, first, second);
  });

  it('holds at most four, and only members may ask for more', async () => {
    const { a, b, callId } = await callLookingForMore();
    const c = await server.socket();
    await joinAsNewcomer(c);
    const stranger = await server.socket();
    expect(await ask(stranger, 'requestAddUserToCall', callId)).toEqual({
      ok: false,
      message: 'You are not in this call.',
    });
    expect(await ask(c, 'requestAddUserToCall', callId)).toEqual({ ok: true });
    const d = await server.socket();
    await joinAsNewcomer(d);
    expect(await ask(d, 'requestAddUserToCall', callId)).toEqual({
      ok: false,
      message: 'This call is full.',
    });
    // A fifth who is open to groups waits instead of joining.
    const e = await server.socket();
    const heardE = record(e);
    // waitingForMatch comes only when the request neither joined a call nor met anyone.
    expect(await requestVideoMatch(server.url, e, { groupPreferred: true })).toEqual({ ok: true });
    await settled(e);
    expect(heardE.map((entry) => entry.event)).toEqual(['waitingForMatch']);
    await leave(a, b, c, d, e, stranger);
  });

  it('keeps a group call while two remain, and ends it for the last one', async () => {
    const { a, b, callId } = await callLookingForMore();
    const c = await server.socket();
    await joinAsNewcomer(c);
    const leftA = nextEvent<MemberLeftCall>(a, 'memberLeftCall');
    const leftC = nextEvent<MemberLeftCall>(c, 'memberLeftCall');
    expect(await ask(b, 'video-call-ended', callId)).toEqual({ ok: true });
    expect(await leftA).toEqual({ callId, socketId: b.id, callEnded: false });
    expect(await leftC).toEqual({ callId, socketId: b.id, callEnded: false });
    // a and c still talk; b is out.
    const message = { message: 'just us', callId };
    expect(await ask(a, 'sendVideoChatMessage', message)).toEqual({ ok: true, message: 'just us' });
    expect((await ask(b, 'sendVideoChatMessage', message)).ok).toBe(false);
    const ended = nextEvent<MemberLeftCall>(a, 'memberLeftCall');
    const cId = c.id;
    c.disconnect();
    expect(await ended).toEqual({ callId, socketId: cId, callEnded: true });
    expect((await ask(a, 'requestAddUserToCall', callId)).ok).toBe(false);
    await leave(a, b);
  });
});
