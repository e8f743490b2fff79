import type { MatchHub, MatchResult, PairView, QueueEntry } from './matchTypes';

const SCAN_LIMIT = 200;

interface Pair {
  partner: QueueEntry;
  pairId: string;
  partnerRevealed: boolean;
}

/** The match queue and pairs of a single process (same rules as the Redis scripts). */
export class MemoryMatchHub implements MatchHub {
  /** Insertion order is waiting order. */
  private readonly queue = new Map<string, QueueEntry>();
  private readonly pairs = new Map<string, Pair>();
  private readonly logs = new Map<string, string[]>();
  private readonly recent = new Map<string, Map<string, number>>();
  private readonly distinct = new Map<string, Map<string, number>>();
  private readonly flags = new Map<string, number>();

  async match(entry: QueueEntry, now: number, retry = false): Promise<MatchResult> {
    if (retry && !this.queue.has(entry.socketId)) return { status: 'gone' };
    this.queue.delete(entry.socketId);
    const partner = this.findPartner(entry, now);
    if (!partner) {
      this.queue.set(entry.socketId, entry);
      return { status: 'waiting' };
    }
    this.queue.delete(partner.socketId);
    const pairId = `${entry.socketId}|${partner.socketId}`;
    this.pairs.set(entry.socketId, { partner, pairId, partnerRevealed: false });
    this.pairs.set(partner.socketId, { partner: entry, pairId, partnerRevealed: false });
    return { status: 'matched', partner };
  }

  async leaveQueue(socketId: string): Promise<void> {
    this.queue.delete(socketId);
  }

  async pairOf(socketId: string): Promise<PairView | null> {
    const pair = this.pairs.get(socketId);
    return pair ? { partner: pair.partner, partnerRevealed: pair.partnerRevealed } : null;
  }

  async endPair(socketId: string, recentMs: number): Promise<QueueEntry | null> {
    const pair = this.pairs.get(socketId);
    if (!pair) return null;
    const mine = this.pairs.get(pair.partner.socketId)?.partner;
    this.pairs.delete(socketId);
    this.pairs.delete(pair.partner.socketId);
    this.logs.delete(pair.pairId);
    if (mine) {
      this.remember(mine.person, pair.partner.person, recentMs);
      this.remember(pair.partner.person, mine.person, recentMs);
    }
    return pair.partner;
  }

  async reveal(socketId: string): Promise<QueueEntry | null> {
    const pair = this.pairs.get(socketId);
    const theirs = pair && this.pairs.get(pair.partner.socketId);
    if (!pair || !theirs) return null;
    theirs.partnerRevealed = true;
    return pair.partner;
  }

  async pushMessage(socketId: string, message: string, max: number): Promise<boolean> {
    const pair = this.pairs.get(socketId);
    if (!pair) return false;
    const log = this.logs.get(pair.pairId) ?? [];
    log.push(message);
    if (log.length > max) log.splice(0, log.length - max);
    this.logs.set(pair.pairId, log);
    return true;
  }

  async messages(socketId: string): Promise<string[]> {
    const pair = this.pairs.get(socketId);
    return pair ? [...(this.logs.get(pair.pairId) ?? [])] : [];
  }

  async orphaned(): Promise<string[]> {
    // One process: a partner's socket cannot outlive it.
    return [];
  }

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

  async hasFlag(key: string): Promise<boolean> {
    return (this.flags.get(key) ?? 0) > Date.now();
  }

  private remember(person: string, other: string, ttlMs: number): void {
    const seen = this.recent.get(person) ?? new Map<string, number>();
    seen.set(other, Date.now() + ttlMs);
    this.recent.set(person, seen);
  }

  private eligible(me: QueueEntry, candidate: QueueEntry): boolean {
    if (candidate.socketId === me.socketId || candidate.person === me.person) return false;
    if (me.exclude.includes(candidate.person) || candidate.exclude.includes(me.person))
      return false;
    return (this.recent.get(me.person)?.get(candidate.person) ?? 0) <= Date.now();
  }

  private findPartner(me: QueueEntry, now: number): QueueEntry | undefined {
    let scanned = 0;
    let widened: QueueEntry | undefined;
    for (const candidate of this.queue.values()) {
      if (++scanned > SCAN_LIMIT) break;
      if (!this.eligible(me, candidate)) continue;
      if (candidate.keys.some((key) => me.keys.includes(key))) return candidate;
      if (!widened && me.widenAt <= now && candidate.widenAt <= now) widened = candidate;
    }
    return widened;
  }
}
