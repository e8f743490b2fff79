import { describe, expect, it } from 'vitest';
import type { MemberMediaState } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { collect } from '../../test/social';
import { ask, leave, requestVideoMatch, videoPair } from '../../test/video';

const server = sharedTestServer();

describe('call media state (mute and camera off)', () => {
  it('reaches every other member of the call, never the sender or anyone outside', async () => {
    const a = await server.socket();
    const b = await server.socket();
    const [{ callId }] = await videoPair(server.url, a, b);
    await ask(a, 'requestAddUserToCall', callId);
    const c = await server.socket();
    const joined = nextEvent(c, 'existingMembersInCall');
    await requestVideoMatch(server.url, c, { groupPreferred: true });
    await joined;
    const outsider = await server.socket();
    const ownCopy = collect(a, 'memberMediaState');
    const outsiderHeard = collect(outsider, 'memberMediaState');

    const heard = [b, c].map((socket) => nextEvent<MemberMediaState>(socket, 'memberMediaState'));
    expect(await ask(a, 'callMediaState', { callId, audio: false, video: true })).toEqual({
      ok: true,
    });
    const state = { callId, socketId: a.id, audio: false, video: true };
    expect(await Promise.all(heard)).toEqual([state, state]);

    // The others' state does reach the sender; an ack-bounded round trip orders what a heard.
    const back = nextEvent<MemberMediaState>(a, 'memberMediaState');
    expect(await ask(b, 'callMediaState', { callId, audio: true, video: false })).toEqual({
      ok: true,
    });
    expect(await back).toEqual({ callId, socketId: b.id, audio: true, video: false });
    expect(ownCopy).toEqual([{ callId, socketId: b.id, audio: true, video: false }]);

    const notInCall = { ok: false, message: 'You are not in this call.' };
    expect(await ask(outsider, 'callMediaState', { callId, audio: false, video: false })).toEqual(
      notInCall,
    );
    expect(
      await ask(a, 'callMediaState', { callId: crypto.randomUUID(), audio: true, video: true }),
    ).toEqual(notInCall);
    expect((await ask(a, 'callMediaState', { callId, audio: 'no', video: true })).ok).toBe(false);
    expect((await ask(a, 'callMediaState', { callId: 'x', audio: true, video: true })).ok).toBe(
      false,
    );
    expect(outsiderHeard).toEqual([]);
    await leave(a, b, c, outsider);
  });
});
