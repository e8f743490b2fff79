import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tooLarge, unavailable, unsupported } from '../platform/errors';
import { detectMedia } from './detect';
import { findFfmpeg, runTool, type FfmpegTools } from './ffmpeg';
import { processInQueue } from './processing';
import type { MediaInput, MediaStore } from './types';

export const UNREADABLE_VIDEO_MESSAGE = 'The video could not be read.';
export const UNPLAYABLE_VIDEO_MESSAGE =
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.';
export const VIDEO_UNAVAILABLE_MESSAGE =
  'Videos cannot be posted right now. Please try again later.';
export const videoTooLongMessage = (seconds: number) =>
  `The video is too long. The limit is ${seconds} seconds.`;

/** Codecs browsers decode (HEVC only on some, but it is what phones record). */
const PLAYABLE_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1']);
/** Containers round durations; a clip this much over the limit still passes. */
const DURATION_SLACK_SECONDS = 0.5;

/** Stricter checks for media that is shown to everyone (posts). */
export interface VideoRules {
  /** Longest accepted duration (413 above it). */
  maxSeconds: number;
}

export interface ProcessedVideo {
  /** The video to store: remuxed without metadata (GPS...) when ffmpeg is available. */
  bytes: Buffer;
  extension: string;
  mime: string;
  /** A JPEG frame, at most 640 px wide; absent without ffmpeg. */
  poster?: Buffer;
  /** Displayed size (rotation applied) and width / height; absent without ffmpeg. */
  width?: number;
  height?: number;
  aspectRatio?: number;
}

export interface VideoOptions {
  /** ffmpeg and ffprobe; defaults to those found on PATH, null to go without. */
  tools?: FfmpegTools | null;
  /** Where temporary files go (a fresh folder inside, removed after); defaults to the OS's. */
  tempRoot?: string;
  /**
   * With rules the video must be proven by ffprobe (503 without ffmpeg), use a codec browsers
   * play (415) and last at most `maxSeconds` (413).
   */
  rules?: VideoRules;
}

export interface SavedVideo {
  url: string;
  posterUrl?: string;
  aspectRatio?: number;
}

/** A processed video as files in a temporary folder, valid while the callback runs. */
interface VideoFiles extends Omit<ProcessedVideo, 'bytes' | 'poster'> {
  file: string;
  poster?: string;
}

/**
 * Checks that the bytes are an MP4, WebM or QuickTime video (415 otherwise). With ffmpeg on
 * PATH it also proves a video stream exists, strips container metadata, and makes a poster.
 */
export function processVideo(
  input: MediaInput,
  options: VideoOptions = {},
): Promise<ProcessedVideo> {
  return withProcessedVideo(input, options, async ({ file, poster, ...rest }) => ({
    ...rest,
    bytes: await fs.readFile(file),
    poster: poster ? await fs.readFile(poster) : undefined,
  }));
}

/** Processes then stores a video and its poster in `folder`, file to file (never whole in memory). */
export function saveVideo(
  store: MediaStore,
  folder: string,
  input: MediaInput,
  options: VideoOptions = {},
): Promise<SavedVideo> {
  return withProcessedVideo(input, options, async (video) => {
    const url = await store.putFile(folder, video.extension, video.file);
    if (!video.poster) return { url, aspectRatio: video.aspectRatio };
    try {
      const posterUrl = await store.putFile(folder, 'jpg', video.poster);
      return { url, posterUrl, aspectRatio: video.aspectRatio };
    } catch (error) {
      // The upload fails as a whole: the video stored a moment ago must not stay behind.
      await store.remove(url).catch(() => undefined);
      throw error;
    }
  });
}

