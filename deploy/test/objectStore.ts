import { startS3Endpoint } from '../../server/test/s3Endpoint';

/** The shared S3 endpoint of the multi-host test (s3rver, every request's signature checked). */
export interface ObjectStore {
  /** The app hosts' MEDIA_STORE and S3_* variables for it. */
  readonly env: Record<string, string>;
  /** Requests refused for their signature (none is expected). */
  refused(): number;
  stop(): Promise<void>;
}

/** deploy/serendip.env.example's bucket. */
const BUCKET = 'serendip-media';

/** The endpoint on `address` (the services side of the bridge), where both app hosts reach it. */
export async function startObjectStore(address: string): Promise<ObjectStore> {
  const endpoint = await startS3Endpoint(BUCKET, address);
  return { env: endpoint.env, refused: () => endpoint.refused, stop: () => endpoint.close() };
}
