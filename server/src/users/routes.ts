import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  onboardingBody,
  profileUpdateBody,
  type SelfUser,
  type UserSummary,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { unauthorized } from '../platform/errors';
import { completeOnboarding, getOwnProfile, getRecommendations, updateProfile } from './service';
import { registerProfilePictureRoute } from './pictureRoute';

/** The id the requireUser guard set; the guard always runs first on these routes. */
function signedIn(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** The signed-in user's profile, its update, onboarding and recommendations. */
export async function registerUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = ctx.auth.requireUser;

  api.get('/api/users/profile', { preHandler }, async (request): Promise<SelfUser> =>
    getOwnProfile(ctx, signedIn(request)),
  );

  api.put(
    '/api/users/profile',
    { schema: { body: profileUpdateBody }, preHandler },
    async (request): Promise<SelfUser> => updateProfile(ctx, signedIn(request), request.body),
  );

  api.post(
    '/api/users/onboarding',
    { schema: { body: onboardingBody }, preHandler },
    async (request): Promise<SelfUser> => completeOnboarding(ctx, signedIn(request), request.body),
  );

  api.get('/api/users/recommendations', { preHandler }, async (request): Promise<UserSummary[]> =>
    getRecommendations(ctx, signedIn(request)),
  );

  await registerProfilePictureRoute(app, ctx);
}