/** Runs ffmpeg (in the processing queue) in a temporary folder, hands the files to `use`, then removes them. */
async function withProcessedVideo<T>(
  input: MediaInput,
  options: VideoOptions,
  use: (video: VideoFiles) => Promise<T>,
): Promise<T> {
  const { extension, mime } = await detectMedia(input, ['video']);
  const ffmpeg = options.tools === undefined ? await findFfmpeg() : options.tools;
  const folder = await fs.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), 'serendip-video-'));
  try {
    let source = input;
    if (typeof source !== 'string') {
      source = path.join(folder, `in.${extension}`);
      await fs.writeFile(source, input);
    }
    if (!ffmpeg) {
      if (options.rules) throw unavailable(VIDEO_UNAVAILABLE_MESSAGE);
      return await use({ file: source, extension, mime });
    }
    const video = await processInQueue(() =>
      runFfmpeg(ffmpeg, source, folder, extension, options.rules),
    );
    return await use({ ...video, mime });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Probes, strips metadata and makes a poster; the outputs go to `folder`. */
async function runFfmpeg(
  ffmpeg: FfmpegTools,
  source: string,
  folder: string,
  extension: string,
  rules: VideoRules | undefined,
): Promise<Omit<VideoFiles, 'mime'>> {
  const cleaned = path.join(folder, `out.${extension}`);
  const { codec, duration, ...size } = await probeVideo(ffmpeg, source);
  if (rules) {
    if (!PLAYABLE_CODECS.has(codec)) throw unsupported(UNPLAYABLE_VIDEO_MESSAGE);
    checkDuration(duration, rules);
  }
  await stripMetadata(ffmpeg, source, cleaned, extension);
  // A recording whose header has no duration (a browser's WebM) gets one from the remux.
  if (rules && duration === undefined) checkDuration(await probeDuration(ffmpeg, cleaned), rules);
  const posterFile = path.join(folder, 'poster.jpg');
  const poster = (await extractPoster(ffmpeg, cleaned, posterFile)) ? posterFile : undefined;
  return {
    file: cleaned,
    extension,
    poster,
    ...size,
    aspectRatio: Math.round((size.width / size.height) * 10_000) / 10_000,
  };
}

/** 413 past the limit; an unknown duration cannot be checked, so the video is unreadable. */
function checkDuration(duration: number | undefined, rules: VideoRules): void {
  if (duration === undefined) throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  if (duration > rules.maxSeconds + DURATION_SLACK_SECONDS)
    throw tooLarge(videoTooLongMessage(rules.maxSeconds));
}

interface ProbeOutput {
  format?: { duration?: string };
  streams?: {
    codec_name?: string;
    width?: number;
    height?: number;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

interface ProbedVideo {
  width: number;
  height: number;
  codec: string;
  /** Seconds; undefined when the container does not say. */
  duration?: number;
}

async function probe(tools: FfmpegTools, file: string, entries: string): Promise<ProbeOutput> {
  try {
    const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries', entries];
    return JSON.parse(await runTool(tools.ffprobe, [...args, '-of', 'json', file])) as ProbeOutput;
  } catch {
    throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  }
}

function parseDuration(output: ProbeOutput): number | undefined {
  const seconds = Number(output.format?.duration);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

async function probeDuration(tools: FfmpegTools, file: string): Promise<number | undefined> {
  return parseDuration(await probe(tools, file, 'format=duration'));
}

/**
 * The first video stream's codec, duration and displayed size; a phone's portrait clip is
 * stored landscape plus a rotation. 415 when there is no video stream.
 */
async function probeVideo(tools: FfmpegTools, file: string): Promise<ProbedVideo> {
  const output = await probe(
    tools,
    file,
    'stream=codec_name,width,height:stream_tags=rotate:stream_side_data=rotation:format=duration',
  );
  const stream = output.streams?.[0];
  if (!stream?.width || !stream.height) throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  const facts = { codec: stream.codec_name ?? '', duration: parseDuration(output) };
  const rotation = Number(
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
      stream.tags?.rotate ??
      0,
  );
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  return quarterTurn
    ? { ...facts, width: stream.height, height: stream.width }
    : { ...facts, width: stream.width, height: stream.height };
}

/** Copies the first video and audio streams into a fresh container without global metadata (location, device). */
async function stripMetadata(
  tools: FfmpegTools,
  source: string,
  target: string,
  extension: string,
): Promise<void> {
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-i',
    source,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c',
    'copy',
  ];
  args.push('-map_metadata', '-1', '-map_chapters', '-1');
  if (extension !== 'webm') args.push('-movflags', '+faststart');
  try {
    await runTool(tools.ffmpeg, [...args, target], 120_000);
  } catch {
    throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  }
}

/** A frame at 1 s (or the first frame of a shorter clip) as a JPEG at `target`; false when none can be made. */
async function extractPoster(tools: FfmpegTools, video: string, target: string): Promise<boolean> {
  for (const seconds of ['1', '0']) {
    const args = ['-v', 'error', '-nostdin', '-y', '-ss', seconds, '-i', video, '-frames:v', '1'];
    args.push('-vf', "scale='min(640,iw)':-2", '-q:v', '3', target);
    try {
      await runTool(tools.ffmpeg, args);
      if ((await fs.stat(target)).size > 0) return true;
    } catch {
      // no frame at this time: try the next one
    }
  }
  return false;
}
