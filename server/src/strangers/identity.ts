import { visitorKey } from '../platform/visitorKey';
import type { TrustSubject } from '../trust/history';

/**
 * Someone's lasting identity among strangers: the account, or for a visitor the keyed hash of
 * the visitor id the web app keeps in localStorage (so it survives reloads and new sockets).
 */
export function strangerIdentity(
  secret: string,
  who: { userId?: string | null; visitorId: string },
): string {
  return who.userId ? `user:${who.userId}` : `visitor:${visitorKey(secret, who.visitorId)}`;
}

/** Whose trust a stranger's is (trust/personTrust.ts): the account, or the hashed visitor id. */
export function trustSubject(
  secret: string,
  who: { userId?: string | null; visitorId: string },
): TrustSubject {
  const identity = strangerIdentity(secret, who);
  return who.userId
    ? { userId: who.userId, identity }
    : { visitorKey: visitorKey(secret, who.visitorId), identity };
}
