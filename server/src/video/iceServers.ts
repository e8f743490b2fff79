import crypto from 'node:crypto';
import type { IceServersResponse } from '@serendip/protocol';
import type { Config } from '../platform/config';

export type IceServer = IceServersResponse['iceServers'][number];

export interface TurnCredential {
  /** `<unix expiry seconds>:<label>`, the form coturn's use-auth-secret reads the expiry from. */
  username: string;
  credential: string;
  expiresAt: Date;
}

/**
 * The label after the expiry. coturn only logs it; a random one keeps the relay's logs from
 * tying an allocation to an account or a visitor (anonymous calls stay anonymous there too).
 */
const randomLabel = () => crypto.randomBytes(12).toString('base64url');

/**
 * A TURN REST API credential (coturn `use-auth-secret` + `static-auth-secret`): the relay
 * recomputes base64(HMAC-SHA1(secret, username)) and checks the expiry, so nothing is stored
 * or sent between this server and the relay.
 */
export function turnCredential(
  secret: string,
  ttlSeconds: number,
  now: number = Date.now(),
  label: string = randomLabel(),
): TurnCredential {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const username = `${expiry}:${label}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}

/**
 * The ICE servers for one call: the STUN servers, plus the TURN relay with a fresh credential
 * when both TURN_URLS and TURN_SECRET are set (a relay without credentials would only make
 * browsers fail their allocations, so half a configuration means no relay).
 */
export function buildIceServers(ice: Config['ice'], now: number = Date.now()): IceServersResponse {
  const iceServers: IceServer[] = ice.stunUrls.length ? [{ urls: ice.stunUrls }] : [];
  const secret = ice.turnUrls.length ? ice.turnSecret : undefined;
  if (secret) {
    const { username, credential } = turnCredential(secret, ice.turnCredentialTtlSeconds, now);
    iceServers.push({ urls: ice.turnUrls, username, credential });
  }
  return { iceServers, relayAvailable: Boolean(secret) };
}
