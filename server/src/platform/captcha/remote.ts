import crypto from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { CaptchaChallenge } from '@serendip/protocol';
import type { Hub } from '../hub/types';
import type { CaptchaVerifier } from './types';

export type RemoteProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

/** The providers' token verification endpoints. */
export const SITEVERIFY_URLS: Record<RemoteProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** Tokens live minutes at the providers (2 for reCAPTCHA and hCaptcha, 5 for Turnstile). */
const TOKEN_MEMORY_MS = 10 * 60_000;
const SITEVERIFY_TIMEOUT_MS = 10_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RemoteOptions {
  secret: string;
  hub: Hub;
  logger: Logger;
  /** Replaces the provider's siteverify URL (tests point it at a local fake). */
  endpoint?: string;
}

/** reCAPTCHA, hCaptcha or Turnstile: the widget's token is checked by the provider's siteverify API. */
export class RemoteCaptcha implements CaptchaVerifier {
  private readonly endpoint: string;

  constructor(
    readonly provider: RemoteProvider,
    private readonly options: RemoteOptions,
  ) {
    this.endpoint = options.endpoint ?? SITEVERIFY_URLS[provider];
  }

  async createChallenge(): Promise<CaptchaChallenge> {
    throw new Error(`${this.provider} issues its own challenges.`);
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const { secret, hub, logger } = this.options;
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: z.infer<typeof siteverifyAnswer>;
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      answer = siteverifyAnswer.parse(await response.json());
    } catch (error) {
      logger.warn({ err: error, provider: this.provider }, 'captcha siteverify failed');
      return false;
    }
    if (!answer.success) {
      logger.debug(
        { provider: this.provider, errorCodes: answer['error-codes'] },
        'captcha token refused',
      );
      return false;
    }
    // The provider refuses a second use itself; remembering the token also covers a slow provider.
    const tokenHash = crypto.createHash('sha256').update(token).digest('base64url');
    return hub.setOnce(`captcha:${this.provider}:${tokenHash}`, TOKEN_MEMORY_MS);
  }
}
