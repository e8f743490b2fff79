import { SUPPORT_RESOURCES, type ModerationNotice } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import { AppError } from '../platform/errors';
import { textForSocket } from '../platform/i18n/socketTexts';
import { visitorKey } from '../platform/visitorKey';
import { fileReport } from './service';
import { flagCategory, matchedWords } from './autoFlag';
import { TEXT_RULES, type TextChat } from './textRules';
import { checkText, type TextVerdict } from './textRulesCheck';

export type GuardCtx = Pick<AppContext, 'db' | 'metrics' | 'secret' | 'logger' | 'config'>;

/** One message around a flagged one, as a moderator will read it. */
export interface EvidenceMessage {
  from: 'sender' | 'other';
  /** The sending account, where the chat is between accounts (friend chat, rooms). */
  senderId?: string;
  content: string;
  type: string;
  sentAt: string;
}

export interface GuardedText {
  chat: TextChat;
  /** The sender's socket: notices go to it, and its account or visitor id is who gets flagged. */
  socket: AppSocket;
  text: string;
  /** The messages before this one (read only when a rule flags it). */
  surrounding: () => Promise<EvidenceMessage[]>;
}

/** A message a rule did not let through: the ack answers `{ ok: false, message: notice }`. */
export class BlockedText extends AppError {
  constructor(
    message: string,
    readonly verdict: TextVerdict,
  ) {
    super('invalid', message);
  }
}

const REPORT_CONTEXT = {
  anonymous: 'anonymous',
  video: 'video',
  friend: 'chat',
  room: 'room',
} as const;

/**
 * Runs the text rules on a message before it is delivered or stored: counts it in /metrics,
 * files an automatic report when a rule flags, tells the sender (moderationNotice), and throws
 * BlockedText when it must not be delivered. Returns the verdict (its `text` is what to deliver;
 * the caller ends the chat when `terminate` is set, before rethrowing).
 */
export async function guardText(ctx: GuardCtx, input: GuardedText): Promise<TextVerdict> {
  const { chat, socket, text } = input;
  const verdict = checkText(text, chat, ctx.config.safety.textRules);
  ctx.metrics.moderationChecks.inc({ kind: 'text', where: chat });
  for (const hit of verdict.hits) {
    ctx.metrics.moderationHits.inc({ kind: 'text', rule: hit.rule });
    for (const action of hit.actions) ctx.metrics.moderationActions.inc({ kind: 'text', action });
  }
  if (verdict.flags.length > 0) await flag(ctx, input, verdict);
  const support = verdict.hits.find((hit) => hit.actions.includes('support'));
  if (support)
    notify(socket, {
      kind: 'support',
      rule: support.rule,
      message: support.notice,
      resources: SUPPORT_RESOURCES,
    });
  if (verdict.notice) notify(socket, { kind: 'warning', ...verdict.notice });
  return verdict;
}

/** Throws BlockedText for a verdict that must not be delivered (after the caller's clean-up). */
export function refuseIfBlocked(verdict: TextVerdict): void {
  if (verdict.blocked)
    throw new BlockedText(verdict.notice?.message ?? 'Message not sent.', verdict);
}

function notify(socket: AppSocket, notice: ModerationNotice): void {
  socket.emit('moderationNotice', { ...notice, message: textForSocket(socket, notice.message) });
}

/** An automatic report on the sender, for the moderation queue: no reporter, source 'auto-text'. */
async function flag(ctx: GuardCtx, input: GuardedText, verdict: TextVerdict): Promise<void> {
  const { userId, visitorId } = input.socket.data;
  const rules = verdict.flags;
  const descriptions = rules.map((id) => TEXT_RULES.find((rule) => rule.id === id)?.description);
  let surrounding: EvidenceMessage[] = [];
  try {
    surrounding = await input.surrounding();
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not read the messages around a flagged one');
  }
  await fileReport(ctx.db, {
    reportedUserId: userId,
    reportedVisitor: userId ? undefined : visitorKey(ctx.secret, visitorId),
    context: REPORT_CONTEXT[input.chat],
    reason: `Automatic: ${descriptions.join(' ')}`,
    category: flagCategory(rules),
    evidence: {
      source: 'auto-text',
      rules,
      matches: matchedWords(input.text, rules),
      message: { content: input.text, delivered: !verdict.blocked, at: new Date().toISOString() },
      surrounding,
    },
  });
}
