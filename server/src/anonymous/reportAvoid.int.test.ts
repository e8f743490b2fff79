import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { collect, signUp } from '../../test/social';
import { ask, pairUp, requestMatch, type Client } from '../../test/anonymous';
import crypto from 'node:crypto';
import { RECENT_PARTNER_MS } from '../strangers/limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

/**
 * Moves the clock past the "recent partners" pause, so only a report keeps two people apart.
 * (Connected sockets see their heartbeat expire: only sockets opened afterwards are used.)
 */
function pastRecentPartners(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + RECENT_PARTNER_MS + 5_000);
}

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
    const first = await connect(ann.token);
    const bobFirst = await connect(bob.token);
    await pairUp(server.url, first, bobFirst);
    expect(await ask(first, 'reportAnonymousPartner', { reason: 'spam' })).toMatchObject({
      ok: true,
    });
    first.disconnect();
    bobFirst.disconnect();
    pastRecentPartners();

    const annAgain = await connect(ann.token);
    const bobAgain = await connect(bob.token);
    await waitsAlone(annAgain, () => requestMatch(server.url, annAgain));
    await waitsAlone(bobAgain, () => requestMatch(server.url, bobAgain));
    // Both wait in the queue (not with each other): a newcomer is matched with one of them.
    const newcomer = await connect();
    const eitherMatched = Promise.any([
      nextEvent(annAgain, 'matched'),
      nextEvent(bobAgain, 'matched'),
    ]);
    expect(await requestMatch(server.url, newcomer)).toMatchObject({ ok: true });
    await eitherMatched;
  });

  it('a visitor who reported a visitor is not matched with them after a reload, a third person is', async () => {
    const [mine, theirs] = [crypto.randomUUID(), crypto.randomUUID()];
    const first = await connect(undefined, { visitorId: mine });
    const reportedFirst = await connect(undefined, { visitorId: theirs });
    await pairUp(server.url, first, reportedFirst);
    expect(await ask(first, 'reportAnonymousPartner', { reason: 'spam' })).toMatchObject({
      ok: true,
    });
    first.disconnect();
    reportedFirst.disconnect();
    // The server ends the pair on its clock before the clock moves past the recent-partner pause.
    await new Promise((resolve) => setTimeout(resolve, 300));
    pastRecentPartners();

    // Reloads: new sockets with the same lasting visitor ids (localStorage).
    const again = await connect(undefined, { visitorId: mine });
    const reportedAgain = await connect(undefined, { visitorId: theirs });
    await waitsAlone(again, () => requestMatch(server.url, again));
    await waitsAlone(reportedAgain, () => requestMatch(server.url, reportedAgain));
    // A third person is paired with one of them, then the other with a fourth.
    const third = await connect();
    const fourth = await connect();
    await pairedWithOneOf(third, [again, reportedAgain]);
    await pairedWithOneOf(fourth, [again, reportedAgain]);
  });
});

/** `newcomer` asks for a match and is paired with one of the waiting `candidates`. */
async function pairedWithOneOf(newcomer: Client, candidates: Client[]): Promise<void> {
  const eitherMatched = Promise.any(candidates.map((socket) => nextEvent(socket, 'matched')));
  const matched = nextEvent(newcomer, 'matched');
  expect(await requestMatch(server.url, newcomer)).toMatchObject({ ok: true });
  await Promise.all([eitherMatched, matched]);
}
