import { createSigner, createVerifier } from 'fast-jwt';
import { deriveKey } from '../platform/secrets';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The sign-in this token belongs to (sessions table); absent on tokens issued before sessions existed. */
  sessionId?: string;
}

export interface VerifiedToken extends TokenClaims {
  /** Expiry, ms since epoch. */
  expiresAt: number;
}

interface Payload {
  sub: string;
  ver: number;
  sid?: string;
  exp?: number;
}

/**
 * Signs and verifies the Bearer tokens (HS256 JWT with the user's token version and session id).
 * fast-jwt signs and checks them with Node's own HMAC, on the spot: through WebCrypto (jose) each
 * took a trip through libuv's thread pool, 70-87 µs against 7-16 µs here, and every
 * authenticated request and socket verifies one (bench/results/2026-11-27.md).
 */
export class TokenService {
  private readonly signer: (payload: Payload) => string;
  private readonly verifier: (token: string) => Payload;

  /** `ttl`: a time span such as "30d", "12h" or "90 minutes" (TOKEN_TTL). */
  constructor(secret: string, ttl: string) {
    const key = deriveKey(secret, 'jwt');
    this.signer = createSigner({ key, algorithm: 'HS256', expiresIn: ttl, mutatePayload: true });
    this.verifier = createVerifier({ key, algorithms: ['HS256'] });
  }

  async sign(claims: TokenClaims): Promise<{ token: string; expiresAt: number }> {
    const payload: Payload = {
      sub: claims.userId,
      ver: claims.tokenVersion,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    };
    // mutatePayload: the signer writes the expiry it set into `payload`.
    const token = this.signer(payload);
    return { token, expiresAt: (payload.exp ?? 0) * 1000 };
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<VerifiedToken | null> {
    let payload: Payload;
    try {
      payload = this.verifier(token);
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
    return {
      userId: payload.sub,
      tokenVersion: payload.ver,
      sessionId: payload.sid,
      expiresAt: (payload.exp ?? Number.MAX_SAFE_INTEGER / 1000) * 1000,
    };
  }
}
