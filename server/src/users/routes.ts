import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { signedIn } from '../platform/requests';
import { completeOnboarding, getOwnProfile, getRecommendations, updateProfile } from './service';
import { registerProfilePictureRoute } from './pictureRoute';

const routes = HTTP_ROUTES.users;

/** The signed-in user's profile, its update, onboarding and recommendations. */
export async function registerUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);
  const preHandler = ctx.auth.requireUser;

  route(routes.profile, { preHandler }, async (request) => getOwnProfile(ctx, signedIn(request)));

  route(routes.updateProfile, { preHandler }, async (request) =>
    updateProfile(ctx, signedIn(request), request.body),
  );

  route(routes.onboarding, { preHandler }, async (request) =>
    completeOnboarding(ctx, signedIn(request), request.body),
  );

  route(routes.recommendations, { preHandler }, async (request) =>
    getRecommendations(ctx, signedIn(request)),
  );

  await registerProfilePictureRoute(app, ctx);
}
