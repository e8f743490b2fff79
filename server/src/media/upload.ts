import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../platform/config';
import { AppError, invalid, tooLarge } from '../platform/errors';
import { detectMedia, type DetectedMedia } from './detect';
import type { MediaKind } from './types';

/** The text when no file is sent. */
export const NO_FILE_MESSAGE = 'Please select a file to upload.';

/** Largest accepted upload per kind, in bytes. */
export type UploadLimits = Record<MediaKind, number>;

/** A video may be five times the image limit: 10 MB images and 50 MB videos by default (MAX_UPLOAD_MB). */
export function uploadLimits(config: Pick<Config, 'maxUploadBytes'>): UploadLimits {
  return { image: config.maxUploadBytes, video: config.maxUploadBytes * 5 };
}

export function tooLargeMessage(limitBytes: number): string {
  const megabytes = Math.round((limitBytes / (1024 * 1024)) * 10) / 10;
  return `The file is too large. The limit is ${megabytes} MB.`;
}

/** One uploaded file, on disk, its type decided from its bytes, plus the form's text fields. */
export interface Upload extends DetectedMedia {
  /** The temporary file holding the upload (under DATA_DIR/tmp); removed when the handler ends. */
  path: string;
  size: number;
  /** The name the client gave; informative only, never used for the type or the stored name. */
  filename: string;
  /** The other text fields of the form (e.g. caption), first value of each name. */
  fields: Record<string, string>;
}

type UploadConfig = Pick<Config, 'maxUploadBytes' | 'dataDir'>;

/** Where uploads wait while they are checked and processed. */
export const uploadTempRoot = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'tmp', 'uploads');

/**
 * Streams the single file of `field` from a multipart request to a temporary file, with the
 * size limit of its kind enforced while it arrives (413), refusing a missing file (400) and
 * anything whose bytes are not one of `kinds` (415); hands it to `use`, and removes the file
 * afterwards whatever happens. The upload is never held whole in memory.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  field: string,
  kinds: readonly MediaKind[],
  config: UploadConfig,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const root = uploadTempRoot(config);
  await fs.mkdir(root, { recursive: true });
  const folder = await fs.mkdtemp(path.join(root, 'upload-'));
  try {
    return await use(await receive(request, field, kinds, config, folder));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

async function receive(
  request: FastifyRequest,
  field: string,
  kinds: readonly MediaKind[],
  config: UploadConfig,
  folder: string,
): Promise<Upload> {
  const limits = uploadLimits(config);
  const streamLimit = Math.max(...kinds.map((kind) => limits[kind]));
  const fields: Record<string, string> = {};
  let file: { path: string; size: number; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: streamLimit } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
      } else if (part.fieldname !== field || file) {
        part.file.resume();
        await finished(part.file);
      } else {
        const target = path.join(folder, 'upload');
        await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
        if (part.file.truncated) throw tooLarge(tooLargeMessage(streamLimit));
        file = { path: target, size: (await fs.stat(target)).size, filename: part.filename };
      }
    }
  } catch (error) {
    throw uploadError(error, streamLimit);
  }
  // A form whose file input was left empty still sends the part, with no bytes.
  if (!file || file.size === 0) throw invalid(NO_FILE_MESSAGE);
  const detected = await detectMedia(file.path, kinds);
  if (file.size > limits[detected.kind]) throw tooLarge(tooLargeMessage(limits[detected.kind]));
  return { ...detected, ...file, fields };
}

/** Turns @fastify/multipart's and busboy's errors into clear `{ message }` answers. */
function uploadError(error: unknown, streamLimit: number): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(tooLargeMessage(streamLimit));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid(NO_FILE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return invalid('Please upload one file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('The form has too many fields.');
    default:
      // Malformed or interrupted multipart data (busboy's errors carry no code).
      return invalid('The upload could not be read. Please try again.');
  }
}
