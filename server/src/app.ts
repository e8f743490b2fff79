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
import { requestLanguage } from './auth/messageLanguage';
import { registerHashPoolGauges } from './auth/hashPoolMetrics';
import { createAuthGuard } from './auth/guard';
import { createMediaStore } from './media/store';
import { withRemovalHold } from './operations/removalHold';
import { openControlChannel } from './operations/controlChannel';
import { ImageGuard, withImageCheck } from './media/imageCheck';
import { registerMediaRoutes } from './media/serving';
import { registerClassifierGauge } from './media/classifierMetrics';
import { presenceEvents } from './presence/onlineCount';
import { conversationReadPlaces } from './chat/access';
import { roomReadPlaces } from './rooms/access';
import { installSignInCheck } from './moderation/enforcement';
import { accountGate } from './moderation/accountGate';
import { imageReviewQueue } from './moderation/autoFlag';
import { trustWeights } from './trust/weights';
import { startPush } from './push/start';
import { Lifecycle, type Feature } from './platform/lifecycle';
import { siteFeature } from './site/feature';
import { authFeature } from './auth/feature';
import { usersFeature } from './users/feature';
import { captchaFeature } from './captcha/feature';
import { contactFeature } from './contact/feature';
import { peopleFeature } from './people/feature';
import { friendsFeature } from './friends/feature';
import { photosFeature } from './photos/feature';
import { commentsFeature } from './comments/feature';
import { notificationsFeature } from './notifications/feature';
import { moderationFeature } from './moderation/feature';
import { trustFeature } from './trust/feature';
import { presenceFeature } from './presence/feature';
import { chatFeature } from './chat/feature';
import { roomsFeature } from './rooms/feature';
import { anonymousFeature } from './anonymous/feature';
import { videoFeature } from './video/feature';
import { unreadFeature } from './unread/feature';
import { pushFeature } from './push/feature';
import { photoRemoval } from './photos/removal';
import { photoLookup } from './photos/lookup';
import { commentRemoval } from './comments/removal';
import { friendMessageRemoval } from './chat/removal';
import { roomMessageRemoval, roomRemoval } from './rooms/removal';
import { commentLookup } from './comments/lookup';
import { friendMessageLookup } from './chat/lookup';
import { roomLookup, roomMessageLookup } from './rooms/lookup';

/**
 * The features, in the order they start (routes, then each one's socket events and own work);
 * they stop in the reverse order. Moderation comes before the socket features, so that a
 * restricted account's events are refused before any of them hears them.
 */
const FEATURES: readonly Feature[] = [
  siteFeature,
  authFeature,
  usersFeature,
  captchaFeature,
  contactFeature,
  peopleFeature,
  friendsFeature,
  photosFeature,
  commentsFeature,
  notificationsFeature,
  moderationFeature,
  trustFeature,
  presenceFeature,
  chatFeature,
  roomsFeature,
  anonymousFeature,
  videoFeature,
  unreadFeature,
  pushFeature,
];

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
  /**
   * Graceful stop, one path for everything started: this process's sockets let go, then the
   * features in reverse order, the HTTP and socket servers, and storage last.
   */
  close(): Promise<void>;
}

/** Builds the whole server (HTTP API, Socket.IO, uploads, web app) without listening. */
export async function createServer(options: ServerOptions): Promise<RunningServer> {
  // An invalid TRUST_WEIGHTS_FILE stops the start here, before anything is opened.
  trustWeights(options.config.trustWeightsFile);
  const logger = options.logger ?? createLogger(options.config.logLevel);
  const lifecycle = new Lifecycle((name, error) =>
    logger.error({ err: error, part: name }, 'a part of the server failed to stop'),
  );
  try {
    return await startServer(options, logger, lifecycle);
  } catch (error) {
    // What did start is stopped, so that a failed start leaves nothing running behind it.
    await lifecycle.stop().catch(() => {});
    throw error;
  }
}

async function startServer(
  options: ServerOptions,
  logger: Logger,
  lifecycle: Lifecycle,
): Promise<RunningServer> {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
    }));
  if (!options.database) lifecycle.started('database', () => database.close());
  const hub = options.hub ?? (await createHub(config, logger));
  lifecycle.started('hub', () => hub.close());
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
  const mailer = createMailer(config, logger);
  lifecycle.started('mailer', () => mailer.close());
  const push = await startPush({ config, secret, db: database.db, hub, logger });
  lifecycle.started('push', () => push.close());
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
    mailer,
    captcha: createCaptcha(config, hub, secret, logger),
    media: media.store,
    metrics: createMetrics(),
    io,
    googleKeys: options.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl)),
    usernameOf: (userId) => usernameOf(database.db, userId),
    push,
    presence: presenceEvents(),
    readPlaces: {
      ...conversationReadPlaces({ db: database.db, io }),
      ...roomReadPlaces({ db: database.db, io }),
    },
    accountLanguageOf: (userId) => accountLanguageOf({ db: database.db, io }, userId),
    removables: {
      photo: photoRemoval,
      comment: commentRemoval,
      roomMessage: roomMessageRemoval,
      chatMessage: friendMessageRemoval,
      room: roomRemoval,
    },
    contentLookups: {
      photo: photoLookup,
      comment: commentLookup,
      roomMessage: roomMessageLookup,
      chatMessage: friendMessageLookup,
      room: roomLookup,
    },
  };
  registerHashPoolGauges(ctx.metrics.registry);
  const imageGuard = new ImageGuard(ctx, {
    classifier: config.safety.imageClassifier,
    refuseAt: config.safety.imageRefuseAt,
    reviewAt: config.safety.imageReviewAt,
    hashMaxDistance: config.safety.imageHashMaxDistance,
  });
  ctx.media = withImageCheck(ctx.media, imageGuard, imageReviewQueue(ctx.db));
  // The image check's store closes the store it wraps.
  lifecycle.started('media', async () => {
    await imageGuard.close();
    await ctx.media.close();
  });
  registerClassifierGauge(ctx.metrics.registry, imageGuard.classifier);
  // The model loads on the first image, not at start (~2 s for that upload): held from start it
  // would be a third of an idle server's memory (bench/README.md, "Idle memory").

  // Closing the socket server closes the HTTP server it is attached to; app.close() then waits
  // for the requests under way.
  lifecycle.started('HTTP and socket servers', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await app.close();
  });
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
    for (const feature of FEATURES) await feature.routes?.(api, ctx);
  });

  registerMediaRoutes(
    app,
    ctx.media,
    config.media.store === 's3' ? config.media.publicUrl : undefined,
  );
  await serveFiles(app);
  installSocketAuth(io, ctx);
  refuseNulInSocketEvents(io);
  for (const feature of FEATURES) {
    feature.sockets?.(ctx);
    await lifecycle.start(feature, ctx);
  }
  // Operator commands reach the embedded database through this process while it holds DATA_DIR.
  if (database.lock)
    lifecycle.started(
      'control channel',
      await openControlChannel({
        dataDir: config.dataDir,
        database,
        logger,
        holdRemovals: () => media.holdRemovals(),
      }),
    );
  // Last started, first stopped: this process's people are let go while every feature still
  // runs, so their leaving is heard (presence) before anything closes. Only this process's
  // sockets: io.disconnectSockets would reach every process through the adapter.
  lifecycle.started('socket connections', () => io.local.disconnectSockets(true));

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
    close: () => lifecycle.stop(),
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
