import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSummary } from '@serendip/protocol';
import {
  nextEvent,
  serverOfTestSocket,
  startTestServer,
  type TestServer,
} from '../../test/support';
import { signUp } from '../../test/social';
import { ask, pairUp } from '../../test/anonymous';
import { moderate, staffMember } from '../../test/moderation';
import { loginWith } from '../../test/moderationActions';

/**
 * A visitor who signs up mid-chat keeps the chat on the visitor's socket and lends it the new
 * sign-in (adoptSession) for the reveal and the friend request only.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REVEAL_NEEDS_LOGIN = 'You must be logged in to reveal your profile.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

describe('adoptSession', () => {
  it('lets visitors who signed up mid-chat reveal and befriend on the same socket', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const alice = await signUp(server.url, 'alice');
    // Signed up, not yet adopted: still a visitor.
    expect(await ask(a, 'revealProfile')).toEqual({ ok: false, message: REVEAL_NEEDS_LOGIN });

    expect(await ask(a, 'adoptSession', { token: alice.token })).toEqual({ ok: true });
    const revealed = nextEvent<UserSummary>(b, 'partnerProfileRevealed');
    expect(await ask(a, 'revealProfile')).toEqual({ ok: true });
    expect(await revealed).toEqual({
      _id: alice.id,
      username: alice.username,
      profilePicture: expect.any(String),
    });

    const bob = await signUp(server.url, 'bob');
    const early = nextEvent<string>(b, 'friendRequestError');
    await ask(b, 'sendFriendRequestFromAnonymousChat', alice.id);
    expect(await early).toBe('Please log in to send a friend request.');
    expect(await ask(b, 'adoptSession', { token: bob.token })).toEqual({ ok: true });
    const sent = nextEvent<string>(b, 'friendRequestSent');
    expect(await ask(b, 'sendFriendRequestFromAnonymousChat', alice.id)).toEqual({
      ok: true,
      message: 'Friend request sent.',
    });
    expect(await sent).toBe('Friend request sent.');
    const requests = await alice.client.get<UserSummary[]>('/api/friends/requests');
    expect(requests.body.map((user) => user._id)).toEqual([bob.id]);
    // Bob did not reveal: Alice cannot send him one.
    const refused = nextEvent<string>(a, 'friendRequestError');
    await ask(a, 'sendFriendRequestFromAnonymousChat', bob.id);
    expect(await refused).toMatch(/revealed/);

    // Still the same pair, and the sockets stay visitors for the rest (no account's rooms).
    const heard = nextEvent(b, 'receiveAnonymousMessage');
    expect((await ask(a, 'sendAnonymousMessage', { content: 'hi', type: 'text' })).ok).toBe(true);
    await heard;
    const own = serverOfTestSocket(a)!.io.of('/').sockets.get(a.id!)!;
    const accountRooms = [...own.rooms].filter((room) => /^(user|session):/.test(room));
    expect(accountRooms).toEqual([]);
    expect(own.data.userId).toBeUndefined();
  });

  it('refuses a bad token or payload and changes nothing', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const alice = await signUp(server.url, 'alice');
    expect(await ask(a, 'adoptSession', { token: `${alice.token}x` })).toEqual({
      ok: false,
      message: SESSION_EXPIRED,
    });
    expect((await ask(a, 'adoptSession', {})).ok).toBe(false);
    expect((await ask(a, 'adoptSession', alice.token)).ok).toBe(false);
    expect((await ask(a, 'adoptSession', { token: alice.token, userId: alice.id })).ok).toBe(false);
    expect(await ask(a, 'revealProfile')).toEqual({ ok: false, message: REVEAL_NEEDS_LOGIN });
  });

  it('ends the adoption when its session is revoked', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const alice = await signUp(server.url, 'alice');
    expect(await ask(a, 'adoptSession', { token: alice.token })).toEqual({ ok: true });
    expect((await alice.client.post('/api/auth/logout')).status).toBe(200);
    expect(await ask(a, 'revealProfile')).toEqual({ ok: false, message: REVEAL_NEEDS_LOGIN });
    // A revoked token cannot be adopted again either.
    expect(await ask(a, 'adoptSession', { token: alice.token })).toEqual({
      ok: false,
      message: SESSION_EXPIRED,
    });
    expect(await ask(a, 'revealProfile')).toEqual({ ok: false, message: REVEAL_NEEDS_LOGIN });
  });

  it('refuses the sign-in of a suspended account with its statement', async () => {
    const moderator = await staffMember(server.url, server.database.db);
    const target = await signUp(server.url, 'target');
    const decided = await moderate(moderator, `user:${target.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 2,
      note: 'Threats in messages',
    });
    expect(decided.status).toBe(200);
    const signedIn = await loginWith(server, target.username);
    expect(signedIn.status).toBe(200);
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    expect(await ask(a, 'adoptSession', { token: signedIn.body.token })).toEqual({
      ok: false,
      message: expect.stringMatching(/^You are suspended until /),
      statement: expect.any(Object),
    });
    expect(await ask(a, 'revealProfile')).toEqual({ ok: false, message: REVEAL_NEEDS_LOGIN });
  });
});
