import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from '../platform/secrets';

/** How long a matched stranger may upload images into the chat without an account. */
const UPLOAD_TOKEN_TTL = '2h';

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(deriveKey(secret, 'anonymous-upload'));
}

/**
 * A short-lived token handed to a visitor with the `matched` event (they passed the captcha),
 * letting POST /api/chat/upload-media accept their images without an account.
 */
export function signAnonymousUploadToken(secret: string, visitorId: string): Promise<string> {
  return new SignJWT({ purpose: 'anonymous-upload' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(visitorId)
    .setIssuedAt()
    .setExpirationTime(UPLOAD_TOKEN_TTL)
    .sign(keyOf(secret));
}

/** The visitor id behind a valid upload token, else null. */
export async function verifyAnonymousUploadToken(
  secret: string,
  token: string | undefined,
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload.purpose === 'anonymous-upload' && typeof payload.sub === 'string'
      ? payload.sub
      : null;
  } catch {
    return null;
  }
}
