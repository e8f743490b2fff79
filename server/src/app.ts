import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DESCRIPTION } from './platform/apiDescription';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import { createLogger, type Logger } from './platform/logger';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { createHub, type Hub } from './platform/hub';
import { accessCache } from './platform/accessCache';
import { loadSecret } from './platform/secrets';
import { trustFunction } from './platform/proxyTrust';
import { registerHttpPlatform } from './platform/http';
import { translateReplyMessages } from './platform/i18n/httpMessages';
import { refuseNulInRequests, refuseNulInSocketEvents } from './platform/nulGuard';
import { registerRateLimits } from './platform/rateLimit';
import { createMetrics } from './platform/metrics';
import { checkMetricsAccess } from './platform/metricsAccess';
import { createSocketServer, installSocketAuth } from './platform/socket';
import { createMailer } from './platform/mail';
import { createCaptcha } from './platform/captcha';
import type { AppContext } from './platform/context';
import { serveFiles } from './platform/staticFiles';
import { TokenService } from './auth/tokens';
import { usernameOf } from './users/queries';
import { accountLanguageOf } from './users/accountLanguage';
import { requestLanguage } from './users/messageLanguage';
import { registerHashPoolGauges } from './auth/hashPoolMetrics';
import { createAuthGuard } from './auth/guard';
import { createMediaStore } from './media/store';
import { withRemovalHold } from './operations/removalHold';
import { openControlChannel } from './operations/controlChannel';
import { ImageGuard, withImageCheck } from './media/imageCheck';
import { registerMediaRoutes } from './media/serving';
import { registerClassifierGauge } from './media/classifierMetrics';
import { installOnlineCount } from './presence/onlineCount';
import { installFriendPresence } from './presence/friendPresence';
import { installRoomPresence } from './rooms/roomPresence';
import { installRoomWatch } from './rooms/watchSocket';
import { registerSiteRoutes } from './site/routes';
import { registerCrawlerRoutes } from './site/crawlers';
import { registerAuthRoutes } from './auth/routes';
import { registerUserRoutes } from './users/routes';
import { registerCaptchaRoutes } from './captcha/routes';
import { registerContactRoutes } from './contact/routes';
import { registerPeopleRoutes } from './people/routes';
import { registerFriendRoutes } from './friends/routes';
import { registerPhotoRoutes } from './photos/routes';
import { registerCommentRoutes } from './comments/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerModerationRoutes } from './moderation/routes';
import { registerTrustRoutes } from './trust/routes';
import { trustWeights } from './trust/weights';
import { installSignInCheck, installVisitorRooms } from './moderation/enforcement';
import { accountGate, installAccountGate } from './moderation/accountGate';
import { startEvidenceSweeper } from './moderation/retention';
import { imageReviewQueue } from './moderation/autoFlag';
import { registerChatRoutes } from './chat/routes';
import { registerRoomRoutes } from './rooms/routes';
import { registerRoomMemberRoutes } from './rooms/members';
import { installChatSockets } from './chat/socket';
import { installRoomSockets } from './rooms/socket';
import { installAnonymousChat } from './anonymous/socket';
import { installVideoChat } from './video/socket';
import { registerVideoRoutes } from './video/routes';
import { registerUnreadRoutes } from './unread/routes';
import { installUnreadSockets } from './unread/socket';
import { startPush } from './push/start';
import { registerPushRoutes } from './push/routes';

export interface ServerOptions {
  config: Config;
  logger?: Logger;
  /** An open database (tests pass a fresh clone); otherwise opened from the config. */
  database?: DatabaseHandle;
  hub?: Hub;
  googleKeys?: JWTVerifyGetKey;
}

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** Starts listening; resolves to the bound port. */
  listen(): Promise<number>;
  /** Graceful stop: no new connections, sockets told and closed, then storage closed. */
  close(): Promise<void>;
}

