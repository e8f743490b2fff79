import crypto from 'node:crypto';
import { expect } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import type { MatchFound } from '@serendip/protocol';
import { nextEvent, TestClient } from './support';
import { solveCaptcha } from './captcha';
import { ask, type Client } from './anonymous';
import { collect, signUp } from './social';

// What the report-exclusion tests share (one server on a data folder, or a cluster): a stranger
// report keeps the two apart in matching, and each stays matchable with anyone else.

export type Context = 'anonymous' | 'video';
export type Kind = 'visitor' | 'account';

/** Someone who comes back later: an account (its token) or a visitor (the id their browser keeps). */
export interface Someone {
  label: string;
  token?: string;
  visitorId: string;
}

/** A reporter and the person they reported from a chat in `context`. */
export interface ReportedPair {
  context: Context;
  reporter: Someone;
  reported: Someone;
}

/** Every combination: text and video, visitors and accounts on either side. */
export const COMBINATIONS: { context: Context; reporter: Kind; reported: Kind }[] = (
  ['anonymous', 'video'] as const
).flatMap((context) =>
  (['visitor', 'account'] as const).flatMap((reporter) =>
    (['visitor', 'account'] as const).map((reported) => ({ context, reporter, reported })),
  ),
);

export async function someone(url: string, kind: Kind, label: string): Promise<Someone> {
  const visitorId = crypto.randomUUID();
  if (kind === 'visitor') return { label, visitorId };
  return { label, token: (await signUp(url, 'rx')).token, visitorId };
}

/** The sockets a test opened (with the visitor id a browser would send): closed at its end. */
export class Sockets {
  private readonly open: Client[] = [];

  async connect(url: string, who?: Someone): Promise<Client> {
    const socket: Client = connectSocket(url, {
      query: who?.token ? { token: who.token } : {},
      auth: { visitorId: who?.visitorId ?? crypto.randomUUID() },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  closeAll(): void {
    for (const socket of this.open.splice(0)) socket.disconnect();
  }
}

const EVENTS = {
  anonymous: { waiting: 'matching', matched: 'matched' },
  video: { waiting: 'waitingForMatch', matched: 'matchFound' },
} as const;

/** Asks `url` for a captcha and a match in `context`; the request must be accepted. */
async function requestMatch(url: string, socket: Client, context: Context): Promise<void> {
  const captcha = await solveCaptcha(new TestClient(url));
  const reply =
    context === 'anonymous'
      ? await ask(socket, 'requestAnonymousMatch', { interests: [], recaptchaValue: captcha })
      : await ask(socket, 'requestMatch', { groupPreferred: false, interests: [], captcha });
  expect(reply).toEqual({ ok: true });
}

/** Queues `socket` and resolves once it waits alone (no match came). */
async function waitsAlone(url: string, socket: Client, context: Context): Promise<void> {
  const matched = collect(socket, EVENTS[context].matched);
  const waiting = nextEvent(socket, EVENTS[context].waiting);
  await requestMatch(url, socket, context);
  await waiting;
  expect(matched).toEqual([]);
}

/**
 * The reported person waits (on `reportedUrl`), the reporter (on `reporterUrl`) meets them and
 * reports them at once, then both close their tabs.
 */
export async function meetAndReport(
  sockets: Sockets,
  pair: ReportedPair,
  reporterUrl: string,
  reportedUrl: string,
): Promise<void> {
  const { context } = pair;
  const reported = await sockets.connect(reportedUrl, pair.reported);
  const reporter = await sockets.connect(reporterUrl, pair.reporter);
  await waitsAlone(reportedUrl, reported, context);
  const found = nextEvent<MatchFound>(reporter, EVENTS[context].matched);
  const theirs = nextEvent(reported, EVENTS[context].matched);
  await requestMatch(reporterUrl, reporter, context);
  const [match] = await Promise.all([found, theirs]);
  const reply =
    context === 'anonymous'
      ? await ask(reporter, 'reportAnonymousPartner', { reason: 'rude', category: 'harassment' })
      : await ask(reporter, 'reportVideoMember', {
          callId: match.callId,
          socketId: reported.id,
          reason: 'rude',
          category: 'sexual',
        });
  expect(reply).toMatchObject({ ok: true });
  reporter.disconnect();
  reported.disconnect();
}

/**
 * One pair per COMBINATIONS entry, both made on `reporterUrl`, each met and reported there (the
 * reported waiting on `reportedUrl`): the reports whose avoidance the tests then check.
 */
export async function reportEveryCombination(
  sockets: Sockets,
  reporterUrl: string,
  reportedUrl: string,
): Promise<ReportedPair[]> {
  const pairs: ReportedPair[] = [];
  for (const [index, combination] of COMBINATIONS.entries()) {
    const pair = {
      context: combination.context,
      reporter: await someone(reporterUrl, combination.reporter, `reporter${index}`),
      reported: await someone(reporterUrl, combination.reported, `reported${index}`),
    };
    await meetAndReport(sockets, pair, reporterUrl, reportedUrl);
    pairs.push(pair);
  }
  return pairs;
}

/**
 * The two come back (new sockets, same account or visitor id) on the given servers and ask for
 * a match in `context`: each waits alone, never paired with the other; two newcomers then
 * meet one each.
 */
export async function keptApartButMatchable(
  sockets: Sockets,
  pair: ReportedPair,
  context: Context,
  reporterUrl: string,
  reportedUrl: string,
): Promise<void> {
  const reporter = await sockets.connect(reporterUrl, pair.reporter);
  const reported = await sockets.connect(reportedUrl, pair.reported);
  const heard = [reporter, reported].map((socket) => collect(socket, EVENTS[context].matched));
  await waitsAlone(reporterUrl, reporter, context);
  await waitsAlone(reportedUrl, reported, context);
  for (const url of [reportedUrl, reporterUrl]) {
    const newcomer = await sockets.connect(url);
    const met = nextEvent(newcomer, EVENTS[context].matched);
    await requestMatch(url, newcomer, context);
    await met;
  }
  await expect.poll(() => heard.map((events) => events.length)).toEqual([1, 1]);
  for (const socket of [reporter, reported]) socket.disconnect();
}
