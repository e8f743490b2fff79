import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { MemoryHub } from '../hub/memoryHub';
import { RedisHub } from '../hub/redisHub';
import type { Hub } from '../hub/types';
import { solveAltcha, widgetPayload } from '../../../test/captcha';
import { AltchaCaptcha, ALTCHA_CHALLENGE_TTL_MS, LONGER_WORK_FACTOR } from './altcha';

const logger = pino({ level: 'silent' });
const hubs: Hub[] = [];
function newAltcha(hmacKey = 'test-key', hub: Hub = new MemoryHub()) {
  hubs.push(hub);
  return new AltchaCaptcha({ hmacKey, maxNumber: 2000, hub, logger });
}
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

describe('AltchaCaptcha', () => {
  it('issues signed, expiring SHA-256 challenges within maxNumber', async () => {
    const challenge = await newAltcha().createChallenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(ALTCHA_CHALLENGE_TTL_MS - 5000);
    expect(expiresInMs).toBeLessThanOrEqual(ALTCHA_CHALLENGE_TTL_MS);
    const solution = await solveAltcha(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(1000);
    expect(solution.counter).toBeLessThanOrEqual(2000);
  });

  it('accepts a solved payload exactly once, across processes sharing the hub', async () => {
    const hub = new MemoryHub();
    const first = newAltcha('shared', hub);
    const second = newAltcha('shared', hub);
    const challenge = await first.createChallenge();
    const payload = widgetPayload(challenge, await solveAltcha(challenge));
    const results = await Promise.all([first.verify(payload), second.verify(payload)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await first.verify(payload)).toBe(false);
  });

  it('refuses a wrong solution, a tampered challenge and another key', async () => {
    const altcha = newAltcha();
    const challenge = await altcha.createChallenge();
    const solution = await solveAltcha(challenge);
    expect(
      await altcha.verify(widgetPayload(challenge, { ...solution, counter: solution.counter + 1 })),
    ).toBe(false);
    expect(
      await altcha.verify(widgetPayload(challenge, { ...solution, derivedKey: '00'.repeat(32) })),
    ).toBe(false);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    expect(await altcha.verify(widgetPayload(easier, solution))).toBe(false);
    expect(await newAltcha('other-key').verify(widgetPayload(challenge, solution))).toBe(false);
    // The failures above did not use the payload up.
    expect(await altcha.verify(widgetPayload(challenge, solution))).toBe(true);
  });

  it('issues longer challenges with ten times the work, and asks for one only when told to', async () => {
    const altcha = newAltcha();
    const longer = await altcha.createChallenge('longer');
    expect(longer.parameters.data).toEqual({ level: 'longer' });
    const solution = await solveAltcha(longer);
    expect(solution.counter).toBeGreaterThanOrEqual((2000 * LONGER_WORK_FACTOR) / 2);
    expect(solution.counter).toBeLessThanOrEqual(2000 * LONGER_WORK_FACTOR);
    expect(await altcha.verify(widgetPayload(longer, solution), undefined, 'longer')).toBe(true);

    // A normal challenge does not pass where a longer one is needed, and is not used up by it.
    const normal = await altcha.createChallenge();
    const payload = widgetPayload(normal, await solveAltcha(normal));
    expect(await altcha.verify(payload, undefined, 'longer')).toBe(false);
    // Nor does a normal one dressed up as longer: the level is signed.
    const dressed = { ...normal, parameters: { ...normal.parameters, data: { level: 'longer' } } };
    expect(
      await altcha.verify(widgetPayload(dressed, await solveAltcha(normal)), undefined, 'longer'),
    ).toBe(false);
    expect(await altcha.verify(payload)).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const altcha = newAltcha();
    const challenge = await altcha.createChallenge();
    const payload = widgetPayload(challenge, await solveAltcha(challenge));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ALTCHA_CHALLENGE_TTL_MS + 1000);
    expect(await altcha.verify(payload)).toBe(false);
  });

  it('refuses garbage, other payload shapes and unsigned challenges', async () => {
    const altcha = newAltcha();
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const payload of [
      '',
      'not base64 !!',
      base64('just a string'),
      base64({
        algorithm: 'SHA-256',
        challenge: 'abc',
        number: 1,
        salt: 'x',
        signature: 'y',
        took: 1,
      }),
      base64({
        algorithm: 'SHA-256',
        signature: 'x',
        verificationData: 'verified=true',
        verified: true,
      }),
    ]) {
      expect(await altcha.verify(payload)).toBe(false);
    }
    const challenge = await altcha.createChallenge();
    const solution = await solveAltcha(challenge);
    expect(await altcha.verify(widgetPayload({ parameters: challenge.parameters }, solution))).toBe(
      false,
    );
  });
});

describe.skipIf(!process.env.REDIS_URL)('AltchaCaptcha on Redis', () => {
  it('accepts a payload once across two processes', async () => {
    const prefix = `altchatest${crypto.randomBytes(4).toString('hex')}`;
    const [hubA, hubB] = await Promise.all([
      RedisHub.connect(process.env.REDIS_URL!, prefix, logger),
      RedisHub.connect(process.env.REDIS_URL!, prefix, logger),
    ]);
    const processA = newAltcha('shared', hubA);
    const processB = newAltcha('shared', hubB);
    const challenge = await processA.createChallenge();
    const payload = widgetPayload(challenge, await solveAltcha(challenge));
    expect(await processB.verify(payload)).toBe(true);
    expect(await processA.verify(payload)).toBe(false);
  });
});
