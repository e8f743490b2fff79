import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Hub } from '../hub/types';
import { deriveKey } from '../secrets';
import { AltchaCaptcha } from './altcha';
import { RemoteCaptcha } from './remote';
import type { CaptchaVerifier } from './types';

export {
  CAPTCHA_FAILED,
  LONGER_CHECK_NEEDED,
  type CaptchaLevel,
  type CaptchaVerifier,
} from './types';
export { passCaptchaOnce } from './oncePerSocket';

/** The configured captcha: ALTCHA (default, self-hosted) or reCAPTCHA / hCaptcha / Turnstile. */
export function createCaptcha(
  config: Config,
  hub: Hub,
  secret: string,
  logger: Logger,
): CaptchaVerifier {
  const { provider, altchaHmacKey, altchaMaxNumber } = config.captcha;
  if (provider === 'altcha') {
    return new AltchaCaptcha({
      hmacKey: altchaHmacKey ?? deriveKey(secret, 'altcha'),
      maxNumber: altchaMaxNumber,
      hub,
      logger,
    });
  }
  // loadConfig refuses a remote provider without its secret.
  return new RemoteCaptcha(provider, { secret: config.captcha.secret!, hub, logger });
}
