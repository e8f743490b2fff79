import type { TrustLevel } from '@serendip/protocol';

/**
 * One socket waiting in a stranger queue (anonymous text or video), stored as is; also the
 * partner record of a pair and a member of a call.
 */
export interface QueueEntry {
  socketId: string;
  /** The server process holding the socket: an entry of a dead process is never handed out. */
  processId: string;
  /** 'user:<id>' or 'visitor:<id>': never paired with itself (another tab) or an excluded person. */
  person: string;
  /**
   * Lasting identity in exclusions: 'user:<id>', or 'visitor:<keyed hash of the visitor id>'
   * (strangers/report.ts strangerIdentity), so a report's lasting avoidance keeps no raw id.
   */
  identity?: string;
  userId?: string;
  visitorId: string;
  /** Keyed hash of the socket's IP address: visitors' sanctions follow it too. */
  ipKey?: string;
  /** As typed (for display); `keys` are the same, lower-cased, for matching. */
  interests: string[];
  keys: string[];
  /**
   * People this socket must not meet (blocks either way, people it reported), as `person` or
   * `identity`. Checked in both directions.
   */
  exclude: string[];
  enqueuedAt: number;
  /** From this time on, a partner without a shared interest will do. */
  widenAt: number;
  /**
   * The person's trust level when they asked (trust/). Absent (an entry of an older process):
   * matched as a standard one.
   */
  trust?: TrustLevel;
  /**
   * New and low trust only: they meet each other (entries with a mixAt) first, and anyone else
   * only once both sides with a mixAt are past it.
   */
  mixAt?: number;
  /** Where the entry stands in the queue when not at enqueuedAt: earlier for high trust. */
  rankAt?: number;
  /** Primary language subtags the person speaks ("es"), when they said. */
  languages?: string[];
  /** They meet only people who share one of `languages`. */
  languageOnly?: boolean;
  /** Until then, with languages, someone sharing one is waited for. */
  languageWidenAt?: number;
  /** New and low trust: completed conversations left before they may send images. */
  imagesLockedFor?: number;
}
