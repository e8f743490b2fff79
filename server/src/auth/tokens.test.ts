import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../platform/secrets';
import { TokenService } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const rawKey = (secret: string) => new TextEncoder().encode(deriveKey(secret, 'jwt'));

describe('TokenService', () => {
  it('verifies what it signed, with its claims and expiry', async () => {
    const tokens = new TokenService(SECRET, '30d');
    const { token, expiresAt } = await tokens.sign({
      userId: 'u-1',
      tokenVersion: 3,
      sessionId: 's-1',
    });
    const verified = await tokens.verify(token);
    expect(verified).toEqual({ userId: 'u-1', tokenVersion: 3, sessionId: 's-1', expiresAt });
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('keeps tokens valid across libraries: the same HS256 as jose signs and checks', async () => {
    const tokens = new TokenService(SECRET, '1h');
    const { token } = await tokens.sign({ userId: 'u-2', tokenVersion: 0 });
    const { payload } = await jwtVerify(token, rawKey(SECRET), { algorithms: ['HS256'] });
    expect(payload.sub).toBe('u-2');

    const before = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-3')
      .setExpirationTime('1h')
      .sign(rawKey(SECRET));
    expect((await tokens.verify(before))?.userId).toBe('u-3');
  });

  it('refuses another secret, a tampered token, an expired one and another algorithm', async () => {
    const tokens = new TokenService(SECRET, '1h');
    const { token } = await tokens.sign({ userId: 'u-4', tokenVersion: 1 });
    expect(await new TokenService(`${SECRET}-other`, '1h').verify(token)).toBeNull();

    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'u-5' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();

    const expired = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-4')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(rawKey(SECRET));
    expect(await tokens.verify(expired)).toBeNull();

    const hs512 = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u-4')
      .setExpirationTime('1h')
      .sign(rawKey(SECRET));
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify('not a token')).toBeNull();

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('reads TOKEN_TTL spans as the README documents them', async () => {
    for (const [ttl, ms] of [
      ['30d', 30 * 86_400_000],
      ['12h', 12 * 3_600_000],
      ['90 minutes', 90 * 60_000],
    ] as const) {
      const { expiresAt } = await new TokenService(SECRET, ttl).sign({
        userId: 'u',
        tokenVersion: 0,
      });
      expect(Math.abs(expiresAt - Date.now() - ms)).toBeLessThan(2_000);
    }
  });
});
