import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { deriveKey } from '../platform/secrets';
import { recentlyMade } from '../platform/recentlyMade';

/** How long a matched stranger may upload images into the chat without an account. */
const UPLOAD_TOKEN_TTL_S = 2 * 60 * 60;

/**
 * The signing key, imported once per secret: importing it on every call (jose does when handed
 * raw bytes) was a third of the cost of a match.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(deriveKey(secret, 'anonymous-upload'));
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * A visitor matched again within a minute (skipping through strangers) gets the token signed
 * for the last match, still valid for at least 1 h 59 min: signing was a twentieth of a match's
 * CPU under churn. Per secret, by visitor id.
 */
const recentTokens = recentlyMade<{ token: string; iat: number }>(20_000);
const REUSE_S = 60;

/**
 * A short-lived token handed to a visitor with the `matched` event (they passed the captcha),
 * letting POST /api/chat/upload-media accept their images without an account. An HS256 JWT
 * (verified below with jose), signed here with node's HMAC: jose's WebCrypto signature was the
 * largest part of a match's own CPU after the sanctions lookup.
 */
export async function signAnonymousUploadToken(secret: string, visitorId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const kept = recentTokens.get(secret, visitorId);
  if (kept && now - kept.iat < REUSE_S) return kept.token;
  const token = signToken(secret, visitorId, now);
  recentTokens.set(secret, visitorId, { token, iat: now });
  return token;
}

function signToken(secret: string, visitorId: string, now: number): string {
  const body = `${HEADER}.${base64url({ purpose: 'anonymous-upload', sub: visitorId, iat: now, exp: now + UPLOAD_TOKEN_TTL_S })}`;
  const signature = createHmac('sha256', deriveKey(secret, 'anonymous-upload'))
    .update(body)
    .digest('base64url');
  return `${body}.${signature}`;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = base64url({ alg: 'HS256' });

/** The visitor id behind a valid upload token, else null. */
export async function verifyAnonymousUploadToken(
  secret: string,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] });
    return payload.purpose === 'anonymous-upload' && typeof payload.sub === 'string'
      ? payload.sub
      : null;
  } catch {
    return null;
  }
}
