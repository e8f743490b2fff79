import { SERVICE_LIMITS } from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import { limitService } from '../platform/rateLimit';
import { fileReport, REPORT_FILED } from '../moderation/service';
import { assertMayMatch, suspendAutomatically } from '../moderation/enforcement';
import type { AppContext } from '../platform/context';
import type { QueueEntry } from './types';
import { signalStore } from '../platform/signals/store';
import { strangerIdentity } from './identity';
import { visitorKey } from '../platform/visitorKey';
import { strangerReportsTag } from './reportedPeople';
import { accessChanged } from '../platform/accessCache';

/** What the stranger report path and admission use of the app. */
export type StrangerCtx = Pick<
  AppContext,
  'hub' | 'io' | 'db' | 'secret' | 'logger' | 'captcha' | 'config' | 'metrics'
>;

const DAY_MS = 24 * 60 * 60_000;
/** Distinct reporters within a day that slow someone down (sparser matches and messages). */
export const SLOW_AFTER_REPORTS = 2;
/** Distinct reporters within a day that suspend someone from anonymous chat for a day. */
export const SUSPEND_AFTER_REPORTS = 3;
export const SUSPENDED = 'You are temporarily suspended from anonymous chat.';

type Who = Pick<QueueEntry, 'userId' | 'visitorId' | 'ipKey'>;

/** The reporter's own identity, counted once per target however many tabs they use. */
const reporterKey = strangerIdentity;

/**
 * How long a visitor is kept apart from the person they reported (an account: as long as the
 * report exists). Read from the reports table (reportedPeople.ts).
 */
export const REPORT_AVOID_MS = 30 * 24 * 60 * 60_000;
/** At most this many reported people are kept out of one person's matches. */
export const AVOIDED_MAX = 500;

/**
 * Whom report counts and sanctions apply to: the account, or the hashed visitor id. Never the
 * address: one is shared by a household, an office or a mobile network.
 */
function sanctionKeys(secret: string, who: Who): string[] {
  return [strangerIdentity(secret, who)];
}

function hasAnyFlag(ctx: StrangerCtx, prefix: string, who: Who): Promise<boolean> {
  const keys = sanctionKeys(ctx.secret, who).map((key) => `${prefix}:${key}`);
  return signalStore(ctx.hub).hasAnyFlag(keys);
}

/** What a slowed person may still do (protocol's SERVICE_LIMITS; a sanction, never switched off). */
const SLOWED_LIMITS = {
  match: SERVICE_LIMITS.slowedMatches,
  message: SERVICE_LIMITS.slowedMessages,
} as const;

/**
 * Refuses a suspended person; for one reported by SLOW_AFTER_REPORTS people within a day,
 * returns true and allows only SLOWED_LIMITS.match new chats (counted per person).
 */
export async function admitToMatching(ctx: StrangerCtx, socket: AppSocket): Promise<boolean> {
  await assertMayMatch(ctx, socket.data);
  if (!(await hasAnyFlag(ctx, 'slowed', socket.data))) return false;
  await slowedLimit(ctx, socket, 'match');
  return true;
}

export function slowedLimit(
  ctx: StrangerCtx,
  socket: AppSocket,
  action: keyof typeof SLOWED_LIMITS,
): Promise<void> {
  return limitService(ctx, SLOWED_LIMITS[action], strangerIdentity(ctx.secret, socket.data));
}

/** The evidence of a stranger report: what the pair (or call) said, kept in memory until now. */
export interface StrangerReport {
  context: 'anonymous' | 'video';
  reason: string;
  category?: string;
  evidence: { from: string; content: string; type: string; sentAt: string }[];
}

/**
 * Files a report on a stranger of anonymous text or video chat (identified only by hashed
 * visitor id or account) and counts it toward their sanctions.
 */
export async function reportStranger(
  ctx: StrangerCtx,
  socket: AppSocket,
  reported: Who,
  report: StrangerReport,
): Promise<{ message: string }> {
  const { userId, visitorId } = socket.data;
  await fileReport(ctx.db, {
    reporterId: userId,
    reporterVisitor: userId ? undefined : visitorKey(ctx.secret, visitorId),
    reportedUserId: reported.userId,
    reportedVisitor: reported.userId ? undefined : visitorKey(ctx.secret, reported.visitorId),
    reportedIpKey: reported.userId ? undefined : reported.ipKey,
    ...report,
  });
  // The report itself keeps the pair apart from now on (reportedPeople.ts reads it at each
  // match): every process forgets the reporter's cached list before this answers.
  await accessChanged(ctx, [strangerReportsTag(strangerIdentity(ctx.secret, socket.data))]);
  await countReport(ctx, socket.data, reported);
  return { message: REPORT_FILED };
}

/**
 * Counts the reporter against the target's sanction key and sets the flags it reaches. A report
 * weighs as one distinct reporter only when it comes from a new account or visitor AND a new
 * address: the threshold is the smaller of the two distinct counts, so three visitor ids (or
 * three accounts) from one address count once, and one account from three addresses too. The
 * addresses only weigh the reporters; what the count reaches binds the reported person alone.
 */
async function countReport(ctx: StrangerCtx, reporter: Who, target: Who): Promise<void> {
  const reporterId = reporterKey(ctx.secret, reporter);
  // Without a known address (never for sockets) the reporter's identity stands for it.
  const reporterAddress = reporter.ipKey ? `ip:${reporter.ipKey}` : reporterId;
  for (const key of sanctionKeys(ctx.secret, target)) {
    const [people, addresses] = await Promise.all([
      signalStore(ctx.hub).countDistinct(`reports:${key}`, reporterId, DAY_MS),
      signalStore(ctx.hub).countDistinct(`report-addresses:${key}`, reporterAddress, DAY_MS),
    ]);
    const reporters = Math.min(people, addresses);
    if (reporters >= SLOW_AFTER_REPORTS)
      await signalStore(ctx.hub).setFlag(`slowed:${key}`, DAY_MS);
    if (reporters >= SUSPEND_AFTER_REPORTS) await suspendAutomatically(ctx, target);
  }
}
