import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnonymousMatched } from '@serendip/protocol';
import {
  nextEvent,
  untilGoneFromServer,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../test/support';
import { solveCaptcha } from '../../test/captcha';
import { collect, eventually, settled, signUp } from '../../test/social';
import { ask, pairUp, requestMatch } from '../../test/anonymous';
import { defaultTrustWeights } from '../trust/weights';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ANONYMOUS_WIDEN_MS: '300' });
});
afterAll(async () => {
  await server?.close();
});

describe('anonymous matching', () => {
  it('never pairs anyone with a socket that left while its request was in flight', async () => {
    // Sockets that leave 0-39 ms after asking: some leave while the server is between the
    // request's checks and its queue write (the Redis video bench's lost matchFound).
    const ghosts = await Promise.all(Array.from({ length: 40 }, () => server.socket()));
    const ghostIds = ghosts.map((ghost) => ghost.id!);
    const captchas = await Promise.all(ghosts.map(() => solveCaptcha(new TestClient(server.url))));
    await Promise.all(
      ghosts.map(async (ghost, index) => {
        const captcha = captchas[index];
        ghost.emit('requestAnonymousMatch', { interests: [], recaptchaValue: captcha }, () => {});
        await new Promise((resolve) => setTimeout(resolve, index));
        ghost.disconnect();
      }),
    );
    await untilGoneFromServer(ghosts, ghostIds);
    const next = await server.socket();
    const heard = Promise.race([
      nextEvent(next, 'matching').then(() => 'waiting'),
      nextEvent(next, 'matched').then(() => 'paired with a ghost'),
    ]);
    expect((await requestMatch(server.url, next)).ok).toBe(true);
    expect(await heard).toBe('waiting');
    next.disconnect();
  });

  it('refuses a missing, wrong or reused captcha, then needs none to requeue', async () => {
    const socket = await server.socket();
    const failed = { ok: false, message: 'Captcha verification failed. Please try again.' };
    expect(await ask(socket, 'requestAnonymousMatch', { interests: [] })).toEqual(failed);
    expect(await requestMatch(server.url, socket, [], 'not-a-payload')).toEqual(failed);
    const payload = await solveCaptcha(new TestClient(server.url));
    const other = await server.socket();
    expect(await requestMatch(server.url, other, ['Zeta'], payload)).toEqual({ ok: true });
    expect(await requestMatch(server.url, socket, [], payload)).toEqual(failed);
    // After one success the same socket requeues without a captcha.
    expect(await ask(other, 'requestAnonymousMatch', { interests: ['Zeta'] })).toEqual({
      ok: true,
    });
    expect(await ask(other, 'leaveAnonymousChat')).toEqual({ ok: true });
  });

  it('validates the payload', async () => {
    const socket = await server.socket();
    const tooMany = Array.from({ length: 11 }, (_, i) => `i${i}`);
    expect((await requestMatch(server.url, socket, tooMany)).ok).toBe(false);
    expect((await requestMatch(server.url, socket, ['x'.repeat(41)])).ok).toBe(false);
  });

  it('prefers a shared interest, tells who waits, and widens after the delay', async () => {
    const chess = await server.socket();
    const music = await server.socket();
    const me = await server.socket();
    const waiting = nextEvent<{ widened: boolean }>(chess, 'matching');
    expect((await requestMatch(server.url, chess, ['Chess'])).ok).toBe(true);
    expect(await waiting).toEqual({ widened: false });
    // Listened for from here: the widen delay may pass while the others are matched.
    const widened = nextEvent<{ widened: boolean }>(chess, 'matching', 5000);
    await requestMatch(server.url, music, ['Music']);
    const [mine, theirs] = await Promise.all([
      nextEvent<AnonymousMatched>(me, 'matched'),
      nextEvent<AnonymousMatched>(music, 'matched'),
      requestMatch(server.url, me, ['music', 'Art']),
    ]);
    // matched(partner): the partner bare, this side's upload token riding along as an extra,
    // and, for new visitors, how many chats they have to go before they may send images.
    const imagesLockedFor = defaultTrustWeights.effects.imagesLockedConversations.new;
    expect(mine).toEqual({
      sharedInterests: ['music'],
      isRegistered: false,
      uploadToken: expect.any(String),
      imagesLockedFor,
    });
    expect(theirs).toEqual({
      sharedInterests: ['Music'],
      isRegistered: false,
      uploadToken: expect.any(String),
      imagesLockedFor,
    });
    // Chess waits alone; after the widen delay anyone will do.
    expect(await widened).toEqual({ widened: true });
    const late = await server.socket();
    const [chessMatch] = await Promise.all([
      nextEvent<AnonymousMatched>(chess, 'matched'),
      requestMatch(server.url, late, []),
    ]);
    expect(chessMatch.sharedInterests).toEqual([]);
  });

  it('never pairs a socket with itself nor with the partner it just left', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const disconnected = nextEvent(b, 'partnerDisconnected');
    const matchedAgain = collect(a, 'matched');
    expect(await ask(a, 'skipAnonymousChat')).toEqual({ ok: true });
    await disconnected;
    // b is told it waits, which it is not when it meets someone.
    const bWaits = collect(b, 'matching');
    expect(await ask(b, 'requestAnonymousMatch', { interests: [] })).toEqual({ ok: true });
    await settled(a, b);
    expect(bWaits).toHaveLength(1);
    expect(matchedAgain).toEqual([]);
    // A third person meets one of them at once.
    const c = await server.socket();
    const matched = nextEvent<AnonymousMatched>(c, 'matched');
    await requestMatch(server.url, c, []);
    await matched;
    for (const socket of [a, b, c]) await ask(socket, 'leaveAnonymousChat');
  });

  it('never pairs people who blocked each other', async () => {
    const alice = await signUp(server.url, 'alice');
    const bob = await signUp(server.url, 'bob');
    expect((await alice.client.put(`/api/users/block/${bob.id}`)).status).toBeLessThan(300);
    const a = await server.socket(alice.token);
    const b = await server.socket(bob.token);
    const matched = collect(a, 'matched');
    const bWaits = collect(b, 'matching');
    await requestMatch(server.url, a, []);
    await requestMatch(server.url, b, []);
    await settled(a, b);
    expect(bWaits).toHaveLength(1);
    expect(matched).toEqual([]);
    await ask(a, 'leaveAnonymousChat');
    await ask(b, 'leaveAnonymousChat');
  });

  it('counts a block made while both were waiting', async () => {
    const alice = await signUp(server.url, 'alicew');
    const bob = await signUp(server.url, 'bobw');
    const a = await server.socket(alice.token);
    const b = await server.socket(bob.token);
    const matched = collect(a, 'matched');
    const waits = [a, b].map((socket) => collect<{ widened: boolean }>(socket, 'matching'));
    // Different interests: both wait until the widen delay (300 ms), then anyone would do.
    await requestMatch(server.url, a, ['chess']);
    await requestMatch(server.url, b, ['surfing']);
    expect((await alice.client.put(`/api/users/block/${bob.id}`)).status).toBeLessThan(300);
    // Each is told it widened only when its retry met no one.
    await eventually(() =>
      expect(waits).toEqual([
        [{ widened: false }, { widened: true }],
        [{ widened: false }, { widened: true }],
      ]),
    );
    await settled(a);
    expect(matched).toEqual([]);
    await ask(a, 'leaveAnonymousChat');
    await ask(b, 'leaveAnonymousChat');
  });

  it('tells the partner when the other closes the tab', async () => {
    const a = await server.socket();
    const b = await server.socket();
    await pairUp(server.url, a, b);
    const gone = nextEvent(b, 'partnerDisconnected');
    a.disconnect();
    await gone;
    expect(await ask(b, 'sendAnonymousMessage', { content: 'hi', type: 'text' })).toEqual({
      ok: false,
      message: 'You are not chatting with anyone.',
    });
  });
});
