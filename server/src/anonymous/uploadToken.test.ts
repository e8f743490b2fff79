import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { signAnonymousUploadToken, verifyAnonymousUploadToken } from './uploadToken';

const SECRET = 'a'.repeat(64);

describe('anonymous upload tokens', () => {
  it('is an HS256 JWT for the visitor, valid for 2 hours, that verifies with its secret only', async () => {
    const token = await signAnonymousUploadToken(SECRET, 'visitor-1');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ purpose: 'anonymous-upload', sub: 'visitor-1' });
    expect(claims.exp! - claims.iat!).toBe(7200);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(await verifyAnonymousUploadToken(SECRET, token)).toBe('visitor-1');
    expect(await verifyAnonymousUploadToken('b'.repeat(64), token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'visitor-2' })).toString('base64url')}.${signature}`;
    expect(await verifyAnonymousUploadToken(SECRET, forged)).toBeNull();
  });
});

describe('anonymous upload tokens for a visitor skipping through strangers', () => {
  afterEach(() => vi.useRealTimers());

  it('are the same within a minute, and a new one after (valid 2 hours from then)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date'] });
    const first = await signAnonymousUploadToken(SECRET, 'skipper');
    vi.advanceTimersByTime(59_000);
    expect(await signAnonymousUploadToken(SECRET, 'skipper')).toBe(first);
    expect(await signAnonymousUploadToken(SECRET, 'someone-else')).not.toBe(first);
    expect(await signAnonymousUploadToken('b'.repeat(64), 'skipper')).not.toBe(first);
    vi.advanceTimersByTime(1_000);
    const second = await signAnonymousUploadToken(SECRET, 'skipper');
    expect(second).not.toBe(first);
    expect(decodeJwt(second).iat).toBe(decodeJwt(first).iat! + 60);
    expect(await verifyAnonymousUploadToken(SECRET, second)).toBe('skipper');
  });
});
