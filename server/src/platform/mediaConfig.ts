import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** Environment variables of the media store (docs/deployment/object-storage.md), merged into config.ts. */
export const mediaEnv = {
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  MEDIA_PUBLIC_URL: optional,
};

type MediaEnv = z.infer<z.ZodObject<typeof mediaEnv>>;

/** Where uploads are kept: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export type MediaConfig = { store: 'local' } | ({ store: 's3' } & S3Settings);

export interface S3Settings {
  /** Absent for AWS S3 itself (the SDK derives it from the region). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Absent: the SDK's default chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket.host/key when false (AWS, R2), host/bucket/key when true (MinIO, Ceph, Garage). */
  forcePathStyle: boolean;
  /** Where the bucket's objects are public (a CDN or public bucket): /uploads/ redirects there. */
  publicUrl?: string;
}

/** The region AWS's SDK signs with when none is given; MinIO and Ceph accept it too. */
const DEFAULT_REGION = 'us-east-1';

/** S3 bucket naming rules (3-63 of lowercase letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidMedia(`${name}: "${value}" is not a URL (e.g. https://s3.example.com).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidMedia(`${name}: must start with http:// or https://.`);
  if (url.search || url.hash) throw invalidMedia(`${name}: must not carry a query or a fragment.`);
  return value.replace(/\/+$/, '');
}

function invalidMedia(problem: string): Error {
  return new Error(`Invalid configuration:\n  ${problem}`);
}

/** Checks the media settings as a whole; every error names the variable and what to set. */
export function mediaConfig(env: MediaEnv): MediaConfig {
  const s3Names = [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'MEDIA_PUBLIC_URL',
  ] as const;
  if (env.MEDIA_STORE === 'local') {
    // Settings for a bucket that is not used would leave each machine with its own uploads.
    const stray = s3Names.filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      throw invalidMedia(
        `MEDIA_STORE: ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but MEDIA_STORE is local; set MEDIA_STORE=s3 to keep media in the bucket, or remove them.`,
      );
    return { store: 'local' };
  }
  if (!env.S3_BUCKET) throw invalidMedia('S3_BUCKET: required when MEDIA_STORE=s3.');
  if (!BUCKET_NAME.test(env.S3_BUCKET))
    throw invalidMedia(
      `S3_BUCKET: "${env.S3_BUCKET}" is not a bucket name (3-63 lowercase letters, digits, dots or hyphens).`,
    );
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw invalidMedia(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the instance role or AWS_* variables.',
    );
  return {
    store: 's3',
    endpoint: env.S3_ENDPOINT && httpUrl('S3_ENDPOINT', env.S3_ENDPOINT),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? DEFAULT_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: env.MEDIA_PUBLIC_URL && httpUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL),
  };
}
