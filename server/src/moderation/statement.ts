import type { Statement } from '@serendip/protocol';
import type { appeals, sanctions } from '../platform/db/schema';
import { APPEAL_WINDOW_MS, ruleTitle } from './rules';

export type SanctionRow = typeof sanctions.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;

const DECISION: Record<SanctionRow['kind'], string> = {
  warning: 'You received a warning',
  removal: 'Your content was removed',
  termination: 'Your chat was ended',
  suspension: 'You are suspended',
  ban: 'You are permanently banned',
};

/** The decision in the past tense, once it is no longer in force (reversed or ended). */
const PAST_DECISION: Record<SanctionRow['kind'], string> = {
  ...DECISION,
  suspension: 'You were suspended',
  ban: 'You were banned',
};

const NOUN: Record<SanctionRow['kind'], string> = {
  warning: 'warning',
  removal: 'removal',
  termination: 'decision',
  suspension: 'suspension',
  ban: 'ban',
};

/** What a stored `content` describes, in words. */
function describeContent(content: unknown): string | null {
  const kind = (content as { kind?: string } | null)?.kind;
  const words: Record<string, string> = {
    photo: 'a photo',
    comment: 'a comment',
    roomMessage: 'a room message',
    chatMessage: 'a friend chat message',
    room: 'a room',
    anonymous: 'an anonymous chat',
    video: 'a video chat',
    profile: 'your profile',
  };
  return kind ? (words[kind] ?? kind) : null;
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The statement of reasons of a decision, as the sanctioned person sees it. */
export function statementOf(row: SanctionRow, appeal?: AppealRow | null): Statement {
  const content = describeContent(row.content);
  const appealUntil = new Date(row.createdAt.getTime() + APPEAL_WINDOW_MS);
  const canAppeal =
    !appeal && !row.liftedAt && appealUntil.getTime() > Date.now() ? appealUntil : null;
  // A reversed decision is not in force: no end date, only when it was reversed. An ended
  // suspension says when it ended.
  const ended =
    row.kind === 'suspension' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
  const headline = row.liftedAt
    ? PAST_DECISION[row.kind]
    : row.kind === 'suspension' && row.expiresAt
      ? ended
        ? `${PAST_DECISION.suspension} until ${when(row.expiresAt)}`
        : `${DECISION.suspension} until ${when(row.expiresAt)}`
      : DECISION[row.kind];
  const parts = [
    headline,
    content ? ` for ${content}` : '',
    `, under the rule "${ruleTitle(row.rule)}"`,
    row.automatic ? ' (an automatic decision).' : ' (a moderator’s decision).',
    row.note ? ` Note: ${row.note}${/[.!?…]$/.test(row.note) ? '' : '.'}` : '',
    row.liftedAt ? ` This ${NOUN[row.kind]} was reversed on ${when(row.liftedAt)}.` : '',
    ended && !row.liftedAt ? ' This suspension has ended.' : '',
    canAppeal ? ' You can appeal it within 6 months.' : '',
  ];
  return {
    _id: row.id,
    decision: row.kind,
    content,
    rule: row.rule,
    ruleTitle: ruleTitle(row.rule),
    automatic: row.automatic,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    message: parts.join(''),
    appealUntil: canAppeal?.toISOString() ?? null,
    appeal: appeal ? { status: appeal.status, decision: appeal.decision } : null,
  };
}
