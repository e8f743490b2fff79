import type { TrustLevel, TrustSignal, TrustSignalView } from '@serendip/protocol';
import type { TrustHistory, TrustWeights } from './weights';

const ORDER: readonly TrustLevel[] = ['low', 'new', 'standard', 'high'];

/** A person's trust: the level, the score it came from, and each signal's share. */
export interface TrustAssessment {
  level: TrustLevel;
  score: number;
  /** Days a recent sanction still holds the level at 'low' (0: none). */
  lowForDays: number;
  signals: TrustSignalView[];
}

/** New and low trust: matched among themselves first, images locked, video blurred longer. */
export const isGuarded = (level: TrustLevel | undefined): level is 'new' | 'low' =>
  level === 'new' || level === 'low';

/** Points for `count` at `per` each, counting at most `max` of them. */
function capped(signal: TrustSignal, count: number, per: number, max: number): TrustSignalView {
  const counted = Math.min(count, max);
  return { signal, count, points: counted * per, pointsLeft: Math.max(0, (max - counted) * per) };
}

/** Rounds away float noise (0.1 + 0.2) so scores compare and print as written. */
const tidy = (value: number) => Math.round(value * 100) / 100;

/**
 * The trust level of a history under `weights` (pure). The score adds each signal's points (the
 * positive ones capped); below levels.lowBelow, or within lowForDaysAfterSanction of a sanction,
 * the level is 'low'; from standardFrom 'standard'; from highFrom 'high' (with
 * highNeedsCleanRecord, only without any upheld report or sanction counted); else 'new'. A
 * visitor's level is at most levels.visitorsAtMost.
 */
export function assessTrust(history: TrustHistory, weights: TrustWeights): TrustAssessment {
  const { points, levels } = weights;
  const sanctionPoints = (Object.keys(points.perSanction) as (keyof typeof points.perSanction)[])
    .map((kind) => history.sanctions[kind] * points.perSanction[kind])
    .reduce((sum, value) => sum + value, 0);
  const sanctionCount = Object.values(history.sanctions).reduce((sum, value) => sum + value, 0);
  const views: TrustSignalView[] = [
    capped('accountAge', history.accountAgeDays, points.perAccountDay, points.accountDaysMax),
    capped('emailConfirmed', history.emailConfirmed ? 1 : 0, points.emailConfirmed, 1),
    capped(
      'completedConversations',
      history.completedConversations,
      points.perCompletedConversation,
      points.completedConversationsMax,
    ),
    capped('friends', history.friendsAccepted, points.perFriend, points.friendsMax),
    capped(
      'upheldReportsMade',
      history.upheldReportsMade,
      points.perUpheldReportMade,
      points.upheldReportsMadeMax,
    ),
    {
      signal: 'upheldReportsAgainst',
      count: history.upheldReportsAgainst,
      points: history.upheldReportsAgainst * points.perUpheldReportAgainst,
      pointsLeft: 0,
    },
    { signal: 'sanctions', count: sanctionCount, points: sanctionPoints, pointsLeft: 0 },
  ];
  const signals = views.map((view) => ({
    ...view,
    points: tidy(view.points),
    pointsLeft: tidy(view.pointsLeft),
  }));
  const score = tidy(signals.reduce((sum, view) => sum + view.points, 0));
  const lowForDays =
    history.daysSinceLastSanction === null
      ? 0
      : Math.max(0, levels.lowForDaysAfterSanction - history.daysSinceLastSanction);
  const clean = history.upheldReportsAgainst === 0 && sanctionCount === 0;
  let level: TrustLevel;
  if (score < levels.lowBelow || lowForDays > 0) level = 'low';
  else if (score >= levels.highFrom && (clean || !levels.highNeedsCleanRecord)) level = 'high';
  else if (score >= levels.standardFrom) level = 'standard';
  else level = 'new';
  if (!history.account && ORDER.indexOf(level) > ORDER.indexOf(levels.visitorsAtMost))
    level = levels.visitorsAtMost;
  return { level, score, lowForDays, signals };
}

/** The level above `level` and the score it needs, or null when none is reachable by score. */
export function nextTrustLevel(
  level: TrustLevel,
  weights: TrustWeights,
): { level: TrustLevel; score: number } | null {
  if (level === 'low') return { level: 'new', score: weights.levels.lowBelow };
  if (level === 'new') return { level: 'standard', score: weights.levels.standardFrom };
  if (level === 'standard') return { level: 'high', score: weights.levels.highFrom };
  return null;
}
