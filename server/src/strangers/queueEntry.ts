/** Queue entries of stranger matching, shared by anonymous text chat and video chat. */
import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import type { QueueEntry } from './types';
import { hiddenUserIds } from '../people/policies';
import { personOf } from '../presence/onlineCount';
import { strangerIdentity, trustSubject } from './identity';
import { cachedReportedIdentities } from './reportedPeople';
import { personTrust, weightsOf } from '../trust/personTrust';
import { queueTrust } from '../trust/queueTrust';
import { languageFields, widenedAt, type LanguageWish } from './languages';

type QueueCtx = Pick<AppContext, 'hub' | 'db' | 'config' | 'logger' | 'secret' | 'io'>;

/** What a session waiting in a queue keeps: the timers that widen its search. */
export interface Waiting {
  widenTimer?: NodeJS.Timeout;
  /** New and low trust: the retry at the entry's mixAt, when others than them will do. */
  mixTimer?: NodeJS.Timeout;
}

/**
 * People someone must not meet: blocks either way (visitors cannot block or be blocked) and
 * whoever this identity (account or visitor) reported from a stranger chat (reportedPeople.ts:
 * never matched with them again, whatever socket or process). Checked in both directions, so
 * the reported person never meets the reporter either.
 */
export async function excludedPeople(
  ctx: QueueCtx,
  userId: string | undefined,
  identity: string | undefined,
): Promise<string[]> {
  const reported = identity ? await cachedReportedIdentities(ctx, identity) : [];
  if (!userId) return reported;
  const hidden = (await hiddenUserIds(ctx.db, userId)).map((id) => `user:${id}`);
  return [...new Set([...hidden, ...reported])];
}

let lastQueueTime = 0;

/**
 * When a request joins the queue: now, or a thousandth of a millisecond after the last request
 * of this process when that is later. The Redis queues are ordered by this time and Redis orders
 * equal times by socket id, so two requests in one millisecond were met in an arbitrary order
 * (a skip test saw a newcomer meet the one who had asked after the other). The memory stores keep
 * arrival order already.
 */
function queueTime(now: number): number {
  lastQueueTime = Math.max(now, lastQueueTime + 0.001);
  return lastQueueTime;
}

/** What a match request asks for: interests and, optionally, languages. */
export interface MatchWish extends LanguageWish {
  interests: string[];
}

/**
 * The socket's entry for a queue, waiting from now; with interests or languages, widened after
 * the delay.
 */
export async function buildQueueEntry(
  ctx: QueueCtx,
  socket: AppSocket,
  wish: MatchWish,
): Promise<QueueEntry> {
  const { interests } = wish;
  const { userId, visitorId, ipKey } = socket.data;
  const keys = [...new Set(interests.map((interest) => interest.toLowerCase()))];
  const now = Date.now();
  const identity = strangerIdentity(ctx.secret, socket.data);
  // From the access cache: a person's trust costs a query at most once a minute per process.
  const [exclude, trust] = await Promise.all([
    excludedPeople(ctx, userId, identity),
    personTrust(ctx, trustSubject(ctx.secret, socket.data)),
  ]);
  const enqueuedAt = queueTime(now);
  return {
    socketId: socket.id,
    processId: ctx.hub.processId,
    person: personOf(socket),
    identity,
    ...(userId ? { userId } : {}),
    visitorId,
    ipKey,
    interests,
    keys,
    exclude,
    enqueuedAt,
    // From the whole millisecond: the queue scripts compare it with their own `now`, a Date.now().
    widenAt: keys.length > 0 ? now + ctx.config.anonymousWidenMs : now,
    ...languageFields(wish, now, ctx.config.anonymousWidenMs),
    ...queueTrust(trust, enqueuedAt, now, weightsOf(ctx)),
  };
}

/** The entry again, with the blocks made while it waited (a newcomer's list is fresh). */
export async function refreshExclusions<E extends QueueEntry>(ctx: QueueCtx, entry: E): Promise<E> {
  return { ...entry, exclude: await excludedPeople(ctx, entry.userId, entry.identity) };
}

/** Cancels the session's widen timer. */
export function cancelWiden(session: Waiting): void {
  clearTimeout(session.widenTimer);
  clearTimeout(session.mixTimer);
  session.widenTimer = undefined;
  session.mixTimer = undefined;
}

/**
 * A queued entry waits: `tell(widened)` says so to its socket, and when it waits for a shared
 * interest first, `widen` runs at its widenAt; when it waits for its own trust circle first (a
 * mixAt), `widen` runs at that time too (a failure is logged as `<feature> widen failed`).
 */
export function awaitWiden(
  ctx: QueueCtx,
  session: Waiting,
  entry: QueueEntry,
  feature: 'anonymous' | 'video',
  tell: (widened: boolean) => void,
  widen: () => Promise<void>,
): void {
  const widened = widenedAt(entry) <= entry.enqueuedAt;
  tell(widened);
  const retry = () =>
    widen().catch((error: unknown) => ctx.logger.warn({ err: error }, `${feature} widen failed`));
  if (!widened) {
    session.widenTimer = setTimeout(
      () => {
        session.widenTimer = undefined;
        void retry();
      },
      widenedAt(entry) - Date.now(),
    );
  }
  if (entry.mixAt !== undefined && entry.mixAt > Date.now()) {
    session.mixTimer = setTimeout(() => {
      session.mixTimer = undefined;
      void retry();
    }, entry.mixAt - Date.now());
  }
}
