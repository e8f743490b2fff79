import type { ThreadMessage } from '../../../api/messageDelivery';
import { useMessageActions } from './MessageActionsContext';
import { useSocialTranslation } from '../../../i18n/namespaces/social';
import type { TFunction } from 'i18next';

/** Who reacted, as a sentence for the tooltip and screen readers. */
function reactorsText(users: { username: string }[], count: number, t: TFunction<'social'>) {
  const names = users.map((one) => one.username).join(', ');
  const more = count - users.length;
  return more > 0 ? t('actions.reactors', { names, count: more }) : names;
}

/** The reactions under a bubble: each emoji with its count; a tap adds or removes one's own. */
export function MessageReactions({ message }: { message: ThreadMessage }) {
  const actions = useMessageActions();
  const { t } = useSocialTranslation();
  const reactions = message.reactions ?? [];
  if (reactions.length === 0 || message.deleted) return null;
  return (
    <div className="message-reactions" role="group" aria-label={t('emoji.reactions')}>
      {reactions.map((reaction) => {
        const mine = reaction.users.some((one) => one._id === actions?.selfId);
        const who = reactorsText(reaction.users, reaction.count, t);
        return (
          <button
            key={reaction.emoji}
            type="button"
            className={`message-reaction ${mine ? 'message-reaction-mine' : ''}`}
            aria-pressed={mine}
            title={who}
            aria-label={t('actions.reactionLabel', {
              emoji: reaction.emoji,
              count: reaction.count,
              names: who,
            })}
            disabled={!actions}
            onClick={() => actions?.react(message, reaction.emoji)}
          >
            <span aria-hidden="true">{reaction.emoji}</span>
            <span className="message-reaction-count" aria-hidden="true">
              {reaction.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
