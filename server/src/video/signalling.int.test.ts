import { describe, expect, it } from 'vitest';
import { WEBRTC_CANDIDATE_MAX_LENGTH, WEBRTC_SDP_MAX_LENGTH } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { collect, settled } from '../../test/social';
import { ask, candidate, leave, sdp, videoPair, type Client } from '../../test/video';

const server = sharedTestServer();

const REFUSED = {
  ok: false,
  message: 'You can only signal to another member of your call.',
};

/** Records every signal a socket receives. */
function signals(socket: Client) {
  return [
    ...['webrtc-offer', 'webrtc-answer', 'webrtc-ice-candidate'].map((event) =>
      collect(socket, event),
    ),
  ];
}

describe('WebRTC signalling', () => {
  it('relays offers, answers and candidates between the members of a call', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    const offered = nextEvent(a, 'webrtc-offer');
    expect(
      await ask(b, 'webrtc-offer', { offer: sdp('offer', 5000), toSocketId: a.id, callId }),
    ).toEqual({ ok: true });
    expect(await offered).toEqual({ offer: sdp('offer', 5000), fromSocketId: b.id, callId });
    const answered = nextEvent(b, 'webrtc-answer');
    await ask(a, 'webrtc-answer', { answer: sdp('answer'), toSocketId: b.id, callId });
    expect(await answered).toEqual({ answer: sdp('answer'), fromSocketId: a.id, callId });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const heard = nextEvent(to, 'webrtc-ice-candidate');
      expect(
        await ask(from, 'webrtc-ice-candidate', {
          candidate: candidate(),
          toSocketId: to.id,
          callId,
        }),
      ).toEqual({ ok: true });
      expect(await heard).toEqual({ candidate: candidate(), fromSocketId: from.id, callId });
    }
    // The end of candidates is an empty candidate string.
    const end = nextEvent(b, 'webrtc-ice-candidate');
    await ask(a, 'webrtc-ice-candidate', { candidate: candidate(''), toSocketId: b.id, callId });
    expect(await end).toMatchObject({ candidate: { candidate: '' } });
    await leave(a, b);
  });

  it('refuses signals to or from anyone outside the call', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const c = await server.socket();
    const d = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    const [{ callId: otherCall }] = await videoPair(server.url, c, d);
    const stranger = await server.socket();
    const heard = [a, b, c, d, stranger].map(signals);
    const offer = (toSocketId: string | undefined, call: string) => ({
      offer: sdp('offer'),
      toSocketId,
      callId: call,
    });
    // A stranger in no call, to a member; a member to a stranger.
    expect(await ask(stranger, 'webrtc-offer', offer(a.id, callId))).toEqual(REFUSED);
    expect(await ask(a, 'webrtc-offer', offer(stranger.id, callId))).toEqual(REFUSED);
    // Across calls, whichever call id is named.
    expect(await ask(a, 'webrtc-offer', offer(c.id, callId))).toEqual(REFUSED);
    expect(await ask(a, 'webrtc-offer', offer(c.id, otherCall))).toEqual(REFUSED);
    expect(await ask(c, 'webrtc-offer', offer(a.id, otherCall))).toEqual(REFUSED);
    // The right peer under a wrong call id, an unknown call, and oneself.
    expect(await ask(a, 'webrtc-offer', offer(b.id, otherCall))).toEqual(REFUSED);
    expect(await ask(a, 'webrtc-offer', offer(b.id, crypto.randomUUID()))).toEqual(REFUSED);
    expect(await ask(a, 'webrtc-offer', offer(a.id, callId))).toEqual(REFUSED);
    const answer = { answer: sdp('answer'), toSocketId: a.id, callId };
    expect(await ask(stranger, 'webrtc-answer', answer)).toEqual(REFUSED);
    const trickle = { candidate: candidate(), toSocketId: a.id, callId };
    expect(await ask(c, 'webrtc-ice-candidate', trickle)).toEqual(REFUSED);
    // After leaving, the former members cannot reach each other.
    const left = nextEvent(b, 'memberLeftCall');
    expect(await ask(a, 'video-call-ended', callId)).toEqual({ ok: true });
    await left;
    expect(await ask(a, 'webrtc-offer', offer(b.id, callId))).toEqual(REFUSED);
    expect(await ask(b, 'webrtc-ice-candidate', { ...trickle, toSocketId: a.id })).toEqual(REFUSED);
    // A relayed signal is sent to its socket before the sender's ack.
    await settled(a, b, c, d, stranger);
    expect(heard.flat(2)).toEqual([]);
    await leave(a, b, c, d, stranger);
  });

  it('refuses oversize or malformed signals', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    const heard = signals(b);
    const to = { toSocketId: b.id, callId };
    const cases: Array<[Parameters<typeof ask>[1], unknown]> = [
      ['webrtc-offer', { offer: sdp('offer', WEBRTC_SDP_MAX_LENGTH + 1), ...to }],
      ['webrtc-offer', { offer: sdp('answer'), ...to }],
      ['webrtc-offer', { offer: { type: 'offer', sdp: '' }, ...to }],
      ['webrtc-offer', { offer: sdp('offer'), toSocketId: b.id, callId: 'nope' }],
      ['webrtc-offer', { offer: sdp('offer'), toSocketId: 'room name!', callId }],
      ['webrtc-answer', { answer: sdp('answer', WEBRTC_SDP_MAX_LENGTH + 1), ...to }],
      [
        'webrtc-ice-candidate',
        { candidate: candidate('x'.repeat(WEBRTC_CANDIDATE_MAX_LENGTH + 1)), ...to },
      ],
      ['webrtc-ice-candidate', { candidate: 'candidate:1', ...to }],
      ['webrtc-offer', 'not an object'],
    ];
    for (const [event, payload] of cases)
      expect(
        (await ask(a, event, payload)).ok,
        `${event} ${JSON.stringify(payload).slice(0, 80)}`,
      ).toBe(false);
    // At the limit it passes.
    const largest = { offer: sdp('offer', WEBRTC_SDP_MAX_LENGTH), ...to };
    expect(await ask(a, 'webrtc-offer', largest)).toEqual({ ok: true });
    await settled(b);
    expect(heard.flat(2)).toHaveLength(1);
    await leave(a, b);
  });
});

describe('WebRTC signalling rate limits', () => {
  const limited = sharedTestServer({ RATE_LIMITS: 'on' });

  it('allows a real trickle of candidates, then refuses a flood', async () => {
    const a = await limited.socket();
    const b = await limited.socket();
    const [{ callId }] = await videoPair(limited.url, a, b);
    const trickle = { candidate: candidate(), toSocketId: b.id, callId };
    const replies = await Promise.all(
      Array.from({ length: 201 }, () => ask(a, 'webrtc-ice-candidate', trickle)),
    );
    expect(replies.slice(0, 200).every((reply) => reply.ok)).toBe(true);
    expect(replies[200]).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many/) });
    // Offers and answers have their own, smaller allowance.
    const offers = await Promise.all(
      Array.from({ length: 41 }, () =>
        ask(a, 'webrtc-offer', { offer: sdp('offer'), toSocketId: b.id, callId }),
      ),
    );
    expect(offers.filter((reply) => reply.ok)).toHaveLength(40);
    // Another socket's allowance is its own.
    const back = { candidate: candidate(), toSocketId: a.id, callId };
    expect(await ask(b, 'webrtc-ice-candidate', back)).toEqual({ ok: true });
    await leave(a, b);
  });
});
