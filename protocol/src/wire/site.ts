/** Result schemas of the site itself: public configuration, ICE servers, captcha challenges. */
import { z } from 'zod';

/** One STUN or TURN server a browser may use for a call. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** Public runtime configuration the web app reads from GET /api/config. */
export const publicConfigSchema = z.object({
  captcha: z.object({
    provider: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile']),
    /** Site key of reCAPTCHA / hCaptcha / Turnstile; absent for ALTCHA. */
    siteKey: z.string().optional(),
    /** For ALTCHA: where the widget fetches its challenge. */
    challengeUrl: z.string().optional(),
  }),
  /** Google sign-in is hidden when this is absent. */
  googleClientId: z.string().optional(),
  ads: z.object({
    /** 'house' shows our own placeholder; 'adsense' loads the network with the client id. */
    provider: z.enum(['house', 'adsense']),
    client: z.string().optional(),
  }),
  iceServers: z.array(iceServerSchema),
  /** Optional extra: Web Push, absent when the server sends none. */
  push: z
    .object({
      /** The VAPID public key (base64url) a browser subscribes with. */
      publicKey: z.string(),
    })
    .optional(),
});

/** GET /api/video/ice-servers: fresh for each call (TURN credentials are short-lived). */
export const iceServersResponseSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** A TURN relay is configured, so 'Hide my IP' (relay-only) can work. */
  relayAvailable: z.boolean(),
});

/**
 * An ALTCHA (v2) proof-of-work challenge, signed by the server over all its parameters. The
 * widget reads it whole.
 */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    /** When the challenge stops being accepted (milliseconds since the epoch). */
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
  signature: z.string().optional(),
});
