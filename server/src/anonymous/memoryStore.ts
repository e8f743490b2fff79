import type { AnonymousStore, Leaving, Left, MatchResult, PairView } from './store';
import type { ReconnectResult } from './store';
import type { QueueEntry } from '../strangers/types';
import { keepLast, MemoryQueueRules } from '../strangers/queueRules';

interface Pair {
  partner: QueueEntry;
  pairId: string;
  revealedUserId: string | null;
}

/** The match queue and pairs of a single process (same rules as the Redis scripts). */
export class MemoryAnonymousStore implements AnonymousStore {
  /** Insertion order is waiting order. */
  private readonly queue = new Map<string, QueueEntry>();
  private readonly pairs = new Map<string, Pair>();
  private readonly logs = new Map<string, string[]>();
  private readonly rules = new MemoryQueueRules();
  /** socket → its last stranger, until the reconnect window closes. */
  private readonly last = new Map<string, { partner: QueueEntry; until: number }>();
  /** socket → the stranger it asked to meet again. */
  private readonly asks = new Map<string, string>();

  async match(entry: QueueEntry, now: number, retry = false): Promise<MatchResult> {
    if (retry && !this.queue.has(entry.socketId)) return { status: 'gone' };
    this.queue.delete(entry.socketId);
    const partner = this.rules.findPartner(this.queue, entry, now);
    if (!partner) {
      this.queue.set(entry.socketId, entry);
      return { status: 'waiting' };
    }
    this.queue.delete(partner.socketId);
    const pairId = `${entry.socketId}|${partner.socketId}`;
    this.pairs.set(entry.socketId, { partner, pairId, revealedUserId: null });
    this.pairs.set(partner.socketId, { partner: entry, pairId, revealedUserId: null });
    return { status: 'matched', partner };
  }

  async leaveAndMatch(
    entry: QueueEntry,
    now: number,
    leaving: Leaving,
  ): Promise<MatchResult & { left: Left }> {
    const left = await this.leave(entry.socketId, leaving);
    return { ...(await this.match(entry, now)), left };
  }

  async leaveQueue(socketId: string): Promise<void> {
    this.queue.delete(socketId);
  }

  async pairOf(socketId: string): Promise<PairView | null> {
    const pair = this.pairs.get(socketId);
    return pair ? { partner: pair.partner, revealedUserId: pair.revealedUserId } : null;
  }

  async endPair(socketId: string, recentMs: number, reconnectMs = 0): Promise<QueueEntry | null> {
    const pair = this.pairs.get(socketId);
    if (!pair) return null;
    const mine = this.pairs.get(pair.partner.socketId)?.partner;
    this.pairs.delete(socketId);
    this.pairs.delete(pair.partner.socketId);
    this.logs.delete(pair.pairId);
    if (mine) this.rules.remember(mine.person, pair.partner.person, recentMs);
    if (mine && reconnectMs > 0) {
      const until = Date.now() + reconnectMs;
      this.last.set(socketId, { partner: pair.partner, until });
      this.last.set(pair.partner.socketId, { partner: mine, until });
    }
    return pair.partner;
  }

  async leave(socketId: string, { recentMs, reconnectMs, withdraw }: Leaving): Promise<Left> {
    const asked = withdraw ? await this.cancelReconnect(socketId) : null;
    this.queue.delete(socketId);
    const partner = await this.endPair(socketId, recentMs, reconnectMs);
    if (withdraw === 'forget') this.last.delete(socketId);
    return { asked, partner };
  }

  async lastPartner(socketId: string): Promise<QueueEntry | null> {
    const last = this.last.get(socketId);
    if (last && last.until > Date.now()) return last.partner;
    this.last.delete(socketId);
    this.asks.delete(socketId);
    return null;
  }

  async askReconnect(socketId: string): Promise<ReconnectResult> {
    const partner = await this.lastPartner(socketId);
    const me = partner && (await this.lastPartner(partner.socketId));
    if (!partner || me?.socketId !== socketId) return { status: 'gone' };
    if (this.asks.get(partner.socketId) !== socketId) {
      this.asks.set(socketId, partner.socketId);
      return { status: 'waiting', partner };
    }
    for (const id of [socketId, partner.socketId]) {
      this.asks.delete(id);
      this.last.delete(id);
      this.queue.delete(id);
    }
    const pairId = `${socketId}|${partner.socketId}`;
    this.pairs.set(socketId, { partner, pairId, revealedUserId: null });
    this.pairs.set(partner.socketId, { partner: me, pairId, revealedUserId: null });
    return { status: 'matched', me, partner };
  }

  async cancelReconnect(socketId: string, forget = false): Promise<string | null> {
    const asked = this.asks.get(socketId) ?? null;
    this.asks.delete(socketId);
    if (forget) this.last.delete(socketId);
    return asked;
  }

  async reveal(socketId: string, userId: string): Promise<QueueEntry | null> {
    const pair = this.pairs.get(socketId);
    const theirs = pair && this.pairs.get(pair.partner.socketId);
    if (!pair || !theirs) return null;
    theirs.revealedUserId = userId;
    return pair.partner;
  }

  async pushMessage(socketId: string, message: string, max: number): Promise<boolean> {
    const pair = this.pairs.get(socketId);
    if (!pair) return false;
    keepLast(this.logs, pair.pairId, message, max);
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
}
