import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../platform/logger';

/** Short-lived: an image sent in a pair is seen within the chat; two hours leave ample time. */
const MEDIA_TTL_MS = 2 * 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Deletes files under `<uploads>/anon` older than maxAgeMs. Returns how many went. */
export async function sweepAnonymousMedia(
  uploadsRoot: string,
  maxAgeMs = MEDIA_TTL_MS,
  now = Date.now(),
): Promise<number> {
  const folder = path.join(uploadsRoot, 'anon');
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < now - maxAgeMs) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Media sent in anonymous chat is deleted two hours after its upload. Returns a stop function. */
export function startAnonymousMediaSweeper(uploadsRoot: string, logger: Logger): () => void {
  const timer = setInterval(() => {
    sweepAnonymousMedia(uploadsRoot).then(
      (removed) => removed > 0 && logger.info({ removed }, 'expired anonymous media deleted'),
      (error: unknown) => logger.warn({ err: error }, 'anonymous media sweep failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  return () => clearInterval(timer);
}
