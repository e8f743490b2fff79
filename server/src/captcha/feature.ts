import type { Feature } from '../platform/lifecycle';
import { registerCaptchaRoutes } from './routes';

/** The proof-of-work challenges that forms and matching ask for. */
export const captchaFeature: Feature = { name: 'captcha', routes: registerCaptchaRoutes };
