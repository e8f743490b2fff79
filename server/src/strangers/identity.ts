import crypto from 'node:crypto';
import { deriveKey } from '../platform/secrets';

/** A keyed hash of a visitor id: identifies a visitor in reports without the raw id. */
export function visitorKey(secret: string, visitorId: string): string {
  const key = deriveKey(secret, 'visitor');
  return crypto.createHmac('sha256', key).update(visitorId).digest('hex').slice(0, 32);
}

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
