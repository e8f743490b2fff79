import type { AppContext, SocketServer } from './context';

/** Entries live at most this long, in case a change ever reaches a process without its notice. */
const TTL_MS = 5 * 60_000;
/** Oldest entries go first past this many. */
const MAX_ENTRIES = 100_000;
/** How long a write waits for the other processes to confirm they dropped their entries. */
const CONFIRM_TIMEOUT_MS = 1000;
/** The server-side event (between processes, through the adapter) that carries dropped tags. */
const ACCESS_CHANGED = 'accessChanged';

interface Entry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

/** The tag of everything that depends on the relation between two people (friends, blocks). */
export const pairTag = (a: string, b: string) => (a < b ? `pair:${a}|${b}` : `pair:${b}|${a}`);
const PAIR = /^pair:([^|]+)\|(.+)$/;

/**
 * The tag of what depends on all of one person's relations (their friend ids, whom they hide):
 * dropped with every pair tag naming them, so the writes that tag pairs need not know it.
 */
export const relationsTag = (userId: string) => `relations:${userId}`;

/**
 * Access decisions (who takes part in a conversation, who may chat with whom, who is a room
 * member), and other small facts a hot path reads on every request (whether a sign-in is still
 * valid, the ids a feed page is merged from), kept in memory so a message or a page costs no
 * lookup. Every write that can change a decision
 * calls `accessChanged` with the decision's tags, which drops the entries on this process at once
 * and on every other process before the write answers.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The keys carrying each tag, so a drop touches only its own entries instead of scanning them
   * all: a feed timeline carries a tag per friend, and posting drops a tag on every process.
   * Entries keep the one copy of each tag string held here (a timeline's ~200 tags would
   * otherwise be ~8 KB of strings per viewer).
   */
  private readonly keysByTag = new Map<string, { tag: string; keys: Set<string> }>();
  /** Bumped by every drop: a value read before a drop is not kept (it may be stale). */
  private epoch = 0;

  /**
   * The cached value of `key`, else `load()`'s, kept when `keep` says so (default: always), until
   * `keepUntil(value)` (a time in ms, e.g. when a sanction expires) if sooner than the TTL, under
   * `tags` (or the tags the loaded value names).
   */
  async get<T>(
    key: string,
    tags: readonly string[] | ((value: T) => readonly string[]),
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    keepUntil?: (value: T) => number,
  ): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value as T;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch && keep(value))
      this.store(key, typeof tags === 'function' ? tags(value) : tags, value, keepUntil?.(value));
    return value;
  }

  /**
   * The cached values of `keys`, the missing ones loaded together by one `loadMissing` call (a
   * value it does not return is not kept, nor in the answer); each kept under `tagsOf(key)`.
   */
  async getMany<T>(
    keys: readonly string[],
    tagsOf: (key: string) => readonly string[],
    loadMissing: (keys: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    const now = Date.now();
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > now) found.set(key, entry.value as T);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const epoch = this.epoch;
    const loaded = await loadMissing(missing);
    for (const key of missing) {
      if (!loaded.has(key)) continue;
      const value = loaded.get(key) as T;
      found.set(key, value);
      if (epoch === this.epoch) this.store(key, tagsOf(key), value);
    }
    return found;
  }

  /** How many entries, and how many distinct tags they carry (for tests: nothing leaks). */
  get size(): { entries: number; tags: number } {
    return { entries: this.entries.size, tags: this.keysByTag.size };
  }

  private store(key: string, tags: readonly string[], value: unknown, until?: number): void {
    this.remove(key);
    const expiresAt = Math.min(Date.now() + TTL_MS, until ?? Infinity);
    const kept = tags.map((tag) => {
      let tagged = this.keysByTag.get(tag);
      if (!tagged) this.keysByTag.set(tag, (tagged = { tag, keys: new Set() }));
      tagged.keys.add(key);
      return tagged.tag;
    });
    this.entries.set(key, { value, tags: kept, expiresAt });
    if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const tagged = this.keysByTag.get(tag);
      tagged?.keys.delete(key);
      if (tagged?.keys.size === 0) this.keysByTag.delete(tag);
    }
  }

  /**
   * Drops every entry carrying one of `tags`. A pair's tag also drops both people's
   * `relationsTag`: what depends on all of one's friends or blocks.
   */
  drop(tags: readonly string[]): void {
    this.epoch += 1;
    const dropped = new Set(tags);
    for (const tag of tags) {
      const pair = PAIR.exec(tag);
      if (pair) dropped.add(relationsTag(pair[1]!)).add(relationsTag(pair[2]!));
    }
    for (const tag of dropped) {
      const tagged = this.keysByTag.get(tag);
      if (tagged) for (const key of [...tagged.keys]) this.remove(key);
    }
  }
}

type ServerSideEmitter = {
  on(event: string, listener: (tags: unknown, ack?: () => void) => void): void;
  serverSideEmitWithAck(event: string, tags: string[]): Promise<unknown[]>;
};

const caches = new WeakMap<SocketServer, AccessCache>();

/** The process's cache (one per Socket.IO server), listening for other processes' drops. */
export function accessCache(io: SocketServer): AccessCache {
  let cache = caches.get(io);
  if (cache) return cache;
  const created = new AccessCache();
  caches.set(io, created);
  (io.of('/') as unknown as ServerSideEmitter).on(ACCESS_CHANGED, (tags, ack) => {
    if (Array.isArray(tags)) created.drop(tags.filter((tag) => typeof tag === 'string'));
    ack?.();
  });
  cache = created;
  return cache;
}

/**
 * Called by a write that changes access (unfriend, block...) once it has committed: drops the
 * entries here and waits (up to a second) until every other process has dropped them too.
 */
export async function accessChanged(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  tags: string[],
): Promise<void> {
  accessCache(ctx.io).drop(tags);
  // One process (memory hub) has no one else to tell, and its adapter cannot serverSideEmit.
  if (ctx.hub.kind !== 'redis') return;
  const emitter = ctx.io.of('/') as unknown as ServerSideEmitter;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CONFIRM_TIMEOUT_MS)));
  try {
    await Promise.race([emitter.serverSideEmitWithAck(ACCESS_CHANGED, tags), late]);
  } catch (error) {
    // A process that died is not there to confirm; its cache died with it.
    ctx.logger.warn({ err: error }, 'not every process confirmed an access change');
  } finally {
    clearTimeout(timer);
  }
}
