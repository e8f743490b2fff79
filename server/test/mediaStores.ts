import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createLogger } from '../src/platform/logger';
import { loadConfig } from '../src/platform/config';
import type { S3Settings } from '../src/platform/mediaConfig';
import { createLocalMediaStore } from '../src/media/localStore';
import { createS3MediaStore } from '../src/media/s3Store';
import type { MediaStore } from '../src/media/types';
import { startS3Endpoint, type S3Endpoint } from './s3Endpoint';

/** Media store contract tests: a way to make fresh stores of one kind for a describe block. */
export interface StoreMaker {
  kind: 'local' | 's3';
  make(): Promise<MediaStore>;
}

/** Local stores, each in its own temporary folder, removed after each test. */
export function localStores(): StoreMaker {
  const made: { store: MediaStore; root: string }[] = [];
  afterEach(async () => {
    for (const { store, root } of made.splice(0)) {
      await store.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
  return {
    kind: 'local',
    async make() {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-media-'));
      const store = await createLocalMediaStore(path.join(root, 'uploads'));
      made.push({ store, root });
      return store;
    },
  };
}

/**
 * S3 stores on one s3rver endpoint started for the describe block (signatures checked), each in
 * a bucket of its own. Each test's stores are closed after it; `endpoint()` is the running endpoint, `settings()` the
 * store settings for it (the same parse the server applies to S3_* variables).
 */
export function s3Stores(): StoreMaker & {
  endpoint(): S3Endpoint;
  settings(): S3Settings;
  makeWith(settings: S3Settings): MediaStore;
} {
  let endpoint: S3Endpoint | undefined;
  const made: MediaStore[] = [];
  const logger = createLogger('silent');
  beforeAll(async () => {
    endpoint = await startS3Endpoint();
  });
  afterEach(async () => {
    for (const store of made.splice(0)) await store.close();
    await endpoint?.resume();
  });
  afterAll(async () => {
    await endpoint?.close();
  });
  const settings = (): S3Settings => {
    const config = loadConfig(endpoint!.env).media;
    if (config.store !== 's3') throw new Error('the endpoint gave no S3 settings');
    return config;
  };
  const makeWith = (chosen: S3Settings) => {
    const store = createS3MediaStore(chosen, logger);
    made.push(store);
    return store;
  };
  return {
    kind: 's3',
    endpoint: () => endpoint!,
    settings,
    makeWith,
    // Each store its own fresh bucket, as each local store has its own folder.
    async make() {
      const chosen = { ...settings(), bucket: `t${crypto.randomBytes(6).toString('hex')}` };
      const client = new S3Client(chosen);
      try {
        await client.send(new CreateBucketCommand({ Bucket: chosen.bucket }));
      } finally {
        client.destroy();
      }
      return makeWith(chosen);
    },
  };
}
