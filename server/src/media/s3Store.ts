import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../platform/mediaConfig';
import type { Logger } from '../platform/logger';
import { AppError } from '../platform/errors';
import {
  STORED_MEDIA_CACHE_CONTROL,
  checkedFolder,
  contentTypeOf,
  freshName,
  publicPathOf,
  storedName,
  withheldName,
} from './publicPaths';
import { rangeHeader, resolveRange } from './byteRange';
import {
  RangeNotSatisfiable,
  type MediaStore,
  type OpenedFile,
  type StoredFileInfo,
} from './types';

export const MEDIA_STORAGE_UNREACHABLE =
  'Media storage cannot be reached right now. Please try again in a moment.';

/** Files at least this large go up in parts, two at a time (lib-storage's multipart upload). */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph RGW, Garage), one object
 * per file under its stored name (folder/uuid.ext). Nothing is kept on local disk.
 */
export function createS3MediaStore(settings: S3Settings, logger: Logger): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API requires them: the newer default (CRC32 trailers on every
    // upload) is not understood by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails within seconds rather than holding an upload open; a stalled
    // transfer is cut after a quiet half minute. Videos stream through many sockets at once.
    requestHandler: {
      connectionTimeout: 3000,
      socketTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  /** Runs one request; a failure that is not an answer about the object becomes a 503. */
  async function send<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof AppError || error instanceof RangeNotSatisfiable) throw error;
      if (isMissingObject(error) || isInvalidRange(error)) throw error;
      logger.warn({ err: error, bucket: Bucket, what }, 'media storage request failed');
      throw new AppError('unavailable', MEDIA_STORAGE_UNREACHABLE);
    }
  }

  async function stat(publicPath: string): Promise<StoredFileInfo | null> {
    const Key = storedName(publicPath);
    if (!Key) return null;
    try {
      const head = await send('stat', () => client.send(new HeadObjectCommand({ Bucket, Key })));
      return {
        path: publicPath,
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        etag: head.ETag ?? '""',
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Copies then deletes (S3 has no rename); nothing when `from` is not there. */
  async function move(from: string, to: string): Promise<void> {
    try {
      await send('move', () =>
        client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` })),
      );
    } catch (error) {
      if (isMissingObject(error)) return;
      throw error;
    }
    await send('move', () => client.send(new DeleteObjectCommand({ Bucket, Key: from })));
  }

  return {
    kind: 's3',
    async put(folder, extension, bytes) {
      const Key = freshName(folder, extension);
      await send('put', () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: contentTypeOf(Key),
            CacheControl: STORED_MEDIA_CACHE_CONTROL,
          }),
        ),
      );
      return publicPathOf(Key);
    },
    async putFile(folder, extension, sourcePath) {
      const Key = freshName(folder, extension);
      // Streamed from the temporary file: one request when small, parts when large; a failed
      // multipart upload is aborted so no parts are left in the bucket.
      const upload = new Upload({
        client,
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        params: {
          Bucket,
          Key,
          Body: createReadStream(sourcePath),
          ContentType: contentTypeOf(Key),
          CacheControl: STORED_MEDIA_CACHE_CONTROL,
        },
      });
      await send('putFile', () => upload.done());
      return publicPathOf(Key);
    },
    async open(publicPath, wanted) {
      const Key = storedName(publicPath);
      if (!Key) return null;
      let range = wanted;
      if (range && 'suffix' in range) {
        // Some S3-compatible servers read `bytes=-N` wrongly: the end is asked by its offset.
        const found = await stat(publicPath);
        if (!found) return null;
        range = resolveRange(range, found.size);
      }
      try {
        const object = await send('open', () =>
          client.send(
            new GetObjectCommand({ Bucket, Key, Range: range ? rangeHeader(range) : undefined }),
          ),
        );
        const length = object.ContentLength ?? 0;
        const span = parseContentRange(object.ContentRange) ?? {
          start: 0,
          end: length - 1,
          size: length,
        };
        const opened: OpenedFile = {
          path: publicPath,
          size: span.size,
          modifiedAt: object.LastModified ?? new Date(0),
          etag: object.ETag ?? '""',
          body: object.Body instanceof Readable ? object.Body : Readable.from([]),
          start: span.start,
          end: span.end,
        };
        return opened;
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (isInvalidRange(error)) {
          const found = await stat(publicPath);
          if (!found) return null;
          throw new RangeNotSatisfiable(found.size);
        }
        throw error;
      }
    },
    stat,
    async *list(folder) {
      const Prefix = `${checkedFolder(folder)}/`;
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix });
      const iterator = pages[Symbol.asyncIterator]();
      for (;;) {
        const page = await send('list', () => iterator.next());
        if (page.done) return;
        for (const object of page.value.Contents ?? []) {
          if (!object.Key || !storedName(publicPathOf(object.Key))) continue;
          yield {
            path: publicPathOf(object.Key),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
            etag: object.ETag ?? '""',
          };
        }
      }
    },
    async remove(publicPath) {
      const Key = storedName(publicPath);
      if (!Key) return;
      // S3 answers a delete of a missing key with success too.
      await send('remove', () => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    async withhold(publicPath) {
      const Key = storedName(publicPath);
      if (Key) await move(Key, withheldName(Key));
    },
    async release(publicPath) {
      const Key = storedName(publicPath);
      if (Key) await move(withheldName(Key), Key);
    },
    async check() {
      await send('check', () => client.send(new HeadBucketCommand({ Bucket })));
    },
    async close() {
      client.destroy();
    },
  };
}

function errorFacts(error: unknown): { name?: string; status?: number } {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return { name: failure?.name, status: failure?.$metadata?.httpStatusCode };
}

/** The object is not there (GetObject: NoSuchKey; HeadObject: a bare 404). A missing bucket is not this. */
function isMissingObject(error: unknown): boolean {
  const { name, status } = errorFacts(error);
  return name === 'NoSuchKey' || (name === 'NotFound' && status === 404);
}

function isInvalidRange(error: unknown): boolean {
  const { name, status } = errorFacts(error);
  return name === 'InvalidRange' || status === 416;
}

/** `bytes 0-99/2048` → its first and last byte and the whole size. */
function parseContentRange(
  header: string | undefined,
): { start: number; end: number; size: number } | undefined {
  const match = header && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
