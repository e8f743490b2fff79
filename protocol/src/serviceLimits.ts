import type { RateRule } from './socketContract';

/**
 * A limit a service applies itself, where the count depends on what the service finds or does
 * (a taken username, a reset mail, a mention), beyond the limits of the routes and events
 * declared with their entries. Counted under `bucket` and a key the service gives (a person, an
 * address, a pair).
 */
export interface ServiceRateRule extends RateRule {
  bucket: string;
  /** A sanction holds even where rate limits are switched off (RATE_LIMITS=off). */
  sanction?: true;
}

const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit a service applies itself, by name. */
export const SERVICE_LIMITS = {
  /** "Taken" answers per client address: probing which e-mails have accounts stays slow. */
  registerTaken: { bucket: 'register-taken', max: 5, windowMs: HOUR },
  /** Reset mails per e-mail address, whether or not an account has it (no enumeration, no mail bombing). */
  resetMails: { bucket: 'forgot', max: 3, windowMs: HOUR },
  /** Join and leave lines one person may add to rooms; beyond, membership still changes. */
  roomLines: { bucket: 'roomlife', max: 10, windowMs: MINUTE },
  /** Mention notifications one person may cause; beyond, the message goes unannounced. */
  mentions: { bucket: 'mentions', max: 30, windowMs: MINUTE },
  /** Anonymous chat uploads (no account) per address, and per visitor when the upload token is sent. */
  anonymousUploads: { bucket: 'anon-upload', max: 10, windowMs: 10 * MINUTE },
  /** Images one live anonymous pair may exchange (uploads need no account, so they are capped). */
  pairImages: { bucket: 'anon:pair-images', max: 20, windowMs: 10 * MINUTE },
  /** New chats a slowed stranger (reported by several people) may start. */
  slowedMatches: { bucket: 'anon:slowed:match', max: 2, windowMs: MINUTE, sanction: true },
  /** Messages a slowed stranger may send, beyond the conversation rate. */
  slowedMessages: { bucket: 'anon:slowed:message', max: 5, windowMs: 10 * SECOND, sanction: true },
} as const satisfies Record<string, ServiceRateRule>;
