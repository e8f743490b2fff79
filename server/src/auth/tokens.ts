import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from '../platform/secrets';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** Signs and verifies the Bearer tokens (HS256 JWT with the user's token version). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(deriveKey(secret, 'jwt'));
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
