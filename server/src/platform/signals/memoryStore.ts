import type { SignalStore } from './store';

/** How often, at most, the whole store is swept of what expired (on a write). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Report counts and sanction flags of a single process. Redis expires its keys by itself; here
 * a key nobody asks about again would stay for good (one per reported person), so a write sweeps
 * out everything expired, at most once per SWEEP_EVERY_MS.
 */
export class MemorySignalStore implements SignalStore {
  /** key → member → until when it counts. */
  private readonly distinct = new Map<string, Map<string, number>>();
  /** key → until when it is set. */
  private readonly flags = new Map<string, number>();
  /** key → member → until when (insertion order: oldest first). */
  private readonly lists = new Map<string, Map<string, number>>();
  private sweptAt = Date.now();

  async countDistinct(key: string, member: string, windowMs: number): Promise<number> {
    const now = Date.now();
    this.sweep(now);
    const members = this.distinct.get(key) ?? new Map<string, number>();
    members.set(member, now + windowMs);
    for (const [seen, until] of members) if (until <= now) members.delete(seen);
    this.distinct.set(key, members);
    return members.size;
  }

  async setFlag(key: string, ttlMs: number): Promise<void> {
    const now = Date.now();
    this.sweep(now);
    this.flags.set(key, now + ttlMs);
  }

  async hasAnyFlag(keys: string[]): Promise<boolean> {
    const now = Date.now();
    return keys.some((key) => (this.flags.get(key) ?? 0) > now);
  }

  async keepMember(key: string, member: string, ttlMs: number, max: number): Promise<void> {
    const now = Date.now();
    this.sweep(now);
    const list = this.lists.get(key) ?? new Map<string, number>();
    list.delete(member);
    list.set(member, now + ttlMs);
    for (const oldest of [...list.keys()].slice(0, Math.max(0, list.size - max)))
      list.delete(oldest);
    this.lists.set(key, list);
  }

  async members(key: string): Promise<string[]> {
    const now = Date.now();
    return [...(this.lists.get(key) ?? [])].filter(([, until]) => until > now).map(([m]) => m);
  }

  /** Keys held, expired or not (for tests). */
  get size(): number {
    return this.distinct.size + this.flags.size + this.lists.size;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    for (const [key, until] of this.flags) if (until <= now) this.flags.delete(key);
    for (const maps of [this.distinct, this.lists]) {
      for (const [key, members] of maps) {
        for (const [member, until] of members) if (until <= now) members.delete(member);
        if (members.size === 0) maps.delete(key);
      }
    }
  }
}
