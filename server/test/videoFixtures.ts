import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** True when ffmpeg and ffprobe are installed (they make the clips and check uploads). */
export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export interface ClipOptions {
  extension?: 'mp4' | 'webm' | 'mov';
  seconds?: number;
  width?: number;
  height?: number;
  rate?: number;
  /** Encoder arguments; by default H.264 for MP4 and MOV, VP9 for WebM. */
  codec?: string[];
}

const H264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
const VP9 = ['-c:v', 'libvpx-vp9', '-b:v', '200k', '-deadline', 'realtime'];

/** A test-pattern clip made by ffmpeg at test time (a few KB; a 60 s clip at 2 fps takes < 1 s). */
export function makeClip(options: ClipOptions = {}): Buffer {
  const { extension = 'mp4', seconds = 2, width = 320, height = 240, rate = 10 } = options;
  const codec = options.codec ?? (extension === 'webm' ? VP9 : H264);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-clip-'));
  const file = path.join(folder, `clip.${extension}`);
  try {
    const source = `testsrc=duration=${seconds}:size=${width}x${height}:rate=${rate}`;
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', source, ...codec, file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export const VIDEO_MIME = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };
