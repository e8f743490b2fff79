import type { z } from 'zod';
import type { captchaChallengeSchema, publicConfigSchema } from './wire/site';

/** Public runtime configuration the web app reads from GET /api/config. */
export type CaptchaProvider = 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/captcha/challenge: an ALTCHA challenge for the widget. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
