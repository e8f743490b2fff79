import { z } from 'zod';
import { httpRoute, messageResponse } from '../httpRoute';
import {
  forgotPasswordBody,
  googleBody,
  loginBody,
  onboardingBody,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
} from '../schemas';
import { authResponseSchema, selfUserSchema, userSummarySchema } from '../wire/users';

const QUARTER_HOUR_MS = 15 * 60_000;

const INVALID_RESET_TOKEN = 'Invalid or expired reset token.';
const resetParams = z.object({
  resettoken: z.string().min(1, INVALID_RESET_TOKEN).max(100, INVALID_RESET_TOKEN),
});

/** Accounts: sign-up, sign-in, sign-out, password reset. */
export const authRoutes = {
  register: httpRoute({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBody,
    result: authResponseSchema,
    rateLimit: { max: 10, windowMs: QUARTER_HOUR_MS },
  }),
  login: httpRoute({
    method: 'POST',
    path: '/api/auth/login',
    body: loginBody,
    result: authResponseSchema,
    rateLimit: { max: 50, windowMs: QUARTER_HOUR_MS },
  }),
  google: httpRoute({
    method: 'POST',
    path: '/api/auth/google',
    body: googleBody,
    result: authResponseSchema,
    rateLimit: { max: 30, windowMs: QUARTER_HOUR_MS },
  }),
  logout: httpRoute({ method: 'POST', path: '/api/auth/logout', result: messageResponse }),
  logoutAll: httpRoute({ method: 'POST', path: '/api/auth/logout-all', result: messageResponse }),
  forgotPassword: httpRoute({
    method: 'POST',
    path: '/api/auth/forgotpassword',
    body: forgotPasswordBody,
    result: messageResponse,
    rateLimit: { max: 5, windowMs: QUARTER_HOUR_MS },
  }),
  checkResetToken: httpRoute({
    method: 'GET',
    path: '/api/auth/resetpassword/:resettoken',
    params: resetParams,
    result: messageResponse,
    rateLimit: { max: 30, windowMs: QUARTER_HOUR_MS },
  }),
  resetPassword: httpRoute({
    method: 'PUT',
    path: '/api/auth/resetpassword/:resettoken',
    params: resetParams,
    body: resetPasswordBody,
    result: messageResponse,
    rateLimit: { max: 10, windowMs: QUARTER_HOUR_MS },
  }),
};

/** One's own profile, its picture, onboarding and recommendations. */
export const userRoutes = {
  profile: httpRoute({ method: 'GET', path: '/api/users/profile', result: selfUserSchema }),
  updateProfile: httpRoute({
    method: 'PUT',
    path: '/api/users/profile',
    body: profileUpdateBody,
    result: selfUserSchema,
  }),
  profilePicture: httpRoute({
    method: 'PUT',
    path: '/api/users/profile/picture',
    upload: true,
    result: selfUserSchema,
    rateLimit: { max: 20, windowMs: 10 * 60_000 },
  }),
  onboarding: httpRoute({
    method: 'POST',
    path: '/api/users/onboarding',
    body: onboardingBody,
    result: selfUserSchema,
  }),
  recommendations: httpRoute({
    method: 'GET',
    path: '/api/users/recommendations',
    result: z.array(userSummarySchema),
  }),
};
