import { z } from 'zod';
import type { SelfUser, UserSummary } from '../entities';
import { httpRoute, messageResponse, wireType } from '../httpRoute';
import type { AuthResponse } from '../results';
import {
  forgotPasswordBody,
  googleBody,
  loginBody,
  onboardingBody,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
} from '../schemas';

const QUARTER_HOUR_MS = 15 * 60_000;
const authResponse = wireType<AuthResponse>('AuthResponse: { token } and the SelfUser fields');
const selfUser = wireType<SelfUser>('SelfUser');

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
    result: authResponse,
    rateLimit: { max: 10, windowMs: QUARTER_HOUR_MS },
  }),
  login: httpRoute({
    method: 'POST',
    path: '/api/auth/login',
    body: loginBody,
    result: authResponse,
    rateLimit: { max: 50, windowMs: QUARTER_HOUR_MS },
  }),
  google: httpRoute({
    method: 'POST',
    path: '/api/auth/google',
    body: googleBody,
    result: authResponse,
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
  profile: httpRoute({ method: 'GET', path: '/api/users/profile', result: selfUser }),
  updateProfile: httpRoute({
    method: 'PUT',
    path: '/api/users/profile',
    body: profileUpdateBody,
    result: selfUser,
  }),
  profilePicture: httpRoute({
    method: 'PUT',
    path: '/api/users/profile/picture',
    upload: true,
    result: selfUser,
    rateLimit: { max: 20, windowMs: 10 * 60_000 },
  }),
  onboarding: httpRoute({
    method: 'POST',
    path: '/api/users/onboarding',
    body: onboardingBody,
    result: selfUser,
  }),
  recommendations: httpRoute({
    method: 'GET',
    path: '/api/users/recommendations',
    result: wireType<UserSummary[]>('UserSummary[]'),
  }),
};
