import { describe, expect, it } from 'vitest';
import type { MatchFound, MemberLeftCall } from '@serendip/protocol';
import { nextEvent, untilGoneFromServer, sharedTestServer, TestClient } from '../../test/support';
import { solveCaptcha } from '../../test/captcha';
import { collect, settled, signUp } from '../../test/social';
import {
  ask,
  leave,
  payloadsOf,
  record,
  requestVideoMatch,
  sdp,
  videoPair,
} from '../../test/video';
import { defaultTrustWeights } from '../trust/weights';

const server = sharedTestServer({ ANONYMOUS_WIDEN_MS: '300' });

const CAPTCHA_FAILED = { ok: false, message: 'Captcha verification failed. Please try again.' };

describe('video matching', () => {
  it('never pairs anyone with a socket that left while its request was in flight', async () => {
    // Sockets that leave 0-39 ms after asking: some leave while the server is between the
    // request's checks and its queue write (the Redis video bench's lost matchFound).
    const ghosts = await Promise.all(Array.from({ length: 40 }, () => server.socket()));
    const ghostIds = ghosts.map((ghost) => ghost.id!);
    const captchas = await Promise.all(ghosts.map(() => solveCaptcha(new TestClient(server.url))));
    await Promise.all(
      ghosts.map(async (ghost, index) => {
        const captcha = captchas[index];
        ghost.emit('requestMatch', { groupPreferred: false, interests: [], captcha }, () => {});
        await new Promise((resolve) => setTimeout(resolve, index));
        ghost.disconnect();
      }),
    );
    await untilGoneFromServer(ghosts, ghostIds);
    const next = await server.socket();
    const heard = Promise.race([
      nextEvent(next, 'waitingForMatch').then(() => 'waiting'),
      nextEvent(next, 'matchFound').then(() => 'paired with a ghost'),
    ]);
    expect((await requestVideoMatch(server.url, next)).ok).toBe(true);
    expect(await heard).toBe('waiting');
    next.disconnect();
  });

  it('refuses a missing, wrong or reused captcha, then needs none to requeue', async () => {
    const socket = await server.socket();
    expect(await requestVideoMatch(server.url, socket, { captcha: null })).toEqual(CAPTCHA_FAILED);
    expect(await requestVideoMatch(server.url, socket, { captcha: 'not-a-payload' })).toEqual(
      CAPTCHA_FAILED,
    );
    const callId = crypto.randomUUID();
    expect(await ask(socket, 'skip-video-call', callId)).toEqual(CAPTCHA_FAILED);
    const payload = await solveCaptcha(new TestClient(server.url));
    const other = await server.socket();
    expect(
      await requestVideoMatch(server.url, other, { interests: ['Zeta'], captcha: payload }),
    ).toEqual({ ok: true });
    expect(await requestVideoMatch(server.url, socket, { captcha: payload })).toEqual(
      CAPTCHA_FAILED,
    );
    // After one success the same socket requeues without a captcha, by request or by skip.
    expect(await requestVideoMatch(server.url, other, { captcha: null })).toEqual({ ok: true });
    expect(await ask(other, 'skip-video-call', callId)).toEqual({ ok: true });
    await leave(socket, other);
  });

  it('validates the payload', async () => {
    const socket = await server.socket();
    const tooMany = Array.from({ length: 11 }, (_, i) => `i${i}`);
    expect((await requestVideoMatch(server.url, socket, { interests: tooMany })).ok).toBe(false);
    const long = ['x'.repeat(41)];
    expect((await requestVideoMatch(server.url, socket, { interests: long })).ok).toBe(false);
    expect((await ask(socket, 'requestMatch', { interests: [] })).ok).toBe(false);
    expect((await ask(socket, 'skip-video-call', 'not-a-call')).ok).toBe(false);
    await leave(socket);
  });

  it('pairs two strangers: the one who found the waiting one offers', async () => {
    const waiting = await server.socket();
    const finder = await server.socket();
    const queued = nextEvent(waiting, 'waitingForMatch');
    expect(await requestVideoMatch(server.url, waiting)).toEqual({ ok: true });
    expect(await queued).toEqual({ widened: true });
    const [callee, caller] = await Promise.all([
      nextEvent<MatchFound>(waiting, 'matchFound'),
      nextEvent<MatchFound>(finder, 'matchFound'),
      requestVideoMatch(server.url, finder),
    ]);
    // New visitors' video stays blurred longer for each other (an optional extra).
    const blur = defaultTrustWeights.effects.extraBlurMs.new;
    expect(caller).toEqual({
      callId: expect.any(String),
      members: [waiting.id],
      isCaller: true,
      isGroupCall: false,
      sharedInterests: [],
      blurMs: { [waiting.id!]: blur },
    });
    expect(callee).toEqual({
      ...caller,
      members: [finder.id],
      isCaller: false,
      blurMs: { [finder.id!]: blur },
    });
    // The call is live for both: the caller's offer reaches the callee.
    const offer = nextEvent(waiting, 'webrtc-offer');
    const { callId } = caller;
    expect(
      await ask(finder, 'webrtc-offer', { offer: sdp('offer'), toSocketId: waiting.id, callId }),
    ).toEqual({ ok: true });
    expect(await offer).toEqual({ offer: sdp('offer'), fromSocketId: finder.id, callId });
    await leave(waiting, finder);
  });

  it('prefers a shared interest, tells who waits, and widens after the delay', async () => {
    const chess = await server.socket();
    const music = await server.socket();
    const me = await server.socket();
    const waiting = nextEvent(chess, 'waitingForMatch');
    await requestVideoMatch(server.url, chess, { interests: ['Chess'] });
    expect(await waiting).toEqual({ widened: false });
    // Listened for from here: the widen delay may pass while the others are matched.
    const widened = nextEvent(chess, 'waitingForMatch', 5000);
    await requestVideoMatch(server.url, music, { interests: ['Music'] });
    const [mine, theirs] = await Promise.all([
      nextEvent<MatchFound>(me, 'matchFound'),
      nextEvent<MatchFound>(music, 'matchFound'),
      requestVideoMatch(server.url, me, { interests: ['music', 'Art'] }),
    ]);
    expect(mine).toMatchObject({ sharedInterests: ['music'], members: [music.id] });
    expect(theirs).toMatchObject({ sharedInterests: ['Music'], isCaller: false });
    // Chess waits alone; after the widen delay anyone will do.
    expect(await widened).toEqual({ widened: true });
    const late = await server.socket();
    const [chessMatch] = await Promise.all([
      nextEvent<MatchFound>(chess, 'matchFound'),
      requestVideoMatch(server.url, late),
    ]);
    expect(chessMatch).toMatchObject({ sharedInterests: [], members: [late.id] });
    await leave(chess, music, me, late);
  });

  it('skip leaves, requeues at once, and never meets the one skipped again', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [found] = await videoPair(server.url, a, b);
    const left = nextEvent<MemberLeftCall>(b, 'memberLeftCall');
    const requeued = nextEvent(a, 'waitingForMatch');
    const matchedAgain = collect(a, 'matchFound');
    expect(await ask(a, 'skip-video-call', found.callId)).toEqual({ ok: true });
    expect(await left).toEqual({ callId: found.callId, socketId: a.id, callEnded: true });
    expect(await requeued).toEqual({ widened: true });
    // b asks again at once: a waits, but they parted just now. b is told it waits, which it is
    // not when it meets someone.
    const bWaits = collect(b, 'waitingForMatch');
    expect(await ask(b, 'requestMatch', { groupPreferred: false, interests: [] })).toEqual({
      ok: true,
    });
    await settled(a, b);
    expect(bWaits).toHaveLength(1);
    expect(matchedAgain).toEqual([]);
    // A third person meets the one who waited longest: a.
    const c = await server.socket();
    const [forA, forC] = await Promise.all([
      nextEvent<MatchFound>(a, 'matchFound'),
      nextEvent<MatchFound>(c, 'matchFound'),
      requestVideoMatch(server.url, c),
    ]);
    expect(forA.members).toEqual([c.id]);
    expect(forC.isCaller).toBe(true);
    // A skip naming a call one is not in (any more) does not end the current one.
    expect(await ask(a, 'skip-video-call', found.callId)).toMatchObject({
      ok: false,
      message: 'You are not in this call.',
    });
    await leave(a, b, c);
  });

  it('ending a call or cancelling leaves without requeueing', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [found] = await videoPair(server.url, a, b);
    const heardA = record(a);
    const left = nextEvent<MemberLeftCall>(a, 'memberLeftCall');
    expect(await ask(b, 'video-call-ended', found.callId)).toEqual({ ok: true });
    expect(await left).toEqual({ callId: found.callId, socketId: b.id, callEnded: true });
    // Neither waits now: a newcomer waits alone, and then cancels.
    const c = await server.socket();
    const queued = nextEvent(c, 'waitingForMatch');
    await requestVideoMatch(server.url, c);
    await queued;
    expect(await ask(c, 'cancelVideoMatch')).toEqual({ ok: true });
    const d = await server.socket();
    const heardD = record(d);
    await requestVideoMatch(server.url, d);
    await settled(a, d);
    expect(heardD.map((entry) => entry.event)).toEqual(['waitingForMatch']);
    expect(payloadsOf(heardA, 'matchFound')).toEqual([]);
    await leave(a, b, c, d);
  });

  it('tells the others when a member closes the tab, and the call is gone', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [found] = await videoPair(server.url, a, b);
    const gone = nextEvent<MemberLeftCall>(b, 'memberLeftCall');
    const aId = a.id;
    a.disconnect();
    expect(await gone).toEqual({ callId: found.callId, socketId: aId, callEnded: true });
    const message = { message: 'still there?', callId: found.callId };
    expect(await ask(b, 'sendVideoChatMessage', message)).toEqual({
      ok: false,
      message: 'You are not in this call.',
    });
    await leave(b);
  });

  it('never pairs people who blocked each other, nor two tabs of one person', async () => {
    const alice = await signUp(server.url, 'alice');
    const bob = await signUp(server.url, 'bob');
    expect((await alice.client.put(`/api/users/block/${bob.id}`)).status).toBeLessThan(300);
    const a = await server.socket(alice.token);
    const a2 = await server.socket(alice.token);
    const b = await server.socket(bob.token);
    const matched = [...[a, a2, b].map((socket) => collect(socket, 'matchFound'))];
    const waits = [a, a2, b].map((socket) => collect(socket, 'waitingForMatch'));
    await requestVideoMatch(server.url, a);
    await requestVideoMatch(server.url, a2);
    await requestVideoMatch(server.url, b);
    // Each was told it waits: none of the three requests met anyone.
    await settled(a, a2, b);
    expect(waits.map((heard) => heard.length)).toEqual([1, 1, 1]);
    expect(matched.flat()).toEqual([]);
    await leave(a, a2, b);
  });
});
