import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountTrust, AnonymousMatched } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { ask, pairUp, requestMatch, type Client } from '../../test/anonymous';
import { befriend, collect, eventually, settled, signUp, type Person } from '../../test/social';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import { completedConversations, giveCompletedConversations } from '../../test/trust';
import { strangerIdentity } from '../strangers/identity';
import { defaultTrustWeights } from './weights';

/**
 * The shipped weights with a short wait for new and low trust (so a test sees it end) and every
 * conversation counted however short: an operator's TRUST_WEIGHTS_FILE.
 */
const GUARDED_WAIT_MS = 1500;
const weightsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trust-')), 'weights.json');
fs.writeFileSync(
  weightsFile,
  JSON.stringify({
    ...defaultTrustWeights,
    effects: {
      ...defaultTrustWeights.effects,
      guardedWaitMs: GUARDED_WAIT_MS,
      conversationCountsAfterMs: 0,
    },
  }),
);
afterAll(() => fs.rmSync(path.dirname(weightsFile), { recursive: true, force: true }));

const server = sharedTestServer({ TRUST_WEIGHTS_FILE: weightsFile });
const IMAGE = () => `/uploads/anon/${crypto.randomUUID()}.jpg`;
const { imagesLockedConversations } = defaultTrustWeights.effects;

const trustOf = async (person: Person) => {
  const response = await person.client.get<AccountTrust>('/api/account/trust');
  expect(response.status).toBe(200);
  return response.body;
};

/** A signed-in person whose report against them a moderator upheld with a warning. */
async function warnedMember(): Promise<Person> {
  const [target, reporter] = [await signUp(server.url, 'warned'), await signUp(server.url)];
  const moderator = await staffMember(server.url, server.database.db);
  await reportProfile(reporter, target);
  const decided = await moderate(moderator, `user:${target.id}`, {
    action: 'warn',
    rule: 'respect',
  });
  expect(decided.status).toBe(200);
  return target;
}

describe('trust levels', () => {
  it('refuses images from a new visitor in their first chats, and tells them why at the match', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    const [matchedA] = await pairUp(server.url, a, b);
    expect(matchedA.imagesLockedFor).toBe(imagesLockedConversations.new);
    const refused = await ask(a, 'sendAnonymousMessage', { content: IMAGE(), type: 'image' });
    expect(refused).toEqual({
      ok: false,
      message: `You can send images after ${imagesLockedConversations.new} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.`,
    });
    // Text goes through as ever.
    expect((await ask(a, 'sendAnonymousMessage', { content: 'hi', type: 'text' })).ok).toBe(true);
    await ask(a, 'leaveAnonymousChat');
  });

  it('treats an account with an upheld report and a warning as low trust, and says how to rise', async () => {
    const warned = await warnedMember();
    const trust = await trustOf(warned);
    expect(trust.level).toBe('low');
    expect(trust.lowUntil).not.toBeNull();
    expect(trust.limits.imagesLockedFor).toBe(imagesLockedConversations.low);
    expect(trust.limits.extraBlurMs).toBe(defaultTrustWeights.effects.extraBlurMs.low);
    const against = trust.signals.find((signal) => signal.signal === 'upheldReportsAgainst');
    expect(against).toMatchObject({ count: 1, points: -10 });
    expect(trust.signals.find((signal) => signal.signal === 'sanctions')).toMatchObject({
      count: 1,
      points: -5,
    });
    // In anonymous chat: told at the match, and refused an image.
    const mine = await server.socket(warned.token);
    const stranger = await server.socket();
    const [matched] = await pairUp(server.url, mine, stranger);
    expect(matched.imagesLockedFor).toBe(imagesLockedConversations.low);
    const refused = await ask(mine, 'sendAnonymousMessage', { content: IMAGE(), type: 'image' });
    expect(refused.ok).toBe(false);
    await ask(mine, 'leaveAnonymousChat');
    // Someone without any record is new, and rises by what they do (here, a friend).
    const fresh = await signUp(server.url);
    const friend = await signUp(server.url);
    await befriend(fresh, friend);
    const freshTrust = await trustOf(fresh);
    expect(freshTrust).toMatchObject({ level: 'new', lowUntil: null, next: { level: 'standard' } });
    expect(freshTrust.signals.find((signal) => signal.signal === 'friends')).toMatchObject({
      count: 1,
      points: 2,
    });
  });

  it('answers 401 to a visitor without an account', async () => {
    const response = await server.client().get('/api/account/trust');
    expect(response.status).toBe(401);
  });

  it('pairs low trust with low trust while a standard one waits, and with the standard one after the wait', async () => {
    // A standard visitor: enough chats on record.
    const standard = await server.socket();
    await giveCompletedConversations(server, standard, 12);
    const standardWaits = nextEvent(standard, 'matching');
    expect((await requestMatch(server.url, standard)).ok).toBe(true);
    await standardWaits;
    // A low-trust account asks: it waits for its own kind first, though someone waits.
    const warned = await warnedMember();
    const low = await server.socket(warned.token);
    const lowMatched = nextEvent<AnonymousMatched>(low, 'matched');
    const standardMatched = collect(standard, 'matched');
    const lowWaits = nextEvent(low, 'matching');
    expect((await requestMatch(server.url, low)).ok).toBe(true);
    await lowWaits;
    // A new visitor arrives: it meets the low one, not the standard one who waited longer.
    const newcomer = await server.socket();
    const newcomerMatched = nextEvent<AnonymousMatched>(newcomer, 'matched');
    expect((await requestMatch(server.url, newcomer)).ok).toBe(true);
    await Promise.all([lowMatched, newcomerMatched]);
    expect(standardMatched).toEqual([]);
    await ask(newcomer, 'leaveAnonymousChat');
    await ask(low, 'leaveAnonymousChat');

    // Alone with the standard one, a low one is matched with it once the wait is over.
    const second = await warnedMember();
    const lowAgain = await server.socket(second.token);
    const waited = Date.now();
    const both = Promise.all([
      nextEvent<AnonymousMatched>(lowAgain, 'matched', 10_000),
      nextEvent<AnonymousMatched>(standard, 'matched', 10_000),
    ]);
    expect((await requestMatch(server.url, lowAgain)).ok).toBe(true);
    await both;
    expect(Date.now() - waited).toBeGreaterThanOrEqual(GUARDED_WAIT_MS - 100);
    await ask(lowAgain, 'leaveAnonymousChat');
    await settled(standard);
  });

  it('counts a chat that ended without a report for both, and not one with a report', async () => {
    const { ctx } = server.server;
    const identityOf = (socket: Client) =>
      strangerIdentity(ctx.secret, ctx.io.sockets.sockets.get(socket.id!)!.data);
    const [a, b] = [await server.socket(), await server.socket()];
    await pairUp(server.url, a, b);
    await ask(a, 'leaveAnonymousChat');
    await eventually(async () => {
      expect(await completedConversations(server, identityOf(a))).toBe(1);
      expect(await completedConversations(server, identityOf(b))).toBe(1);
    });
    const [c, d] = [await server.socket(), await server.socket()];
    await pairUp(server.url, c, d);
    expect((await ask(c, 'reportAnonymousPartner', { reason: 'Abusive' })).ok).toBe(true);
    await ask(c, 'leaveAnonymousChat');
    await settled(c, d);
    expect(await completedConversations(server, identityOf(c))).toBe(0);
    expect(await completedConversations(server, identityOf(d))).toBe(0);
  });
});
