import type { StrangerStore } from './store';

/** Report counts and sanction flags of a single process. */
export class MemoryStrangerStore implements StrangerStore {
  private readonly distinct = new Map<string, Map<string, number>>();
  private readonly flags = new Map<string, number>();
  /** key → member → until when (insertion order: oldest first). */
  private readonly lists = new Map<string, Map<string, number>>();

  async countDistinct(key: string, member: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const members = this.distinct.get(key) ?? new Map<string, number>();
    members.set(member, now);
    for (const [seen, at] of members) if (at <= now - windowMs) members.delete(seen);
    this.distinct.set(key, members);
    return members.size;
  }

  async setFlag(key: string, ttlMs: number): Promise<void> {
    this.flags.set(key, Date.now() + ttlMs);
  }

  async hasAnyFlag(keys: string[]): Promise<boolean> {
    const now = Date.now();
    return keys.some((key) => (this.flags.get(key) ?? 0) > now);
  }

  async keepMember(key: string, member: string, ttlMs: number, max: number): Promise<void> {
    const list = this.lists.get(key) ?? new Map<string, number>();
    list.delete(member);
    list.set(member, Date.now() + ttlMs);
    for (const oldest of [...list.keys()].slice(0, Math.max(0, list.size - max)))
      list.delete(oldest);
    this.lists.set(key, list);
  }

  async members(key: string): Promise<string[]> {
    const now = Date.now();
    return [...(this.lists.get(key) ?? [])].filter(([, until]) => until > now).map(([m]) => m);
  }
}
