import type { StoreHost } from '../platform/hub/types';
import type { QueueEntry } from '../strangers/types';
import { MemoryAnonymousStore } from './memoryStore';
import { RedisAnonymousStore } from './redisStore';

export type { QueueEntry };

export type MatchResult =
  | { status: 'matched'; partner: QueueEntry }
  | { status: 'waiting' }
  /** A retry for an entry that is no longer queued (claimed by someone, or cancelled). */
  | { status: 'gone' };

/** A reconnect request: both asked (a new pair of these entries), or it waits for the other. */
export type ReconnectResult =
  | { status: 'matched'; me: QueueEntry; partner: QueueEntry }
  | { status: 'waiting'; partner: QueueEntry }
  /** No last stranger within the window, or they moved on (disconnected). */
  | { status: 'gone' };

/** How a socket leaves whatever it is in (store.leave). */
export interface Leaving {
  /** The ended pair's two people are not matched again for this long. */
  recentMs: number;
  /** Each may ask to meet the other again within this long (0 or absent: not at all). */
  reconnectMs?: number;
  /**
   * 'request': also withdraw the socket's reconnect request; 'forget': that, and after the pair
   * ended, forget its last stranger too (the socket is gone for good).
   */
  withdraw?: 'request' | 'forget';
}

/** Who must hear of a leave: the stranger whose reconnect offer went, the partner left. */
export interface Left {
  asked: string | null;
  partner: QueueEntry | null;
}

/** A live pair as one side sees it. */
export interface PairView {
  partner: QueueEntry;
  /**
   * The account the partner revealed to this side (their sign-in, or the one their visitor
   * socket adopted), or null before a reveal.
   */
  revealedUserId: string | null;
}

/**
 * The anonymous match queue and live pairs: in memory for one process, or in Redis (one Lua
 * script per operation) for several. Every operation is atomic across processes: a partner is
 * claimed and both pair records written in one step, so two processes never hand out the same
 * partner. One contract (store.contract.test.ts) runs on both.
 */
export interface AnonymousStore {
  /**
   * Takes `entry` out of the queue if it is there, then pairs it with the longest-waiting
   * eligible partner (a shared interest first; anyone once both are past widenAt), else queues
   * it. retry: only if the entry is still queued (else 'gone').
   */
  match(entry: QueueEntry, now: number, retry?: boolean): Promise<MatchResult>;
  /**
   * leave(entry.socketId, leaving), then match(entry, now), in one step: one Redis round trip
   * per match request.
   */
  leaveAndMatch(
    entry: QueueEntry,
    now: number,
    leaving: Leaving,
  ): Promise<MatchResult & { left: Left }>;
  /** Takes a socket out of the queue (no-op when not queued). */
  leaveQueue(socketId: string): Promise<void>;
  pairOf(socketId: string): Promise<PairView | null>;
  /**
   * Ends the socket's pair (both records and the messages go); the two people are remembered as
   * recent partners for recentMs, and, with reconnectMs, each as the other's last stranger for
   * that long. Returns the partner, or null when there was no pair (so only one caller reports an
   * ending).
   */
  endPair(socketId: string, recentMs: number, reconnectMs?: number): Promise<QueueEntry | null>;
  /**
   * In one step, what cancelReconnect (with leaving.withdraw), leaveQueue and endPair do one after
   * another: the socket is out of any request, queue and pair.
   */
  leave(socketId: string, leaving: Leaving): Promise<Left>;
  /** The socket's last stranger while the reconnect window is open, else null. */
  lastPartner(socketId: string): Promise<QueueEntry | null>;
  /**
   * The socket asks to meet its last stranger again. When that stranger asked for it too (and
   * both still know each other as last stranger), pairs them (both records, as match does) and
   * forgets both requests; else keeps the request until the window closes.
   */
  askReconnect(socketId: string): Promise<ReconnectResult>;
  /**
   * Withdraws the socket's request (`forget`: also its last stranger, when the socket leaves).
   * Returns the socket id of the stranger the request was for, or null when there was none.
   */
  cancelReconnect(socketId: string, forget?: boolean): Promise<string | null>;
  /**
   * Marks that this socket revealed the account `userId` to its partner. Returns the partner or
   * null.
   */
  reveal(socketId: string, userId: string): Promise<QueueEntry | null>;
  /** Keeps a message of the socket's pair (the last `max`), in memory only. False: no pair. */
  pushMessage(socketId: string, message: string, max: number): Promise<boolean>;
  /** The kept messages of the socket's pair, oldest first. */
  messages(socketId: string): Promise<string[]>;
  /** Of these sockets, those whose partner's server process died (Redis only). */
  orphaned(socketIds: string[]): Promise<string[]>;
}

/** The anonymous store of this hub's process (memory, or Redis in the hub's space 'anon'). */
export function anonymousStore(hub: StoreHost): AnonymousStore {
  return hub.attach('anonymous', (owner) => {
    const space = owner.space('anon');
    return space ? new RedisAnonymousStore(space) : new MemoryAnonymousStore();
  });
}
