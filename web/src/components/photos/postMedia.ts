import {
  VIDEO_POST_EXTENSIONS,
  VIDEO_POST_MAX_BYTES,
  VIDEO_POST_MAX_SECONDS,
  VIDEO_POST_TYPES,
} from '@serendip/protocol';

const VIDEO_MAX_MB = VIDEO_POST_MAX_BYTES / (1024 * 1024);

/** What a post may be, as stated under the file input. */
export const POST_MEDIA_HINT = `A photo, or a video (MP4, WebM or MOV) of up to ${VIDEO_MAX_MB} MB and ${VIDEO_POST_MAX_SECONDS} seconds.`;
/** The upload checks' refusals (useFileProblemText says them in the reader's language). */
export const NO_FILE = 'Please select a file to upload.';
export const NOT_AN_IMAGE = 'Please choose an image file.';
export const NOT_POST_MEDIA = 'Please choose a photo or a video (MP4, WebM or MOV).';
export const VIDEO_TOO_LARGE = `The video is too large. The limit is ${VIDEO_MAX_MB} MB.`;
/** Word for word the server's refusal, so either check reads the same. */
export const VIDEO_TOO_LONG = `The video is too long. The limit is ${VIDEO_POST_MAX_SECONDS} seconds.`;

/** The file input's filter: images, and the three video containers by type and by name. */
export const POST_MEDIA_ACCEPT = [
  'image/*',
  ...VIDEO_POST_TYPES,
  ...VIDEO_POST_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

/** Containers round durations; the server allows the same slack. */
const DURATION_SLACK_SECONDS = 0.5;
/** A file whose metadata does not load in this time is left to the server's check. */
const METADATA_TIMEOUT_MS = 5000;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** A video container a post accepts; some systems give no type, so the name decides then. */
export function isPostVideo(file: File): boolean {
  if ((VIDEO_POST_TYPES as readonly string[]).includes(file.type) || file.type === 'video/x-m4v')
    return true;
  const untyped = file.type === '' || file.type === 'application/octet-stream';
  return untyped && (VIDEO_POST_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** What is wrong with the file from its type and size alone, or null. */
export function postFileProblem(file: File): string | null {
  if (file.type.startsWith('image/')) return null;
  if (!isPostVideo(file)) return NOT_POST_MEDIA;
  return file.size > VIDEO_POST_MAX_BYTES ? VIDEO_TOO_LARGE : null;
}

/** The video's length in seconds as the browser reads it; undefined when it cannot tell. */
export function videoDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') {
      resolve(undefined);
      return;
    }
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | undefined) => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
    };
    const timer = window.setTimeout(() => done(undefined), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.duration);
    // A codec this browser lacks (HEVC on some) is still judged by the server.
    video.onerror = () => done(undefined);
    video.src = url;
  });
}

/** The full check of a chosen file: type, size, and for a video its duration. */
export async function checkPostFile(file: File): Promise<string | null> {
  const problem = postFileProblem(file);
  if (problem || !isPostVideo(file)) return problem;
  const seconds = await videoDuration(file);
  return seconds !== undefined && seconds > VIDEO_POST_MAX_SECONDS + DURATION_SLACK_SECONDS
    ? VIDEO_TOO_LONG
    : null;
}
