import { eq } from 'drizzle-orm';
import type { MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { reports, users, visitorAddresses } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { newId } from '../platform/ids';

export const REPORT_FILED = 'User reported successfully. Thank you for your feedback.';

type ReportContext = (typeof reports.$inferInsert)['context'];

/** A report for moderators: who reports whom (an account or a visitor), where, and why. */
export interface ReportInput {
  reporterId?: string;
  /** A visitor without an account: their visitor id. */
  reporterVisitor?: string;
  reportedUserId?: string;
  /** A reported visitor without an account: a keyed hash, never a raw IP. */
  reportedVisitor?: string;
  /** The reported visitor's keyed address hash, so a sanction also holds for a new visitor id. */
  reportedIpKey?: string;
  context: ReportContext;
  reason: string;
  /** One of protocol's REPORT_CATEGORIES; 'other' when absent. */
  category?: string;
  /** E.g. the last messages of an anonymous pair; kept only because a report was filed. */
  evidence?: unknown;
}

/** Stores one report (profile, anonymous or video chat); returns its id. */
export async function fileReport(db: Database, input: ReportInput): Promise<string> {
  const id = newId();
  await db.insert(reports).values({
    id,
    reporterId: input.reporterId ?? null,
    reporterVisitor: input.reporterVisitor ?? null,
    reportedUserId: input.reportedUserId ?? null,
    reportedVisitor: input.reportedVisitor ?? null,
    context: input.context,
    reason: input.reason,
    category: input.category ?? 'other',
    evidence: input.evidence ?? null,
  });
  if (input.reportedVisitor && input.reportedIpKey)
    await db
      .insert(visitorAddresses)
      .values({ visitorKey: input.reportedVisitor, ipKey: input.reportedIpKey })
      .onConflictDoUpdate({
        target: visitorAddresses.visitorKey,
        set: { ipKey: input.reportedIpKey },
      });
  return id;
}

/**
 * POST /api/users/report/{id}: a signed-in user reports another user's profile. Blocks do not
 * matter: someone harassed is expected to block and report.
 */
export async function reportUser(
  ctx: Pick<AppContext, 'db'>,
  reporterId: string,
  userId: string,
  reason: string,
  category?: string,
): Promise<MessageResponse> {
  if (reporterId === userId) throw invalid('You cannot report yourself.');
  const [target] = await ctx.db
    .select({ id: users.id, bio: users.bio })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw notFound('User not found.');
  // The bio as it read when reported: the person may change it before a moderator looks.
  await fileReport(ctx.db, {
    reporterId,
    reportedUserId: userId,
    context: 'profile',
    reason,
    category,
    evidence: { source: 'profile', bio: target.bio },
  });
  return { message: REPORT_FILED };
}
