import crypto from 'node:crypto';
import { deriveKey } from './secrets';
import { recentlyMade } from './recentlyMade';

/** A keyed hash of a visitor id: identifies a visitor in reports without the raw id. */
export function visitorKey(secret: string, visitorId: string): string {
  let hashed = visitorKeys.get(secret, visitorId);
  if (hashed === undefined) {
    const key = deriveKey(secret, 'visitor');
    // The first 16 bytes in hex (the digest's first 32 hex characters) as a flat string: a slice
    // of the hex digest would keep the whole digest alive in this cache and in every visitor room.
    hashed = crypto
      .createHmac('sha256', key)
      .update(visitorId)
      .digest()
      .subarray(0, 16)
      .toString('hex');
    visitorKeys.set(secret, visitorId, hashed);
  }
  return hashed;
}

/**
 * The hashes computed lately, per secret and keyed by the visitor id itself (the socket's own
 * string, no new key per entry): every match request asks for its visitor's hash two or three
 * times (sanctions, flags, report counts, avoid lists), and the HMAC was a tenth of the match
 * path's CPU. Every connection asks once (its visitor room), so idle sockets fill it too.
 */
const visitorKeys = recentlyMade<string>(20_000);
