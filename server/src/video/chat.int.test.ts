import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { VideoChatMessage } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { collect, settled } from '../../test/social';
import { ask, leave, query, requestVideoMatch, rowsContaining, videoPair } from '../../test/video';

// Reporters on distinct addresses (X-Forwarded-For from a trusted proxy hop) count apart.
const server = sharedTestServer({ TRUST_PROXY: 'true' });

const REPORTED = { ok: true, message: 'User reported successfully. Thank you for your feedback.' };

/** A group call of three new sockets. */
async function groupOfThree() {
  const a = await server.socket();
  const b = await server.socket();
  const [{ callId }] = await videoPair(server.url, a, b);
  await ask(a, 'requestAddUserToCall', callId);
  const c = await server.socket();
  const joined = nextEvent(c, 'existingMembersInCall');
  await requestVideoMatch(server.url, c, { groupPreferred: true });
  await joined;
  return { a, b, c, callId };
}

describe('video call text chat', () => {
  it('relays to every other member, filtered, and never stores it', async () => {
    const { a, b, c, callId } = await groupOfThree();
    const marker = `secret-${Date.now()}`;
    const ownCopy = collect(a, 'receiveVideoChatMessage');
    const heard = [b, c].map((socket) =>
      nextEvent<VideoChatMessage>(socket, 'receiveVideoChatMessage'),
    );
    expect(await ask(a, 'sendVideoChatMessage', { message: marker, callId })).toEqual({
      ok: true,
      message: marker,
    });
    expect(await Promise.all(heard)).toEqual([
      { message: marker, sender: a.id, callId },
      { message: marker, sender: a.id, callId },
    ]);
    const rude = nextEvent<VideoChatMessage>(a, 'receiveVideoChatMessage');
    const reply = await ask<{ message: string }>(b, 'sendVideoChatMessage', {
      message: 'you are a fucking idiot',
      callId,
    });
    expect(reply.ok && reply.message).not.toContain('fucking');
    expect((await rude).message).toBe(reply.ok && reply.message);
    expect((await rude).message).not.toContain('fucking');
    // Blank, oversize, or into another call: refused.
    expect((await ask(a, 'sendVideoChatMessage', { message: '   ', callId })).ok).toBe(false);
    const long = 'x'.repeat(1001);
    expect((await ask(a, 'sendVideoChatMessage', { message: long, callId })).ok).toBe(false);
    const outsider = await server.socket();
    expect(await ask(outsider, 'sendVideoChatMessage', { message: 'hi', callId })).toEqual({
      ok: false,
      message: 'You are not in this call.',
    });
    // A call message is sent to the members before the sender's ack.
    await settled(a);
    expect(ownCopy).toEqual([{ message: reply.ok && reply.message, sender: b.id, callId }]);
    await leave(a, b, c, outsider);
    expect(await rowsContaining(server, marker)).toEqual([]);
  });
});

describe('reporting a video call member', () => {
  it('files a report with the call messages and refuses anyone outside the call', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    const marker = `evidence-${Date.now()}`;
    const heard = nextEvent(a, 'receiveVideoChatMessage');
    await ask(b, 'sendVideoChatMessage', { message: marker, callId });
    await heard;
    await ask(a, 'sendVideoChatMessage', { message: 'please stop', callId });
    const stranger = await server.socket();
    const refused = { ok: false, message: 'You can only report a member of your call.' };
    const report = (socketId: string | undefined, call = callId) => ({
      callId: call,
      socketId,
      reason: 'Abusive',
    });
    expect(await ask(a, 'reportVideoMember', report(stranger.id))).toEqual(refused);
    expect(await ask(a, 'reportVideoMember', report(a.id))).toEqual(refused);
    expect(await ask(stranger, 'reportVideoMember', report(b.id))).toEqual(refused);
    expect(await ask(a, 'reportVideoMember', report(b.id, crypto.randomUUID()))).toEqual(refused);
    expect((await ask(a, 'reportVideoMember', { callId, socketId: b.id, reason: ' ' })).ok).toBe(
      false,
    );
    expect(await ask(a, 'reportVideoMember', report(b.id))).toEqual(REPORTED);
    const rows = await query<{ evidence: unknown; reason: string }>(
      server,
      sql`SELECT evidence, reason FROM reports WHERE context = 'video' AND evidence::text LIKE ${`%${marker}%`}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].reason).toBe('Abusive');
    expect(rows[0].evidence).toEqual([
      expect.objectContaining({ from: 'reported', content: marker }),
      expect.objectContaining({ from: 'reporter', content: 'please stop' }),
    ]);
    await leave(a, b, stranger);
  });

  it('suspends someone reported by three people from video and text chat', async () => {
    const target = await server.socket();
    for (let round = 0; round < 3; round += 1) {
      const reporter = await server.socket(undefined, {
        headers: { 'x-forwarded-for': `203.0.113.${round + 1}` },
      });
      const [{ callId }] = await videoPair(server.url, target, reporter, [
        round === 0 ? {} : { captcha: null },
        {},
      ]);
      // The report takes the reporter out of the call: the target hears so.
      const parted = nextEvent(target, 'memberLeftCall');
      expect(
        await ask(reporter, 'reportVideoMember', { callId, socketId: target.id, reason: 'Rude' }),
      ).toEqual(REPORTED);
      await parted;
      reporter.disconnect();
    }
    const suspended = { ok: false, message: 'You are temporarily suspended from anonymous chat.' };
    expect(
      await ask(target, 'requestMatch', { groupPreferred: false, interests: [] }),
    ).toMatchObject(suspended);
    expect(await ask(target, 'requestAnonymousMatch', { interests: [] })).toMatchObject(suspended);
    await leave(target);
  });
});
