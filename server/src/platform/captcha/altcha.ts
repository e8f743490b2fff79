import { createChallenge, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { Hub } from '../hub/types';
import type { CaptchaLevel, CaptchaVerifier } from './types';

/** How long a challenge can be solved and submitted. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/** How many times the work of a normal challenge a longer one takes. */
export const LONGER_WORK_FACTOR = 10;

/** Extra time a used payload is remembered past its expiry, for clock skew between processes. */
const REPLAY_MARGIN_MS = 60_000;

/** What the widget sends for a self-hosted (v2) challenge, decoded from base64 JSON. */
const widgetPayload = z.object({
  challenge: z.object({
    // Kept whole (the signature covers every parameter); ours always expire.
    parameters: z.looseObject({ expiresAt: z.number() }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export interface AltchaOptions {
  hmacKey: string;
  /**
   * The secret counter is drawn from [maxNumber / 2, maxNumber]; the browser hashes its way up
   * to it, so the work grows linearly with this (50 000 ≈ 0.3-0.6 s in a throttled browser).
   */
  maxNumber: number;
  hub: Hub;
  logger: Logger;
}

/**
 * ALTCHA (altcha-lib v2 protocol): self-hosted SHA-256 proof of work. Challenges are signed
 * with HMAC and expire; a payload is accepted once, across every process (via the hub).
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha' as const;

  constructor(private readonly options: AltchaOptions) {}

  async createChallenge(level: CaptchaLevel = 'normal'): Promise<Challenge> {
    const { hmacKey } = this.options;
    const maxNumber = this.options.maxNumber * (level === 'longer' ? LONGER_WORK_FACTOR : 1);
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      // Signed with the other parameters, so a normal challenge cannot pass for a longer one.
      ...(level === 'longer' ? { data: { level } } : {}),
      deriveKey,
      expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
      hmacSignatureSecret: hmacKey,
    });
  }

  async verify(payload: string, _remoteIp?: string, level?: CaptchaLevel): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded) return false;
    if (level === 'longer' && decoded.challenge.parameters.data?.level !== 'longer') return false;
    const result = await verify(decoded, deriveKey, this.options.hmacKey);
    if (result.error) {
      this.options.logger.debug(
        { reason: result.error, verification: result.verification },
        'altcha payload refused',
      );
      return false;
    }
    const expiresAt = decoded.challenge.parameters.expiresAt! * 1000;
    const rememberFor = Math.max(expiresAt - Date.now(), 0) + REPLAY_MARGIN_MS;
    return this.options.hub.setOnce(`captcha:altcha:${decoded.challenge.signature}`, rememberFor);
  }
}

function decodePayload(payload: string): Payload | null {
  try {
    const parsed = widgetPayload.safeParse(
      JSON.parse(Buffer.from(payload, 'base64').toString('utf8')),
    );
    return parsed.success ? (parsed.data as unknown as Payload) : null;
  } catch {
    return null;
  }
}
