import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The shared S3 endpoint of the multi-host test: s3rver, which checks S3 signatures. */
export interface ObjectStore {
  /** The app hosts' MEDIA_STORE and S3_* variables for it. */
  readonly env: Record<string, string>;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** deploy/serendip.env.example's bucket; s3rver's fixed credentials. */
const BUCKET = 'serendip-media';
const S3RVER_KEY = 'S3RVER';

/** s3rver listening on `address` (the services side of the bridge), its files under `dir`. */
export async function startObjectStore(address: string, dir: string): Promise<ObjectStore> {
  // s3rver ships no type declarations; the constructor's shape is above.
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const server = new S3rver({
    address,
    port: 0,
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: `http://${address}:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
