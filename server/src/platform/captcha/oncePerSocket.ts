import { invalid } from '../errors';
import { CAPTCHA_FAILED, type CaptchaVerifier } from './types';

/**
 * Anonymous text and video matching ask for the captcha on a socket's first match request only:
 * after one success the same socket may requeue (skip, new match) without a new one.
 */
export async function passCaptchaOnce(
  captcha: CaptchaVerifier,
  session: { captchaPassed: boolean },
  token: string | undefined,
  address: string,
): Promise<void> {
  if (session.captchaPassed) return;
  if (!token || !(await captcha.verify(token, address))) throw invalid(CAPTCHA_FAILED);
  session.captchaPassed = true;
}
