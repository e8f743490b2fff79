import crypto from 'node:crypto';
import type { AppSocket } from '../platform/socket';
import { deriveKey } from '../platform/secrets';
import { invalid } from '../platform/errors';
import { fileReport, REPORT_FILED } from '../moderation/service';
import type { QueueEntry } from '../platform/hub/matchTypes';
import type { AnonymousCtx } from './pairs';
import { NOT_IN_CHAT, type KeptMessage } from './service';

const DAY_MS = 24 * 60 * 60_000;
/** Distinct reporters within a day that suspend someone from anonymous chat for a day. */
export const SUSPEND_AFTER_REPORTS = 3;
export const SUSPENDED = 'You are temporarily suspended from anonymous chat.';

/** A keyed hash of a visitor id: identifies a visitor in reports without the raw id. */
export function visitorKey(secret: string, visitorId: string): string {
  const key = deriveKey(secret, 'visitor');
  return crypto.createHmac('sha256', key).update(visitorId).digest('hex').slice(0, 32);
}

/** Whom sanctions apply to: the account, or the hashed visitor id. */
function sanctionKey(secret: string, who: Pick<QueueEntry, 'userId' | 'visitorId'>): string {
  return who.userId ? `user:${who.userId}` : `visitor:${visitorKey(secret, who.visitorId)}`;
}

export async function isSuspended(ctx: AnonymousCtx, socket: AppSocket): Promise<boolean> {
  return ctx.hub.match.hasFlag(`suspended:${sanctionKey(ctx.secret, socket.data)}`);
}

/**
 * Files a report on the current partner with the pair's last messages as evidence (the only
 * time they reach the database). Three different reporters within a day suspend the partner
 * from anonymous chat for a day.
 */
export async function reportPartner(
  ctx: AnonymousCtx,
  socket: AppSocket,
  reason: string,
): Promise<{ message: string }> {
  const pair = await ctx.hub.match.pairOf(socket.id);
  if (!pair) throw invalid(NOT_IN_CHAT);
  const kept = (await ctx.hub.match.messages(socket.id)).map(
    (json) => JSON.parse(json) as KeptMessage,
  );
  const evidence = kept.map((message) => ({
    from: message.from === socket.id ? 'reporter' : 'reported',
    content: message.content,
    type: message.type,
    sentAt: new Date(message.at).toISOString(),
  }));
  const { partner } = pair;
  const { userId, visitorId } = socket.data;
  await fileReport(ctx.db, {
    reporterId: userId,
    reporterVisitor: userId ? undefined : visitorKey(ctx.secret, visitorId),
    reportedUserId: partner.userId,
    reportedVisitor: partner.userId ? undefined : visitorKey(ctx.secret, partner.visitorId),
    context: 'anonymous',
    reason,
    evidence,
  });
  const target = sanctionKey(ctx.secret, partner);
  const reporters = await ctx.hub.match.countDistinct(
    `reports:${target}`,
    sanctionKey(ctx.secret, socket.data),
    DAY_MS,
  );
  if (reporters >= SUSPEND_AFTER_REPORTS)
    await ctx.hub.match.setFlag(`suspended:${target}`, DAY_MS);
  return { message: REPORT_FILED };
}
