import type { z } from 'zod';
import type { moderationActionBody, MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { forbidden, invalid } from '../platform/errors';
import { assertActionAllowed, NOT_FOR_VISITORS } from './consolePolicy';
import { RULE_IDS, nextEscalation, type RuleId } from './rules';
import { audit, cutSockets, decide, subjectKey, type Subject } from './sanctions';
import { claim, countForEscalation, release, resolveReports } from './queue';
import { removeContent } from './removal';
import { withholdRemovedMedia } from './removedMedia';
import { notify } from '../notifications/service';

export type ModerationAction = z.infer<typeof moderationActionBody>;

const DONE: Record<ModerationAction['action'], string> = {
  dismiss: 'Reports dismissed.',
  warn: 'Warning sent.',
  remove: 'Content removed.',
  terminate: 'Chat ended.',
  suspend: 'Suspended.',
  ban: 'Banned.',
};

/**
 * A moderator's action on a queue item: claims it (409 if another moderator holds it), applies
 * the decision with its statement of reasons and audit row, resolves the person's reports.
 */
export async function act(
  ctx: AppContext,
  moderatorId: string,
  subject: Subject,
  input: ModerationAction,
): Promise<MessageResponse> {
  const key = subjectKey(subject);
  assertActionAllowed(subject, input.action);
  if (input.action !== 'dismiss' && !RULE_IDS.includes(input.rule as RuleId))
    throw invalid('Choose a rule.');
  await claim(ctx.db, key, moderatorId);
  const base = { subject, rule: input.rule!, note: input.note, decidedBy: moderatorId };
  switch (input.action) {
    case 'dismiss':
      await audit(ctx.db, {
        actorId: moderatorId,
        action: 'dismiss',
        subject: key,
        rule: null,
        note: input.note,
      });
      break;
    case 'warn':
      await decide(ctx, { ...base, kind: 'warning' });
      break;
    case 'remove': {
      if (!input.content) throw invalid('Choose the content to remove.');
      if (!('userId' in subject)) throw forbidden(NOT_FOR_VISITORS);
      // The files go out of reach first: an unreachable store (503) leaves the content as it was.
      const removed = await removeContent(
        ctx,
        subject.userId,
        input.content.kind,
        input.content.id,
        (content) => withholdRemovedMedia(ctx, content),
      );
      await decide(ctx, { ...base, kind: 'removal', content: removed });
      break;
    }
    case 'terminate':
      // Cutting the person's sockets ends their live anonymous or video chat at once.
      await decide(ctx, { ...base, kind: 'termination', content: { kind: 'anonymous' } });
      cutSockets(ctx, subject);
      break;
    case 'suspend': {
      const step = nextEscalation(await countForEscalation(ctx.db, subject));
      const hours = input.hours ?? ('hours' in step ? step.hours : 24);
      await decide(ctx, { ...base, kind: 'suspension', hours });
      break;
    }
    case 'ban':
      await decide(ctx, { ...base, kind: 'ban' });
      break;
  }
  const outcome = input.action === 'dismiss' ? 'dismissed' : 'actioned';
  const reporters = await resolveReports(ctx.db, subject, outcome);
  await release(ctx.db, key);
  // Reporters are told the outcome (not the details of someone else's sanction).
  for (const reporterId of reporters)
    await notify(ctx, reporterId, {
      message:
        outcome === 'dismissed'
          ? 'Thank you for your report. A moderator reviewed it and found no violation of our guidelines.'
          : 'Thank you for your report. A moderator reviewed it and took action.',
    });
  return { message: DONE[input.action] };
}
