import { z } from 'zod';
import { httpRoute, messageResponse } from '../httpRoute';
import { contactBody } from '../schemas';
import { captchaChallengeSchema, iceServersResponseSchema, publicConfigSchema } from '../wire/site';

const MINUTE_MS = 60_000;

/** The site itself: public configuration, captcha challenges, ICE servers, the contact form. */
export const siteRoutes = {
  config: httpRoute({
    method: 'GET',
    path: '/api/config',
    result: publicConfigSchema,
  }),
  captchaChallenge: httpRoute({
    method: 'GET',
    path: '/api/captcha/challenge',
    query: z.object({ visitorId: z.string().max(100).optional() }),
    result: captchaChallengeSchema,
    rateLimit: { max: 60, windowMs: MINUTE_MS },
  }),
  iceServers: httpRoute({
    method: 'GET',
    path: '/api/video/ice-servers',
    result: iceServersResponseSchema,
    // Fetched once per call; a stranger-skipping visitor starts a call every few seconds.
    rateLimit: { max: 60, windowMs: MINUTE_MS },
  }),
  contact: httpRoute({
    method: 'POST',
    path: '/api/contact',
    body: contactBody,
    result: messageResponse,
    rateLimit: { max: 5, windowMs: 10 * MINUTE_MS },
  }),
};
