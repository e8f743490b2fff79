/** One socket waiting in the anonymous match queue (stored as is; also the partner record of a pair). */
export interface QueueEntry {
  socketId: string;
  /** The server process holding the socket: an entry of a dead process is never handed out. */
  processId: string;
  /** 'user:<id>' or 'visitor:<id>': never paired with itself (another tab) or an excluded person. */
  person: string;
  userId?: string;
  visitorId: string;
  /** Keyed hash of the socket's IP address: visitors' sanctions follow it too. */
  ipKey?: string;
  /** As typed (for display); `keys` are the same, lower-cased, for matching. */
  interests: string[];
  keys: string[];
  /** People this socket must not meet (blocks either way). Checked in both directions. */
  exclude: string[];
  enqueuedAt: number;
  /** From this time on, a partner without a shared interest will do. */
  widenAt: number;
}

export type MatchResult =
  | { status: 'matched'; partner: QueueEntry }
  | { status: 'waiting' }
  /** A retry for an entry that is no longer queued (claimed by someone, or cancelled). */
  | { status: 'gone' };

/** A live pair as one side sees it. */
export interface PairView {
  partner: QueueEntry;
  /** The partner revealed their profile to this side. */
  partnerRevealed: boolean;
}

/**
 * The anonymous match queue and live pairs (ARCHITECTURE: live state lives in the hub). Every
 * operation is atomic across processes: a partner is claimed and both pair records written in
 * one step, so two processes never hand out the same partner.
 */
export interface MatchHub {
  /**
   * Takes `entry` out of the queue if it is there, then pairs it with the longest-waiting
   * eligible partner (a shared interest first; anyone once both are past widenAt), else queues
   * it. retry: only if the entry is still queued (else 'gone').
   */
  match(entry: QueueEntry, now: number, retry?: boolean): Promise<MatchResult>;
  /** Takes a socket out of the queue (no-op when not queued). */
  leaveQueue(socketId: string): Promise<void>;
  pairOf(socketId: string): Promise<PairView | null>;
  /**
   * Ends the socket's pair (both records and the messages go); the two people are remembered as
   * recent partners for recentMs. Returns the partner, or null when there was no pair (so only
   * one caller reports an ending).
   */
  endPair(socketId: string, recentMs: number): Promise<QueueEntry | null>;
  /** Marks that this socket revealed its profile to its partner. Returns the partner or null. */
  reveal(socketId: string): Promise<QueueEntry | null>;
  /** Keeps a message of the socket's pair (the last `max`), in memory only. False: no pair. */
  pushMessage(socketId: string, message: string, max: number): Promise<boolean>;
  /** The kept messages of the socket's pair, oldest first. */
  messages(socketId: string): Promise<string[]>;
  /** Of these sockets, those whose partner's server process died (Redis only). */
  orphaned(socketIds: string[]): Promise<string[]>;
  /** Adds `member` to a set of distinct members seen within windowMs; returns their number. */
  countDistinct(key: string, member: string, windowMs: number): Promise<number>;
  setFlag(key: string, ttlMs: number): Promise<void>;
  hasFlag(key: string): Promise<boolean>;
}
