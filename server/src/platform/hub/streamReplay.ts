import type { Logger } from '../logger';
import type { RedisClient } from './redisScripts';

/**
 * How far back before Redis was lost a process re-publishes the messages it acknowledged. A
 * stream entry is read by the other processes within milliseconds when all is well; this covers
 * a loaded machine where they lag behind.
 */
export const REPLAY_WINDOW_MS = 5000;
/** Bounds of the two memories below (a few MB at most). */
const MAX_RECENT = 20_000;
const MAX_SEEN = 50_000;

/**
 * The messages this process published to the stream in the last few seconds, so that they can be
 * published again when Redis comes back without its data (no persistence, as docs/ asks):
 * entries not yet read by the other processes are gone with it.
 */
export class RecentPublications<T> {
  private entries: Array<{ at: number; message: T }> = [];

  record(message: T, at = Date.now()): void {
    this.entries.push({ at, message });
    const oldest = at - REPLAY_WINDOW_MS;
    let drop = 0;
    while (drop < this.entries.length && this.entries[drop].at < oldest) drop += 1;
    if (this.entries.length - drop > MAX_RECENT) drop = this.entries.length - MAX_RECENT;
    if (drop > 0) this.entries.splice(0, drop);
  }

  /** Takes out what was published from `from` on, oldest first. */
  takeSince(from: number): T[] {
    const taken = this.entries.filter((entry) => entry.at >= from).map((entry) => entry.message);
    this.entries = [];
    return taken;
  }
}

/** Publication ids a process has delivered, so that a replayed one reaches its sockets once. */
export class SeenOnce {
  private readonly ids = new Set<string>();

  /** True the first time an id is seen. */
  firstTime(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > MAX_SEEN) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}

function runIdOf(info: string): string | undefined {
  return /^run_id:(\w+)/m.exec(info)?.[1];
}

/**
 * Calls `onDataLost(lostAt)` when the client reconnects to a Redis whose run id changed (it
 * restarted, so without persistence its streams are empty). `settled()` resolves once the check
 * after a reconnection is done: publishing waits for it, so a replayed message goes out before
 * anything newer from the same sender.
 */
export async function watchRedisRestarts(
  client: RedisClient,
  logger: Logger,
  onDataLost: (lostAt: number) => Promise<void>,
): Promise<{ settled(): Promise<void> }> {
  let runId = runIdOf(await client.info('server'));
  let lostAt: number | undefined;
  let check: Promise<void> = Promise.resolve();
  const lost = () => {
    lostAt ??= Date.now();
  };
  client.on('error', lost);
  client.on('reconnecting', lost);
  client.on('ready', () => {
    check = (async () => {
      try {
        const now = runIdOf(await client.info('server'));
        if (lostAt !== undefined && now !== undefined && runId !== undefined && now !== runId) {
          logger.warn(
            { lostAt },
            'Redis restarted without its data: re-publishing recent messages',
          );
          await onDataLost(lostAt);
        }
        runId = now ?? runId;
        lostAt = undefined;
      } catch (error) {
        // Lost again before the check: the next 'ready' checks again, from the same lostAt.
        logger.debug({ err: error }, 'Redis run id check failed');
      }
    })();
  });
  return { settled: () => check };
}
