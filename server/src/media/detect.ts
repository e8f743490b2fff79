import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { unsupported } from '../platform/errors';
import type { MediaInput, MediaKind } from './types';

export interface DetectedMedia {
  kind: MediaKind;
  mime: string;
  /** The extension the file is stored under (jpg, png, mp4...). */
  extension: string;
}

/** Image formats sharp decodes; they are re-encoded anyway, so this is about what can be read. */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/tiff': 'tif',
};

/** Containers browsers play: MP4 (and its M4V variant), WebM and QuickTime. */
const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** The refusal when a file is not one of the accepted kinds ('only image files'). */
export function wrongTypeMessage(kinds: readonly MediaKind[]): string {
  if (kinds.includes('image') && kinds.includes('video'))
    return 'Only image or video files are allowed.';
  return kinds.includes('video')
    ? 'Only video files are allowed.'
    : 'Only image files are allowed.';
}

/** Decides what the bytes (or the file) are from their signature; throws 415 unless it is one of `kinds`. */
export async function detectMedia(
  input: MediaInput,
  kinds: readonly MediaKind[],
): Promise<DetectedMedia> {
  const type =
    typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  const candidates: [MediaKind, Record<string, string>][] = [
    ['image', IMAGE_TYPES],
    ['video', VIDEO_TYPES],
  ];
  for (const [kind, table] of candidates) {
    const extension = type && table[type.mime];
    if (extension && kinds.includes(kind)) return { kind, mime: type.mime, extension };
  }
  throw unsupported(wrongTypeMessage(kinds));
}
