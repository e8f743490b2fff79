import type { JWTVerifyGetKey } from 'jose';
import type { TokenService } from './tokens';
import type { AuthGuard } from './guard';

/** What auth/ offers every feature through the app context (platform/context.ts). */
declare module '../platform/context' {
  interface AppContext {
    tokens: TokenService;
    auth: AuthGuard;
    /** Google's signing keys (injectable so tests sign their own ID tokens). */
    googleKeys: JWTVerifyGetKey;
  }
}
