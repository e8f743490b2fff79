import crypto from 'node:crypto';
import { deriveKey } from '../platform/secrets';

/** A keyed hash of a visitor id: identifies a visitor in reports without the raw id. */
export function visitorKey(secret: string, visitorId: string): string {
  const id = `${visitorId}\0${secret}`;
  let hashed = visitorKeys.get(id);
  if (hashed === undefined) {
    const key = deriveKey(secret, 'visitor');
    hashed = crypto.createHmac('sha256', key).update(visitorId).digest('hex').slice(0, 32);
    visitorKeys.set(id, hashed);
    if (visitorKeys.size > VISITOR_KEYS_KEPT) visitorKeys.delete(visitorKeys.keys().next().value!);
  }
  return hashed;
}

/**
 * The hashes computed lately: every match request asks for its visitor's hash two or three times
 * (sanctions, flags, report counts, avoid lists), and the HMAC was a tenth of the match path's CPU.
 */
const visitorKeys = new Map<string, string>();
const VISITOR_KEYS_KEPT = 20_000;

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
