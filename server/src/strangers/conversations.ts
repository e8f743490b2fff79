import type { AppContext } from '../platform/context';
import { countCompletedConversations } from '../trust/history';
import { trustChanged, weightsOf } from '../trust/personTrust';
import { signalStore } from '../platform/signals/store';
import type { QueueEntry } from './types';

type ConversationCtx = Pick<AppContext, 'hub' | 'db' | 'config' | 'logger' | 'io'>;

/** A socket in a conversation where someone reported someone: it does not count for trust. */
const REPORTED_MS = 60 * 60_000;
const reportedKey = (socketId: string) => `reported-conversation:${socketId}`;

/** What a matching session keeps of its last queue entry, to count its conversation at the end. */
export interface Conversing {
  identity?: string;
  queuedAt?: number;
}

/** Remembers the entry a session queued with (its identity, and since when it waited). */
export function rememberQueued(session: Conversing, entry: QueueEntry): void {
  session.identity = entry.identity;
  session.queuedAt = entry.enqueuedAt;
}

/** The report made in these sockets' conversation keeps it from counting toward anyone's trust. */
export function markReported(ctx: Pick<AppContext, 'hub'>, socketIds: string[]): Promise<void> {
  return Promise.all(
    socketIds.map((id) => signalStore(ctx.hub).setFlag(reportedKey(id), REPORTED_MS)),
  ).then(() => {});
}

/**
 * A conversation of `socketId` (queued as `was`) with `others` ended by its leaving. When it
 * lasted effects.conversationCountsAfterMs (from the last of them to queue, a lower bound of its
 * start) and nobody in it was reported, it counts as completed for the leaver and, with
 * `othersToo`, for the others: one upsert, after the leave, off the match path. Nothing of what
 * was said is kept.
 */
export function conversationEnded(
  ctx: ConversationCtx,
  socketId: string,
  was: Conversing,
  others: QueueEntry[],
  othersToo: boolean,
): void {
  if (!was.identity || was.queuedAt === undefined || others.length === 0) return;
  const started = Math.max(was.queuedAt, ...others.map((other) => other.enqueuedAt));
  if (Date.now() - started < weightsOf(ctx).effects.conversationCountsAfterMs) return;
  const identities = [was.identity];
  if (othersToo) identities.push(...others.flatMap((other) => other.identity ?? []));
  const sockets = [socketId, ...others.map((other) => other.socketId)];
  void (async () => {
    if (await signalStore(ctx.hub).hasAnyFlag(sockets.map(reportedKey))) return;
    await countCompletedConversations(ctx.db, identities);
    trustChanged(ctx, identities);
  })().catch((error: unknown) =>
    ctx.logger.warn({ err: error }, 'counting a stranger conversation failed'),
  );
}
