/**
 * The rules a moderation decision cites: the sections of the community guidelines (/community,
 * web/src/pages/static/CommunityPage.tsx), plus the automatic rule for people reported by
 * several others. Severity orders the review queue (higher first).
 */
export const RULES = [
  { id: 'adults-only', title: 'Adults only', severity: 4 },
  { id: 'respect', title: 'Respect everyone', severity: 3 },
  { id: 'clean', title: 'Keep it clean', severity: 3 },
  { id: 'privacy', title: 'Protect privacy', severity: 2 },
  { id: 'genuine', title: 'Be genuine', severity: 1 },
  { id: 'illegal', title: 'Nothing illegal', severity: 4 },
  { id: 'many-reports', title: 'Reported by several people', severity: 2 },
] as const;

export type RuleId = (typeof RULES)[number]['id'];
export const RULE_IDS = RULES.map((rule) => rule.id) as [RuleId, ...RuleId[]];

export function ruleTitle(id: string): string {
  return RULES.find((rule) => rule.id === id)?.title ?? id;
}

/** Appeals are accepted this long after a decision (DSA art. 20: at least six months). */
export const APPEAL_WINDOW_MS = 183 * 24 * 60 * 60_000;

const HOUR_MS = 60 * 60_000;

/**
 * Repeat offenders (DSA art. 23): within ESCALATION_WINDOW_MS, the first decision is a
 * warning, then a 24-hour suspension, then 7 days, then a permanent ban. The console proposes
 * the next step as its default; the moderator may choose otherwise.
 */
export const ESCALATION_WINDOW_MS = 180 * 24 * HOUR_MS;
export const ESCALATION = [
  { kind: 'warning' },
  { kind: 'suspension', hours: 24 },
  { kind: 'suspension', hours: 7 * 24 },
  { kind: 'ban' },
] as const;

export type EscalationStep = (typeof ESCALATION)[number];

/** The next step for someone with `earlier` upheld flags and decisions within the window. */
export function nextEscalation(earlier: number): EscalationStep {
  return ESCALATION[Math.min(Math.max(earlier, 0), ESCALATION.length - 1)]!;
}

/**
 * An earlier event about a person: a decision (any kind: warning, removal, chat ended,
 * suspension, ban; a moderator's or automatic) or an automatic text flag with its review.
 */
export type EscalationRecord =
  | { kind: 'decision'; at: Date; reversed: boolean }
  | { kind: 'flag'; at: Date; blocked: boolean; outcome: 'open' | 'dismissed' | 'actioned' };

/**
 * How many earlier events the escalation policy counts, within ESCALATION_WINDOW_MS of `now`:
 * - every decision that was not reversed on appeal;
 * - every automatic flag whose message the safety checks refused (an automatic decision), unless
 *   a moderator dismissed it. A flag a moderator acted on is counted through the decision it
 *   led to, not twice. An open flag counts when a newer open report exists (`newestOpenAt`):
 *   the newest one is the matter being decided now, not an earlier offence.
 */
export function escalationCount(
  records: EscalationRecord[],
  now: Date,
  newestOpenAt: Date | null,
): number {
  const since = now.getTime() - ESCALATION_WINDOW_MS;
  return records.filter((record) => {
    if (record.at.getTime() <= since) return false;
    if (record.kind === 'decision') return !record.reversed;
    return (
      record.blocked &&
      record.outcome === 'open' &&
      newestOpenAt !== null &&
      record.at.getTime() < newestOpenAt.getTime()
    );
  }).length;
}
