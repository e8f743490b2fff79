/** What a request with a missing, wrong or reused captcha is told (every feature says the same). */
export const CAPTCHA_FAILED = 'Captcha verification failed. Please try again.';

/** A captcha provider: ALTCHA (self-hosted default), reCAPTCHA, hCaptcha or Turnstile. */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';
  /** A new challenge for the widget (ALTCHA only; remote providers issue their own). */
  createChallenge(): Promise<object>;
  /**
   * True when `payload` (what the widget produced) is valid and was never accepted before.
   * Each payload is accepted once (no replay), across every server process.
   */
  verify(payload: string, remoteIp?: string): Promise<boolean>;
}
