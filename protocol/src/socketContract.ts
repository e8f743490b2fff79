import type { z } from 'zod';
import type { Ack, ClientToServerEvents } from './socket';

/** At most `max` events in a fixed window of `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * What one person may send into a conversation (friend chat, a room, an anonymous chat, a video
 * call's chat). A person typing fast sends several short messages within a second ("hi", "are
 * you there?", "🙂") and then pauses, so ten a second pass. The minute cap bounds the volume at
 * 180 (three a second on average), which nobody typing reaches: a flood is held to ten a second
 * and stopped there.
 */
export const CONVERSATION_RATE: readonly RateRule[] = [
  { max: 10, windowMs: 1000 },
  { max: 180, windowMs: 60_000 },
];

/**
 * A socket event's rate limit. Events naming the same bucket share one count (e.g. asking for a
 * match and skipping); each rule is counted in order and the first one exceeded refuses.
 */
export interface SocketRateLimit {
  bucket: string;
  /** Counted per connection (visitors have no account) or per signed-in person. */
  per: 'socket' | 'person';
  rules: readonly RateRule[];
}

export type ClientEventName = keyof ClientToServerEvents;

/** The parts of an event's contract that exist at run time. */
export interface SocketEventFields<Name extends ClientEventName = ClientEventName> {
  name: Name;
  /** The payload's schema; absent when the event carries nothing (only, maybe, the ack). */
  payload?: z.ZodType;
  /** Names a bare payload in refusals, e.g. 'Call' for a call id: 'Call is missing.'. */
  subject?: string;
  /** The refusal for a socket without a signed-in person; absent when visitors may send it. */
  signIn?: string;
  rateLimit?: SocketRateLimit;
}

/**
 * One client-to-server event: its fields, how it is answered, and (type only) its reply.
 * 'ack': `{ ok: true, ...reply }` or an `AckFailure`; 'none': a hint, never answered (a refused
 * one is dropped); 'count': the bare number the spec's getOnlineUsersCount answers.
 */
export type SocketEventContract<
  Fields extends SocketEventFields = SocketEventFields,
  Reply = unknown,
> = Fields & {
  answer: 'ack' | 'none' | 'count';
  /** Type only (never set): what a success carries. */
  readonly '~reply': Reply;
};

/** An event answered through its ack with `{ ok: true, ...Reply }` or a failure. */
export function ackEvent<Reply extends object = object>() {
  return <const Fields extends SocketEventFields>(fields: Fields) =>
    ({ ...fields, answer: 'ack' }) as SocketEventContract<Fields, Reply> & { answer: 'ack' };
}

/** A hint (typing): no ack, and a refused one is dropped silently. */
export function hintEvent<const Fields extends SocketEventFields>(fields: Fields) {
  return { ...fields, answer: 'none' } as SocketEventContract<Fields, void> & { answer: 'none' };
}

/** An event whose ack receives a bare number, not an `Ack` (getOnlineUsersCount). */
export function countEvent<const Fields extends SocketEventFields>(fields: Fields) {
  return { ...fields, answer: 'count' } as SocketEventContract<Fields, number> & {
    answer: 'count';
  };
}

/** The success fields of an event's ack. */
export type ReplyOf<Entry> = Entry extends { readonly '~reply': infer Reply } ? Reply : never;

/** The payload a handler receives once the schema parsed it (`undefined` for none). */
export type PayloadOf<Entry> = Entry extends { payload: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : undefined;

/** The whole acknowledgement of an ack event, failures included. */
export type AckOf<Entry> = Ack<ReplyOf<Entry> & object>;
