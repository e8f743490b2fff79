import type { Logger } from '../platform/logger';
import type { MediaStore } from '../media/types';

/** Short-lived: an image sent in a pair is seen within the chat; two hours leave ample time. */
const MEDIA_TTL_MS = 2 * 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
/** The folder POST /api/chat/upload-media stores anonymous images in (chat/routes.ts). */
const ANONYMOUS_FOLDER = 'anon';

/**
 * Deletes the anonymous media stored more than maxAgeMs ago, through the store (local disk or
 * bucket alike). Returns how many went. Several processes may sweep at once: a delete of a file
 * another one already deleted succeeds.
 */
export async function sweepAnonymousMedia(
  store: MediaStore,
  maxAgeMs = MEDIA_TTL_MS,
  now = Date.now(),
): Promise<number> {
  const expired: string[] = [];
  for await (const file of store.list(ANONYMOUS_FOLDER))
    if (file.modifiedAt.getTime() < now - maxAgeMs) expired.push(file.path);
  for (const path of expired) await store.remove(path);
  return expired.length;
}

/** Media sent in anonymous chat is deleted two hours after its upload. Returns a stop function. */
export function startAnonymousMediaSweeper(store: MediaStore, logger: Logger): () => void {
  const timer = setInterval(() => {
    sweepAnonymousMedia(store).then(
      (removed) => removed > 0 && logger.info({ removed }, 'expired anonymous media deleted'),
      (error: unknown) => logger.warn({ err: error }, 'anonymous media sweep failed'),
    );
  }, SWEEP_EVERY_MS).unref();
  return () => clearInterval(timer);
}
