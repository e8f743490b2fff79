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
  const parts = [
    `${DECISION[row.kind]}${row.kind === 'suspension' && row.expiresAt ? ` until ${when(row.expiresAt)}` : ''}`,
    content ? ` for ${content}` : '',
    `, under the rule "${ruleTitle(row.rule)}"`,
    row.automatic ? ' (an automatic decision).' : ' (a moderator’s decision).',
    row.note ? ` Note: ${row.note}` : '',
    row.liftedAt ? ' This decision was reversed.' : '',
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