/** Builds the whole server (HTTP API, Socket.IO, uploads, web app) without listening. */
export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  // An invalid TRUST_WEIGHTS_FILE stops the start here, before anything is opened.
  trustWeights(config.trustWeightsFile);
  const logger = options.logger ?? createLogger(config.logLevel);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
    }));
  const hub = options.hub ?? (await createHub(config, logger));
  const secret = await loadSecret(config);

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // The same trust the socket handshake applies (platform/proxyTrust.ts).
    trustProxy: trustFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const io = createSocketServer(app.server);
  if (hub.kind === 'redis') {
    const { createRedisSocketAdapter } = await import('./platform/hub/redisHub');
    io.adapter(await createRedisSocketAdapter(config.redisUrl!, config.redisPrefix, logger));
  }
  const tokens = new TokenService(secret, config.tokenTtl);
  const media = withRemovalHold(await createMediaStore(config, logger), (error) =>
    logger.warn({ err: error }, 'a media deletion held during a backup failed'),
  );
  const ctx: AppContext = {
    config,
    logger,
    db: database.db,
    hub,
    secret,
    tokens,
    auth: createAuthGuard(
      database.db,
      tokens,
      accessCache(io),
      accountGate({ db: database.db, io, secret }),
    ),
    mailer: createMailer(config, logger),
    captcha: createCaptcha(config, hub, secret, logger),
    media: media.store,
    metrics: createMetrics(),
    io,
    googleKeys: options.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl)),
    usernameOf: (userId) => usernameOf(database.db, userId),
    accountLanguageOf: (userId) => accountLanguageOf({ db: database.db, io }, userId),
    push: await startPush({ config, secret, db: database.db, hub, logger }),
  };
  registerHashPoolGauges(ctx.metrics.registry);
  const imageGuard = new ImageGuard(ctx, {
    classifier: config.safety.imageClassifier,
    refuseAt: config.safety.imageRefuseAt,
    reviewAt: config.safety.imageReviewAt,
    hashMaxDistance: config.safety.imageHashMaxDistance,
  });
  ctx.media = withImageCheck(ctx.media, imageGuard, imageReviewQueue(ctx.db));
  registerClassifierGauge(ctx.metrics.registry, imageGuard.classifier);
  // The model loads on the first image, not at start (~2 s for that upload): held from start it
  // would be a third of an idle server's memory (bench/README.md, "Idle memory").

  await registerHttpPlatform(app, config);
  translateReplyMessages(app, requestLanguage(ctx));
  refuseNulInRequests(app);
  await registerRateLimits(app, hub, config.rateLimits);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Serendip API',
        version: '0.1.0',
        description: API_DESCRIPTION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerOperations(app, ctx, database);
  installSignInCheck(app, ctx);

  await app.register(async (api) => {
    await registerSiteRoutes(api, ctx);
    await registerCrawlerRoutes(api, ctx);
    await registerAuthRoutes(api, ctx);
    await registerUserRoutes(api, ctx);
    await registerCaptchaRoutes(api, ctx);
    await registerContactRoutes(api, ctx);
    await registerPeopleRoutes(api, ctx);
    await registerFriendRoutes(api, ctx);
    await registerPhotoRoutes(api, ctx);
    await registerCommentRoutes(api, ctx);
    await registerNotificationRoutes(api, ctx);
    await registerModerationRoutes(api, ctx);
    await registerTrustRoutes(api, ctx);
    await registerChatRoutes(api, ctx);
    await registerRoomRoutes(api, ctx);
    await registerRoomMemberRoutes(api, ctx);
    await registerVideoRoutes(api, ctx);
    await registerUnreadRoutes(api, ctx);
    await registerPushRoutes(api, ctx);
  });

  registerMediaRoutes(
    app,
    ctx.media,
    config.media.store === 's3' ? config.media.publicUrl : undefined,
  );
  await serveFiles(app);
  installSocketAuth(io, ctx);
  refuseNulInSocketEvents(io);
  installVisitorRooms(ctx);
  installAccountGate(ctx);
  const stopEvidenceSweeper = startEvidenceSweeper(ctx);
  // Operator commands reach the embedded database through this process while it holds DATA_DIR.
  const closeControlChannel = database.lock
    ? await openControlChannel({
        dataDir: config.dataDir,
        database,
        logger,
        holdRemovals: () => media.holdRemovals(),
      })
    : async () => {};
  const onlineCount = installOnlineCount(ctx);
  installFriendPresence(ctx, onlineCount);
  installRoomPresence(ctx, onlineCount);
  installChatSockets(ctx);
  installRoomSockets(ctx);
  installAnonymousChat(ctx);
  installVideoChat(ctx);
  installUnreadSockets(ctx);
  installRoomWatch(ctx);

  return {
    app,
    ctx,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      await database.lock?.setPort(port);
      return port;
    },
    async close() {
      await closeControlChannel();
      stopEvidenceSweeper();
      // Only this process's sockets: io.disconnectSockets would reach every process via the adapter.
      io.local.disconnectSockets(true);
      // Let the others hear that this process's people left before the adapter closes.
      await onlineCount.drain();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      await ctx.mailer.close();
      await ctx.push.close();
      await imageGuard.close();
      await ctx.media.close();
      await hub.close();
      if (!options.database) await database.close();
    },
  };
}

/** A readiness probe that takes longer than this is a failed one (Kubernetes' default). */
const READY_TIMEOUT_MS = 1000;

/** Each check by the name the readiness answer gives it. */
type ReadinessChecks = Record<string, () => Promise<unknown>>;

/** The checks that failed or did not answer within `ms` (never a hanging probe), with why. */
async function failingChecks(
  ms: number,
  checks: ReadinessChecks,
): Promise<Array<{ name: string; error: unknown }>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    const outcomes = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const error = await Promise.race([
          check().then(
            () => null,
            (failure: unknown) => failure ?? new Error('failed'),
          ),
          late,
        ]);
        return { name, error };
      }),
    );
    return outcomes.filter(({ error }) => error !== null);
  } finally {
    clearTimeout(timer);
  }
}

/** "a", "a and b", "a, b and c". */
function spokenList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
}

function registerOperations(app: FastifyInstance, ctx: AppContext, database: DatabaseHandle): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const failing = await failingChecks(READY_TIMEOUT_MS, {
      'the database': () => database.ping(),
      'the hub': () => ctx.hub.presenceCount(),
      'the media store': () => ctx.media.check(),
    });
    if (failing.length === 0)
      return { status: 'ready', database: database.kind, hub: ctx.hub.kind, media: ctx.media.kind };
    for (const { name, error } of failing)
      ctx.logger.warn({ err: error, check: name }, 'readiness check failed');
    const names = failing.map(({ name }) => name);
    return reply.code(503).send({
      message: `Not ready: ${spokenList(names)} ${names.length > 1 ? 'do' : 'does'} not answer.`,
    });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkMetricsAccess(request, ctx.config.metricsToken);
    reply.header('Content-Type', ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.httpDuration
      .labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
}
