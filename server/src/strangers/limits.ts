/** Limits of stranger matching that the memory stores and the Lua scripts share (defined once). */

/**
 * Candidates (queued sockets per set, or calls looking for more) looked at in one request:
 * bounds a script's time in Redis when many waiting people are excluded for someone.
 */
export const SCAN_LIMIT = 100;

/** Two people who just parted are not paired again for this long. */
export const RECENT_PARTNER_MS = 60_000;

/** Messages kept per live pair or call, for report evidence only (never written to disk). */
export const EVIDENCE_MESSAGES = 50;

/** Safety net for pair and call records in Redis: they end when their members leave. */
export const LIVE_RECORD_TTL_MS = 12 * 60 * 60_000;
