import { describe, expect, it } from 'vitest';
import type { MemberLeftCall } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { settled } from '../../test/social';
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
import { NOT_IN_CALL } from './calls';

const server = sharedTestServer();

const REPORTED = { ok: true, message: 'User reported successfully. Thank you for your feedback.' };
/** A report takes effect at once: the others hear of the leave within this. */
const AT_ONCE_MS = 1000;

const report = (reporter: Client, callId: string, reported: Client) =>
  ask(reporter, 'reportVideoMember', {
    callId,
    socketId: reported.id,
    reason: 'Showed something sexual',
    category: 'sexual',
  });

/** `from` offers to `to` in the call: ok only while both are members. */
const offer = (from: Client, to: Client, callId: string) =>
  ask(from, 'webrtc-offer', { offer: sdp('offer'), toSocketId: to.id, callId });

describe('reporting a video call member', () => {
  it('ends a one-to-one call for the reporter at once; the reported hears the call ended', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    const heardByReporter = record(a);
    const left = nextEvent<MemberLeftCall>(b, 'memberLeftCall');
    const started = performance.now();
    expect(await report(a, callId, b)).toEqual(REPORTED);
    expect(await left).toEqual({ callId, socketId: a.id, callEnded: true });
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    // Neither is in the call any more: nothing is relayed between them, either way.
    const notInCall = { ok: false, message: NOT_IN_CALL };
    expect(await offer(a, b, callId)).toMatchObject({ ok: false });
    expect(await offer(b, a, callId)).toMatchObject({ ok: false });
    expect(await ask(a, 'sendVideoChatMessage', { message: 'still there?', callId })).toEqual(
      notInCall,
    );
    await settled(a);
    // The reporter's leave is its own: it is not told that someone left.
    expect(payloadsOf(heardByReporter, 'memberLeftCall')).toEqual([]);
    await leave(a, b);
  });

  it('in a group the reporter leaves; the others, the reported among them, go on', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    expect(await ask(a, 'requestAddUserToCall', callId)).toEqual({ ok: true });
    const c = await server.socket();
    const joined = nextEvent(c, 'existingMembersInCall');
    expect(await requestVideoMatch(server.url, c, { groupPreferred: true })).toEqual({ ok: true });
    await joined;
    const heardByReporter = record(c);
    const left = [a, b].map((member) => nextEvent<MemberLeftCall>(member, 'memberLeftCall'));
    const started = performance.now();
    // c reports b: c leaves the call; a and b hear so, and the call goes on for them.
    expect(await report(c, callId, b)).toEqual(REPORTED);
    const stayed = { callId, socketId: c.id, callEnded: false };
    expect(await Promise.all(left)).toEqual([stayed, stayed]);
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    await settled(c);
    expect(payloadsOf(heardByReporter, 'memberLeftCall')).toEqual([]);
    expect(await offer(c, b, callId)).toMatchObject({ ok: false });
    expect(await offer(c, a, callId)).toMatchObject({ ok: false });
    // a and b are still in the call together.
    expect(await offer(a, b, callId)).toEqual({ ok: true });
    await leave(a, b, c);
  });

  it('refuses a second report from the reporter, who is no longer in the call', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    expect(await report(a, callId, b)).toEqual(REPORTED);
    expect(await report(a, callId, b)).toEqual({
      ok: false,
      message: 'You can only report a member of your call.',
    });
    await leave(a, b);
  });
});
