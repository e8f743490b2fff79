import pLimit from 'p-limit';

/**
 * How many sharp or ffmpeg jobs run at once in one process. Each decoded image or ffmpeg run
 * takes tens of megabytes and a core; more in parallel only adds memory, not throughput
 * (sharp already spreads one image over libvips' threads). Uploads waiting for their turn wait
 * as files on disk, not in memory.
 */
export const MEDIA_PROCESSING_CONCURRENCY = 2;

const queue = pLimit(MEDIA_PROCESSING_CONCURRENCY);
let running = 0;
let mostRunning = 0;

/** Runs a decoding / encoding job when a slot is free (first come, first served). */
export function processInQueue<T>(job: () => Promise<T>): Promise<T> {
  return queue(async () => {
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    try {
      return await job();
    } finally {
      running -= 1;
    }
  });
}

/** Jobs running now, waiting, and the most ever seen running at once (for tests and metrics). */
export function processingLoad(): { running: number; waiting: number; mostRunning: number } {
  return { running, waiting: queue.pendingCount, mostRunning };
}
