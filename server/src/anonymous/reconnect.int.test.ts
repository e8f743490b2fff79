import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECONNECT_UNAVAILABLE } from '@serendip/protocol';
import { nextEvent, startTestServer, TestClient, type TestServer } from '../../test/support';
import { collect } from '../../test/social';
import { ask, pairUp, type Client } from '../../test/anonymous';
import { solveCaptcha } from '../../test/captcha';
import { clusterPerTest, clustersEnabled } from '../../test/multiProcess';

const WINDOW_MS = 3000;
let server: TestServer;
beforeAll(async () => {
  // A short reconnect window, so a test sees it close (the default is RECONNECT_WINDOW_MS).
  server = await startTestServer({ ANONYMOUS_RECONNECT_MS: String(WINDOW_MS) });
});
afterAll(async () => server?.close());
const opened: Client[] = [];
/** A socket of this test: disconnected after it, so nobody is left waiting for the next one. */
async function connect(token?: string, as?: { visitorId?: string }): Promise<Client> {
  const socket = await server.socket(token, as);
  opened.push(socket);
  return socket;
}
afterEach(async () => {
  vi.useRealTimers();
  for (const socket of opened.splice(0)) socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 200));
});

/** a and b chat, then a skips (back in the queue): b hears that the stranger left. */
async function pairThenSkip(a: Client, b: Client): Promise<void> {
  await pairUp(server.url, a, b);
  const left = nextEvent(b, 'partnerDisconnected');
  expect(await ask(a, 'skipAnonymousChat')).toEqual({ ok: true });
  await left;
}

describe('reconnecting with the last stranger', () => {
  it('re-pairs the two when both ask, with the usual matched flow', async () => {
    const a = await connect();
    const b = await connect();
    await pairThenSkip(a, b);
    const offered = nextEvent(b, 'reconnectOffered');
    expect(await ask(a, 'reconnectStranger')).toEqual({ ok: true, status: 'waiting' });
    await offered;
    const matchedA = nextEvent(a, 'matched');
    const matchedB = nextEvent(b, 'matched');
    expect(await ask(b, 'reconnectStranger')).toEqual({ ok: true, status: 'matched' });
    await Promise.all([matchedA, matchedB]);
    const heard = nextEvent<{ content: string }>(a, 'receiveAnonymousMessage');
    await ask(b, 'sendAnonymousMessage', { content: 'hello again', type: 'text' });
    expect((await heard).content).toBe('hello again');
    // A fresh pair: no window to reconnect into it until it ends.
    expect(await ask(a, 'reconnectStranger')).toEqual({
      ok: false,
      message: RECONNECT_UNAVAILABLE,
    });
  });

  it('does not pair when only one asks; a withdrawn or expired offer is gone', async () => {
    const a = await connect();
    const b = await connect();
    await pairThenSkip(a, b);
    const matched = [...collect(a, 'matched'), ...collect(b, 'matched')];
    expect(await ask(a, 'reconnectStranger')).toEqual({ ok: true, status: 'waiting' });
    const withdrawn = nextEvent(b, 'reconnectWithdrawn');
    expect(await ask(a, 'cancelReconnect')).toEqual({ ok: true });
    await withdrawn;
    // b's request now waits for a, who no longer asks.
    expect(await ask(b, 'reconnectStranger')).toEqual({ ok: true, status: 'waiting' });
    expect(matched).toEqual([]);
    // The window passes: a can no longer accept.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 200));
    expect(await ask(a, 'reconnectStranger')).toEqual({
      ok: false,
      message: RECONNECT_UNAVAILABLE,
    });
    expect(matched).toEqual([]);
  });

  it('is never offered between a reporter and the reported stranger', async () => {
    const a = await connect();
    const b = await connect();
    await pairUp(server.url, a, b);
    expect(await ask(a, 'reportAnonymousPartner', { reason: 'rude' })).toMatchObject({ ok: true });
    const left = nextEvent(b, 'partnerDisconnected');
    expect(await ask(a, 'skipAnonymousChat')).toEqual({ ok: true });
    await left;
    const offers = [...collect(a, 'reconnectOffered'), ...collect(b, 'reconnectOffered')];
    const refused = { ok: false, message: RECONNECT_UNAVAILABLE };
    expect(await ask(b, 'reconnectStranger')).toEqual(refused);
    expect(await ask(a, 'reconnectStranger')).toEqual(refused);
    expect(offers).toEqual([]);
  });

  it('is gone once the stranger closed the tab', async () => {
    const a = await connect();
    const b = await connect();
    await pairThenSkip(a, b);
    b.disconnect();
    await vi.waitFor(async () =>
      expect(await ask(a, 'reconnectStranger')).toEqual({
        ok: false,
        message: RECONNECT_UNAVAILABLE,
      }),
    );
  });
});

describe.skipIf(!clustersEnabled)('reconnecting across server processes', () => {
  const startCluster = clusterPerTest();

  it('re-pairs two strangers on two processes when both ask', async () => {
    const cluster = await startCluster(2);
    const [one, two] = cluster.processes;
    const a = await cluster.socket(one);
    const b = await cluster.socket(two);
    const matched = [nextEvent(a, 'matched'), nextEvent(b, 'matched')];
    for (const [socket, target] of [
      [a, one],
      [b, two],
    ] as const) {
      const recaptchaValue = await solveCaptcha(new TestClient(target.url));
      expect(await ask(socket, 'requestAnonymousMatch', { interests: [], recaptchaValue })).toEqual(
        { ok: true },
      );
    }
    await Promise.all(matched);
    const left = nextEvent(a, 'partnerDisconnected');
    expect(await ask(b, 'leaveAnonymousChat')).toEqual({ ok: true });
    await left;
    const offered = nextEvent(b, 'reconnectOffered');
    expect(await ask(a, 'reconnectStranger')).toEqual({ ok: true, status: 'waiting' });
    await offered;
    const again = [nextEvent(a, 'matched'), nextEvent(b, 'matched')];
    expect(await ask(b, 'reconnectStranger')).toEqual({ ok: true, status: 'matched' });
    await Promise.all(again);
    const heard = nextEvent<{ content: string }>(b, 'receiveAnonymousMessage');
    await ask(a, 'sendAnonymousMessage', { content: 'across', type: 'text' });
    expect((await heard).content).toBe('across');
    a.disconnect();
    b.disconnect();
  });
});
