import type { QueueEntry } from './types';
import { SCAN_LIMIT } from './limits';
import { languageAllows, languageReady } from './languages';

/**
 * The in-memory side of the queue rules whose Redis side is queueLua.ts: who parted recently,
 * who may meet whom, and who is found in the queue.
 */
export class MemoryQueueRules {
  /** person → (other person → until when they are not paired again). */
  private readonly recent = new Map<string, Map<string, number>>();
  /**
   * What `recent` holds, in the order it was remembered, so it is forgotten once it expired (Redis
   * expires its keys by itself; here every match would otherwise be kept for good). Callers use
   * one lifetime, so this is also expiry order; one that outlives a later shorter one only
   * delays forgetting that one, never `eligible`'s answer.
   */
  private readonly expiries: { person: string; other: string; until: number }[] = [];
  private expired = 0;

  /** The two people are not paired again for ttlMs (remembered both ways). */
  remember(person: string, other: string, ttlMs: number): void {
    const now = Date.now();
    this.forgetExpired(now);
    const until = now + ttlMs;
    for (const [a, b] of [
      [person, other],
      [other, person],
    ]) {
      const seen = this.recent.get(a) ?? new Map<string, number>();
      seen.set(b, until);
      this.recent.set(a, seen);
      this.expiries.push({ person: a, other: b, until });
    }
  }

  /** People with someone they are not paired with again for now (or not forgotten yet). */
  get rememberedPeople(): number {
    return this.recent.size;
  }

  private forgetExpired(now: number): void {
    while (this.expired < this.expiries.length && this.expiries[this.expired].until <= now) {
      const { person, other, until } = this.expiries[this.expired];
      this.expired += 1;
      const seen = this.recent.get(person);
      // Remembered again later: that later entry forgets it.
      if (seen?.get(other) !== until) continue;
      seen.delete(other);
      if (seen.size === 0) this.recent.delete(person);
    }
    // Drop the forgotten head now and then (amortized: at most as often as it doubles).
    if (this.expired > 1024 && this.expired * 2 > this.expiries.length) {
      this.expiries.splice(0, this.expired);
      this.expired = 0;
    }
  }

  /** Both may meet: different people, no block either way, not parted recently. */
  eligible(me: QueueEntry, other: QueueEntry): boolean {
    return mayMeet(me, other, this.recent.get(me.person), Date.now());
  }

  /**
   * The first-ranked eligible entry of `queue` sharing an interest with `me`, else, once both are
   * past widenAt, the first-ranked eligible one. Rank is rankAt (a high-trust head start) or
   * enqueuedAt, ties in insertion order. New and low trust (entries with a mixAt) meet others only
   * once both sides' mixAt passed.
   */
  findPartner<E extends QueueEntry>(queue: Map<string, E>, me: E, now: number): E | undefined {
    let scanned = 0;
    let shared: E | undefined;
    let widened: E | undefined;
    // Looked up once for the whole scan (it was a tenth of a match's own CPU per candidate).
    const parted = this.recent.get(me.person);
    const clock = Date.now();
    const meWidened = me.widenAt <= now;
    for (const candidate of queue.values()) {
      if (++scanned > SCAN_LIMIT) break;
      if (!mayMeet(me, candidate, parted, clock) || !trustMixes(me, candidate, now)) continue;
      if (!languageReady(me, candidate, now)) continue;
      if (candidate.keys.some((key) => me.keys.includes(key))) {
        if (!shared || rank(candidate) < rank(shared)) shared = candidate;
      } else if (meWidened && candidate.widenAt <= now) {
        if (!widened || rank(candidate) < rank(widened)) widened = candidate;
      }
    }
    return shared ?? widened;
  }
}

/** Where an entry stands in the queue: earlier is met first. */
const rank = (entry: QueueEntry) => entry.rankAt ?? entry.enqueuedAt;

/**
 * New and low trust (a mixAt) and the others may meet once every mixAt among the two has passed;
 * two of one kind always may (queueLua.ts `trustMixes` is the same rule).
 */
export function trustMixes(a: QueueEntry, b: QueueEntry, now: number): boolean {
  if ((a.mixAt === undefined) === (b.mixAt === undefined)) return true;
  return (a.mixAt ?? 0) <= now && (b.mixAt ?? 0) <= now;
}

/** `me` and `other` may meet at `clock`, `parted` being whom `me` parted from and until when. */
function mayMeet(
  me: QueueEntry,
  other: QueueEntry,
  parted: Map<string, number> | undefined,
  clock: number,
): boolean {
  if (other.socketId === me.socketId || other.person === me.person) return false;
  if (excludes(me, other) || excludes(other, me)) return false;
  if (!languageAllows(me, other)) return false;
  return (parted?.get(other.person) ?? 0) <= clock;
}

/** `a` must not meet `b` (by b's person or lasting identity). */
function excludes(a: QueueEntry, b: QueueEntry): boolean {
  return a.exclude.includes(b.person) || (!!b.identity && a.exclude.includes(b.identity));
}

/** Appends a message to the log `key`, keeping the last `max`. */
export function keepLast(logs: Map<string, string[]>, key: string, message: string, max: number) {
  const log = logs.get(key) ?? [];
  log.push(message);
  if (log.length > max) log.splice(0, log.length - max);
  logs.set(key, log);
}
