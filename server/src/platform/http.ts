import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cookie from '@fastify/cookie';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, forbidden } from './errors';
import type { Config } from './config';
import { acceptEmptyJson } from './requests';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, the anti-forgery double submit, and the one error → `{ message }` mapping. */
export async function registerHttpPlatform(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cookie);
  // Bodyless PUT/POST/DELETE calls (the web app's and other clients') are valid everywhere.
  acceptEmptyJson(app);
  // helmet's middleware is built once here. @fastify/helmet built it anew for every request
  // (every directive parsed and dash-cased again): ~1.3 s of 90 s of CPU in a feed benchmark's
  // profile, on every route (bench/results/2026-11-27.md).
  // With MEDIA_PUBLIC_URL, /uploads/ redirects there: pictures and videos load from its origin.
  const mediaOrigins =
    config.media.store === 's3' && config.media.publicUrl
      ? [new URL(config.media.publicUrl).origin]
      : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          // WebAssembly compilation only (not JS eval): the on-device video check runs tfjs's
          // WASM backend in a worker (web/src/pages/video-chat/safety/frameWorker.ts).
          "'wasm-unsafe-eval'",
          'https://accounts.google.com/gsi/client',
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://js.hcaptcha.com',
          'https://challenges.cloudflare.com',
          'https://pagead2.googlesyndication.com',
        ],
        // Workers run the ALTCHA proof of work from blob URLs.
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://accounts.google.com/gsi/'],
        frameSrc: [
          'https://accounts.google.com/gsi/',
          'https://www.google.com/recaptcha/',
          'https://newassets.hcaptcha.com',
          'https://challenges.cloudflare.com',
          'https://googleads.g.doubleclick.net',
        ],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind TLS; a plain-HTTP localhost must not pin it.
    hsts: config.publicUrl?.startsWith('https://') ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const secureCookie = Boolean(config.publicUrl?.startsWith('https://'));
  app.addHook('onRequest', async (request, reply) => {
    const cookieValue = request.cookies[XSRF_COOKIE];
    // Media answers are cached by browsers and shared caches: a cookie on them would stop a
    // CDN from keeping them, or hand one visitor's token to the next.
    if (!cookieValue && !request.url.startsWith('/uploads/')) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: secureCookie,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !carriesCookies(request.headers.cookie)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookieValue || typeof header !== 'string' || !safeEqual(header, cookieValue)) {
      throw forbidden(
        'Invalid or missing anti-forgery token. Please reload the page and try again.',
      );
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const message =
        issue?.params?.issue &&
        typeof issue.params.issue === 'object' &&
        'message' in issue.params.issue
          ? String(issue.params.issue.message)
          : (issue?.message ?? 'Invalid request.');
      const where =
        error.validationContext === 'body' && request.body == null
          ? 'Request body is missing.'
          : message;
      return reply
        .code(400)
        .send({ message: where.startsWith('Invalid input') ? 'Invalid request.' : where });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ message: clientMessage(error, status) });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The file or request is too large.';
  if (status === 415) return 'Unsupported content type.';
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return 'The request body is not valid JSON.';
  }
  return error.message || 'Bad request.';
}

/**
 * Anti-forgery guards what a browser adds on its own: cookies. A request without any (a client
 * that authenticates by its Bearer token only, or a cookie-less call such as login) cannot be
 * forged that way, so it is not asked for the header. Every state-changing request that does
 * carry a cookie is checked, whatever its path: no prefix test that an encoded path
 * (`/%61pi/...`) or a new route could slip past.
 */
function carriesCookies(header: string | undefined): boolean {
  return typeof header === 'string' && header.trim() !== '';
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
