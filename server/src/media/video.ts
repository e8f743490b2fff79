import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unsupported } from '../platform/errors';
import { detectMedia } from './detect';
import { findFfmpeg, runTool, type FfmpegTools } from './ffmpeg';
import { processInQueue } from './processing';
import type { MediaInput, MediaStore } from './types';

export const UNREADABLE_VIDEO_MESSAGE = 'The video could not be read.';

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
    if (!ffmpeg) return await use({ file: source, extension, mime });
    const video = await processInQueue(() => runFfmpeg(ffmpeg, source, folder, extension));
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
): Promise<Omit<VideoFiles, 'mime'>> {
  const cleaned = path.join(folder, `out.${extension}`);
  const size = await probeSize(ffmpeg, source);
  await stripMetadata(ffmpeg, source, cleaned, extension);
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

interface ProbeOutput {
  streams?: {
    width?: number;
    height?: number;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

/** The first video stream's displayed size; a phone's portrait clip is stored landscape plus a rotation. */
async function probeSize(
  tools: FfmpegTools,
  file: string,
): Promise<{ width: number; height: number }> {
  let probe: ProbeOutput;
  try {
    const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries'];
    args.push(
      'stream=width,height:stream_tags=rotate:stream_side_data=rotation',
      '-of',
      'json',
      file,
    );
    probe = JSON.parse(await runTool(tools.ffprobe, args)) as ProbeOutput;
  } catch {
    throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  }
  const stream = probe.streams?.[0];
  if (!stream?.width || !stream.height) throw unsupported(UNREADABLE_VIDEO_MESSAGE);
  const rotation = Number(
    stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
      stream.tags?.rotate ??
      0,
  );
  const quarterTurn = Math.abs(rotation) % 180 === 90;
  return quarterTurn
    ? { width: stream.height, height: stream.width }
    : { width: stream.width, height: stream.height };
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
