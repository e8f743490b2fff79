import type { CaptchaChallenge } from '@serendip/protocol';

/** What a request with a missing, wrong or reused captcha is told (every feature says the same). */
export const CAPTCHA_FAILED = 'Captcha verification failed. Please try again.';

/**
 * How much work a captcha asks: `normal`, or `longer` (several times more) for a visitor the
 * server knows nothing about on an address where someone was recently sanctioned.
 */
export type CaptchaLevel = 'normal' | 'longer';

/** What a request whose captcha was too easy for it is told (it solves a new one). */
export const LONGER_CHECK_NEEDED = 'Please complete the check again; it may take a few seconds.';

/** A captcha provider: ALTCHA (self-hosted default), reCAPTCHA, hCaptcha or Turnstile. */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';
  /**
   * A new challenge for the widget (ALTCHA only; remote providers issue their own); `longer`
   * takes several times the work (CaptchaLevel).
   */
  createChallenge(level?: CaptchaLevel): Promise<CaptchaChallenge>;
  /**
   * True when `payload` (what the widget produced) is valid and was never accepted before, and
   * with `level` 'longer', was a longer challenge (ALTCHA only; remote providers have no levels).
   * Each payload is accepted once (no replay), across every server process.
   */
  verify(payload: string, remoteIp?: string, level?: CaptchaLevel): Promise<boolean>;
}
