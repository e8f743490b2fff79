// PLACEHOLDER: replaced by the captcha implementation.
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Hub } from '../hub/types';
import type { CaptchaVerifier } from './types';
export function createCaptcha(config: Config, _hub: Hub, _secret: string, _logger: Logger): CaptchaVerifier {
  return { provider: config.captcha.provider, createChallenge: async () => ({}), verify: async () => false };
}
