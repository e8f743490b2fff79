import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { collect, signUp } from '../../test/social';
import { ask, pairUp, requestMatch, type Client } from '../../test/anonymous';
import type { QueueEntry } from '../strangers/types';
import { withAvoided } from './matchmaker';
import { RECENT_PARTNER_MS } from '../strangers/limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

/**
 * Moves the clock past the "recent partners" pause, so only a report keeps two people apart.
 * (Connected sockets see their heartbeat expire: only sockets opened afterwards are used.)
 */
function pastRecentPartners(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + RECENT_PARTNER_MS + 5_000);
}

describe('withAvoided', () => {
  it('adds the people a session reported to the entry’s exclusions, once each', () => {
    const entry = { exclude: ['user:1'] } as QueueEntry;
    expect(withAvoided(entry, { captchaPassed: true, interests: [] })).toBe(entry);
    const avoided = withAvoided(entry, {
      captchaPassed: true,
      interests: [],
      avoid: ['visitor:9', 'user:1'],
    });
    expect(avoided.exclude).toEqual(['user:1', 'visitor:9']);
  });
});

/** Queues `socket` again and resolves once it waits ('matching'), failing if it got a match. */
async function waitsAlone(socket: Client, requeue: () => Promise<unknown>): Promise<void> {
  const matched = collect(socket, 'matched');
  const waiting = nextEvent(socket, 'matching');
  expect(await requeue()).toEqual({ ok: true });
  await waiting;
  expect(matched).toEqual([]);
}

describe('after a report', () => {
  it('a member who reported a member is not matched with them in later sessions either', async () => {
    const ann = await signUp(server.url, 'ann');
    const bob = await signUp(server.url, 'bob');
    const first = await server.socket(ann.token);
    const bobFirst = await server.socket(bob.token);
    await pairUp(server.url, first, bobFirst);
    expect(await ask(first, 'reportAnonymousPartner', { reason: 'spam' })).toMatchObject({
      ok: true,
    });
    first.disconnect();
    bobFirst.disconnect();
    pastRecentPartners();

    const annAgain = await server.socket(ann.token);
    const bobAgain = await server.socket(bob.token);
    await waitsAlone(annAgain, () => requestMatch(server.url, annAgain));
    await waitsAlone(bobAgain, () => requestMatch(server.url, bobAgain));
    // Both wait in the queue (not with each other): a newcomer is matched with one of them.
    const newcomer = await server.socket();
    const eitherMatched = Promise.any([
      nextEvent(annAgain, 'matched'),
      nextEvent(bobAgain, 'matched'),
    ]);
    expect(await requestMatch(server.url, newcomer)).toMatchObject({ ok: true });
    await eitherMatched;
  });
});
