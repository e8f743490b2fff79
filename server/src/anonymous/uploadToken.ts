import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from '../platform/secrets';

/** How long a matched stranger may upload images into the chat without an account. */
const UPLOAD_TOKEN_TTL = '2h';

/**
 * The signing key, imported once per secret: importing it on every call (jose does when handed
 * raw bytes) was a third of the cost of a match.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(deriveKey(secret, 'anonymous-upload'));
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/**
 * A short-lived token handed to a visitor with the `matched` event (they passed the captcha),
 * letting POST /api/chat/upload-media accept their images without an account.
 */
export async function signAnonymousUploadToken(secret: string, visitorId: string): Promise<string> {
  return new SignJWT({ purpose: 'anonymous-upload' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(visitorId)
    .setIssuedAt()
    .setExpirationTime(UPLOAD_TOKEN_TTL)
    .sign(await keyOf(secret));
}

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
