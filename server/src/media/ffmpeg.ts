import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The ffmpeg and ffprobe commands, when both are installed. */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

let detection: Promise<FfmpegTools | null> | undefined;

/** Finds ffmpeg and ffprobe on PATH once per process; null when either is missing (they are optional). */
export function findFfmpeg(): Promise<FfmpegTools | null> {
  detection ??= detect({ ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' });
  return detection;
}

async function detect(tools: FfmpegTools): Promise<FfmpegTools | null> {
  try {
    await Promise.all([runTool(tools.ffmpeg, ['-version']), runTool(tools.ffprobe, ['-version'])]);
    return tools;
  } catch {
    return null;
  }
}

/** Runs a tool without a shell; resolves to its standard output, rejects on failure or after the timeout. */
export async function runTool(
  command: string,
  args: string[],
  timeoutMs = 30_000,
): Promise<string> {
  const { stdout } = await execFileAsync(command, args, {
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 4 * 1024 * 1024,
    windowsHide: true,
  });
  return stdout;
}
