import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { z } from 'zod';
import { RECONNECT_WINDOW_MS } from '@serendip/protocol';
import { PGLITE_SHARED_BUFFERS } from './db/pgliteSettings';
import { parseProxyTrust, type ProxyTrust } from './proxyTrust';
import { safetyConfig, safetyEnv, type SafetyConfig } from './safetyConfig';
import { mediaConfig, mediaEnv, type MediaConfig } from './mediaConfig';
import { pushConfig, pushEnv, type PushConfig } from './pushConfig';

/**
 * A positive span the token signer reads (auth/tokens.ts signs with fast-jwt): "30d", "12h",
 * "90 minutes". Signing a token with it is the check: fast-jwt takes "" as no expiry at all and
 * "-1d" as already expired, both refused here.
 */
function isTimeSpan(value: string): boolean {
  const claims: { iat?: number; exp?: number } = {};
  try {
    createSigner({ key: 'only-checking-the-span', expiresIn: value, mutatePayload: true })(claims);
  } catch {
    return false;
  }
  return claims.exp !== undefined && claims.iat !== undefined && claims.exp > claims.iat;
}

/** Every setting of the server, from environment variables, parsed and validated once. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** RFC 7065 TURN URI: turn(s):host[:port][?transport=udp|tcp]; browsers reject anything else. */
const TURN_URL = /^turns?:(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const envSchema = z.object({
  ...safetyEnv,
  ...mediaEnv,
  ...pushEnv,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  // The embedded database's buffer pool, in PostgreSQL's units (db/database.ts).
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, { message: 'a size such as 32MB, 256MB or 1GB' })
    .default(PGLITE_SHARED_BUFFERS),
  REDIS_URL: optionalString,
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:-]+$/)
    .default('serendip'),
  PUBLIC_URL: optionalString,
  // Signs every token: guessable or short would let anyone sign in as anyone.
  JWT_SECRET: optionalString.refine((value) => !value || value.length >= 32, {
    message: 'must be at least 32 characters (e.g. openssl rand -base64 48)',
  }),
  TOKEN_TTL: z
    .string()
    .default('30d')
    .refine(isTimeSpan, { message: 'a time span such as 30d, 12h or 90 minutes' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseProxyTrust(value);
      if ('error' in trust) {
        context.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Serendip <no-reply@serendip.local>'),
  SUPPORT_EMAIL: z.string().default('support@serendip.local'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.string().default('https://www.googleapis.com/oauth2/v3/certs'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'hcaptcha', 'turnstile']).default('altcha'),
  CAPTCHA_SITE_KEY: optionalString,
  CAPTCHA_SECRET: optionalString,
  ALTCHA_HMAC_KEY: optionalString,
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).default(50_000),
  ADS_PROVIDER: z.enum(['house', 'adsense']).default('house'),
  ADS_CLIENT: optionalString,
  STUN_URLS: z.string().default('stun:stun.l.google.com:19302'),
  TURN_URLS: optionalString.superRefine((value, context) => {
    for (const url of list(value).filter((entry) => !TURN_URL.test(entry)))
      context.addIssue({
        code: 'custom',
        message: `"${url}" is not a TURN URL: turn: or turns:, then host[:port][?transport=udp|tcp], e.g. turn:turn.example.com:3478?transport=udp`,
      });
  }),
  // Every visitor receives a credential derived from it, so a short one could be guessed offline.
  TURN_SECRET: optionalString.refine((value) => !value || value.length >= 16, {
    message: 'must be at least 16 characters (e.g. openssl rand -hex 32)',
  }),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  // Tests only: every success answer is checked against its route's result schema.
  CHECK_RESULTS: z
    .enum(['on', 'off'])
    .default('off')
    .transform((value) => value === 'on'),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  ANONYMOUS_WIDEN_MS: z.coerce.number().int().min(0).default(5000),
  ANONYMOUS_RECONNECT_MS: z.coerce.number().int().min(1).default(RECONNECT_WINDOW_MS),
  TRUST_WEIGHTS_FILE: optionalString,
  METRICS_TOKEN: optionalString,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database's buffer pool (PGlite only). */
  pgliteSharedBuffers: string;
  redisUrl?: string;
  /** Prefix of every Redis key and stream, so several deployments can share one Redis. */
  redisPrefix: string;
  publicUrl?: string;
  /** Secret for signing tokens, altcha challenges and IP hashes; generated and kept in DATA_DIR/secret when unset (embedded database only). */
  secret?: string;
  tokenTtl: string;
  logLevel: string;
  /** Which peers may set the client address through X-Forwarded-For (see proxyTrust.ts). */
  trustProxy: ProxyTrust;
  /** Live sockets one client address may hold at once, across processes. */
  maxSocketsPerAddress: number;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  googleClientId?: string;
  googleJwksUrl: string;
  captcha: {
    provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile';
    siteKey?: string;
    secret?: string;
    altchaHmacKey?: string;
    altchaMaxNumber: number;
  };
  ads: { provider: 'house' | 'adsense'; client?: string };
  ice: {
    stunUrls: string[];
    turnUrls: string[];
    turnSecret?: string;
    /** Lifetime of the TURN REST credentials handed out (coturn checks it when an allocation starts). */
    turnCredentialTtlSeconds: number;
  };
  rateLimits: boolean;
  /**
   * Tests only: a success answer that does not match its route's result schema is replaced by a
   * 500 naming the mismatch (and logged), so the suites check the contract on every call.
   */
  checkResults?: boolean;
  maxUploadBytes: number;
  /** How long anonymous matching waits for a shared interest before anyone will do. */
  anonymousWidenMs: number;
  /** How long two strangers who parted may ask to meet again (the web app assumes the default). */
  anonymousReconnectMs: number;
  /** A trust data file replacing the shipped trust/trustWeights.json (checked at start-up). */
  trustWeightsFile?: string;
  /** Bearer token that opens /metrics to other machines; without it only loopback may read it. */
  metricsToken?: string;
  /** The AI checks: text rules and the image classifier. */
  safety: SafetyConfig;
  /** Where uploads are kept (MEDIA_STORE and the S3_* settings). */
  media: MediaConfig;
  /** Web Push (VAPID keys, which push endpoints may be reached). */
  push: PushConfig;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.CAPTCHA_PROVIDER !== 'altcha' && (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET)) {
    throw new Error(
      `CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET.`,
    );
  }
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    // Every process must sign with the same secret, and it must never sit in the database
    // (a dump of it would let anyone sign in as anyone).
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (the same value on every process, at least 32 characters, e.g. JWT_SECRET=$(openssl rand -base64 48)).',
    );
  }
  if (env.CHECK_RESULTS && env.NODE_ENV === 'production') {
    // The check parses every answer again; it guards the tests, never people's requests.
    throw new Error(
      'Invalid configuration:\n  CHECK_RESULTS: on is for tests only (NODE_ENV=test).',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: env.PUBLIC_URL,
    secret: env.JWT_SECRET,
    tokenTtl: env.TOKEN_TTL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    maxSocketsPerAddress: env.MAX_SOCKETS_PER_ADDRESS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      siteKey: env.CAPTCHA_SITE_KEY,
      secret: env.CAPTCHA_SECRET,
      altchaHmacKey: env.ALTCHA_HMAC_KEY,
      altchaMaxNumber: env.ALTCHA_MAX_NUMBER,
    },
    ads: { provider: env.ADS_PROVIDER, client: env.ADS_CLIENT },
    ice: {
      stunUrls: list(env.STUN_URLS),
      turnUrls: list(env.TURN_URLS),
      turnSecret: env.TURN_SECRET,
      turnCredentialTtlSeconds: env.TURN_CREDENTIAL_TTL_SECONDS,
    },
    rateLimits: env.RATE_LIMITS,
    checkResults: env.CHECK_RESULTS,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    anonymousWidenMs: env.ANONYMOUS_WIDEN_MS,
    anonymousReconnectMs: env.ANONYMOUS_RECONNECT_MS,
    trustWeightsFile: env.TRUST_WEIGHTS_FILE,
    metricsToken: env.METRICS_TOKEN,
    safety: safetyConfig(env),
    media: mediaConfig(env),
    push: pushConfig(env),
  };
}
