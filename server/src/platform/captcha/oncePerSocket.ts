import { invalid } from '../errors';
import {
  CAPTCHA_FAILED,
  LONGER_CHECK_NEEDED,
  type CaptchaLevel,
  type CaptchaVerifier,
} from './types';

/**
 * Anonymous text and video matching ask for the captcha on a socket's first match request only:
 * after one success the same socket may requeue (skip, new match) without a new one. True when
 * this call checked one (false: passed before).
 */
export async function passCaptchaOnce(
  captcha: CaptchaVerifier,
  session: { captchaPassed: boolean },
  token: string | undefined,
  address: string,
  level: CaptchaLevel = 'normal',
): Promise<boolean> {
  if (session.captchaPassed) return false;
  if (!token || !(await captcha.verify(token, address, level)))
    throw invalid(level === 'longer' ? LONGER_CHECK_NEEDED : CAPTCHA_FAILED);
  session.captchaPassed = true;
  return true;
}
