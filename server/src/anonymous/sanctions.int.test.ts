import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { nextEvent, registerUser, startTestServer, type TestServer } from '../../test/support';
import { ask, pairUp, requestMatch, type Client } from '../../test/anonymous';
import { solveCaptchaFor } from '../../test/captcha';
import { LONGER_CHECK_NEEDED } from '../platform/captcha';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, X-Forwarded-For gives each test client an address of its own.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
});

const from = (address: string, visitorId: string = crypto.randomUUID(), token?: string) =>
  server.socket(token, { headers: { 'x-forwarded-for': address }, visitorId });

/** A registered user's socket from `address`. */
async function member(address: string): Promise<Client> {
  const { token } = await registerUser(server.client());
  return from(address, undefined, token);
}

const SUSPENDED = { ok: false, message: 'You are temporarily suspended from anonymous chat.' };

/** A stranger from `address` meets the target and reports them. */
async function reportedBy(
  address: string,
  target: Client,
  reporter: Client | undefined = undefined,
): Promise<void> {
  reporter ??= await from(address);
  await pairUp(server.url, reporter, target);
  expect((await ask(reporter, 'reportAnonymousPartner', { reason: 'Abusive' })).ok).toBe(true);
  const parted = nextEvent(target, 'partnerDisconnected');
  reporter.disconnect();
  await parted;
}

describe('sanctions on reported visitors', () => {
  it('slows a visitor reported by two people: fewer new chats and messages', async () => {
    const target = await from('203.0.113.7');
    await reportedBy('198.51.100.1', target);
    await reportedBy('198.51.100.2', target);

    // Slowed: two new chats a minute, five messages in ten seconds.
    const partner = await from('198.51.100.3');
    await pairUp(server.url, partner, target);
    const sent = [];
    for (let i = 0; i < 6; i += 1)
      sent.push(await ask(target, 'sendAnonymousMessage', { content: `m${i}`, type: 'text' }));
    expect(sent.slice(0, 5).every((reply) => reply.ok)).toBe(true);
    expect(sent[5]).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many/) });
    expect((await ask(target, 'skipAnonymousChat')).ok).toBe(true);
    expect(await ask(target, 'skipAnonymousChat')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many/),
    });
    await ask(target, 'leaveAnonymousChat');
    partner.disconnect();
  });

  it('a suspended visitor stays suspended; a new visitor id on that address only solves a longer check', async () => {
    const target = await from('203.0.113.9');
    for (const reporter of ['198.51.100.11', '198.51.100.12', '198.51.100.13'])
      await reportedBy(reporter, target);
    expect(await requestMatch(server.url, target)).toMatchObject(SUSPENDED);
    // Storage cleared (or someone else behind the same router): a new visitor id, the same
    // address. Never refused for the suspension, never shown it: a normal captcha is only
    // answered with a request for a longer one, which lets them match.
    const visitorId = crypto.randomUUID();
    const newcomer = await from('203.0.113.9', visitorId);
    const tooEasy = await requestMatch(server.url, newcomer);
    expect(tooEasy).toEqual({ ok: false, message: LONGER_CHECK_NEEDED });
    const check = await solveCaptchaFor(server.client(), visitorId, '203.0.113.9');
    expect(check.longer).toBe(true);
    expect(await requestMatch(server.url, newcomer, [], check.payload)).toEqual({ ok: true });
    await ask(newcomer, 'leaveAnonymousChat');
    // Someone else, elsewhere, is not touched.
    const elsewhere = await from('203.0.113.10');
    expect(await requestMatch(server.url, elsewhere)).toEqual({ ok: true });
    await ask(elsewhere, 'leaveAnonymousChat');
  });
});

describe('reports are weighed by distinct addresses and accounts', () => {
  it('three fresh visitor ids from one address do not suspend a registered user', async () => {
    const target = await member('203.0.113.20');
    for (let i = 0; i < 3; i += 1) await reportedBy('198.51.100.20', target);
    expect(await requestMatch(server.url, target)).toEqual({ ok: true });
    await ask(target, 'leaveAnonymousChat');
  });

  it('three accounts from one address do not suspend either', async () => {
    const target = await member('203.0.113.21');
    for (let i = 0; i < 3; i += 1)
      await reportedBy('198.51.100.21', target, await member('198.51.100.21'));
    expect(await requestMatch(server.url, target)).toEqual({ ok: true });
    await ask(target, 'leaveAnonymousChat');
  });

  it('three visitors on three addresses suspend a registered user', async () => {
    const target = await member('203.0.113.23');
    for (const address of ['198.51.100.25', '198.51.100.26', '198.51.100.27'])
      await reportedBy(address, target);
    expect(await requestMatch(server.url, target)).toMatchObject(SUSPENDED);
  });
});
