import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../platform/config';
import { AppError, invalid, tooLarge } from '../platform/errors';
import { detectMedia, type DetectedMedia } from './detect';
import type { MediaKind } from './types';

/** SPEC §5's text when no file is sent. */
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

/** One uploaded file, its type decided from its bytes, plus the form's text fields. */
export interface Upload extends DetectedMedia {
  bytes: Buffer;
  /** The name the client gave; informative only, never used for the type or the stored name. */
  filename: string;
  /** The other text fields of the form (e.g. caption), first value of each name. */
  fields: Record<string, string>;
}

/**
 * Reads the single file of `field` from a multipart request, with the size limit of its kind
 * (413), refusing a missing file (400) and anything whose bytes are not one of `kinds` (415).
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  kinds: readonly MediaKind[],
  config: Pick<Config, 'maxUploadBytes'>,
): Promise<Upload> {
  const limits = uploadLimits(config);
  const streamLimit = Math.max(...kinds.map((kind) => limits[kind]));
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: streamLimit } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
      } else if (part.fieldname !== field || file) {
        part.file.resume();
        await finished(part.file);
      } else {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(tooLargeMessage(streamLimit));
        file = { bytes, filename: part.filename };
      }
    }
  } catch (error) {
    throw uploadError(error, streamLimit);
  }
  // A form whose file input was left empty still sends the part, with no bytes.
  if (!file || file.bytes.length === 0) throw invalid(NO_FILE_MESSAGE);
  const detected = await detectMedia(file.bytes, kinds);
  if (file.bytes.length > limits[detected.kind])
    throw tooLarge(tooLargeMessage(limits[detected.kind]));
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
