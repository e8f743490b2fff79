import {
  MESSAGE_DELETED,
  MESSAGE_EDIT_WINDOW_MS,
  REACTORS_LISTED_MAX,
  type ChatMessage,
  type MessageReaction,
  type MessageReactionEvent,
} from '@serendip/protocol';
import type { ThreadMessage } from '../../../api/messageDelivery';

/** A thread's key (ThreadChannel.key) for a message or event naming its place. */
export function threadKeyOf(place: { conversationId?: string; roomId?: string }): string {
  return place.conversationId ? `conversation:${place.conversationId}` : `room:${place.roomId}`;
}

/** One reaction added or removed, applied once whatever the order of arrival. */
export function applyReaction(
  list: readonly ThreadMessage[],
  event: MessageReactionEvent,
): ThreadMessage[] {
  return list.map((message) =>
    message._id === event.messageId
      ? { ...message, reactions: toggled(message.reactions ?? [], event) }
      : message,
  );
}

function toggled(reactions: MessageReaction[], event: MessageReactionEvent): MessageReaction[] {
  const { emoji, user, reacted } = event;
  const existing = reactions.find((reaction) => reaction.emoji === emoji);
  const has = existing?.users.some((one) => one._id === user._id) ?? false;
  if (reacted === has) return reactions;
  if (reacted) {
    if (!existing) return [...reactions, { emoji, count: 1, users: [user] }];
    return reactions.map((reaction) =>
      reaction === existing
        ? {
            ...reaction,
            count: reaction.count + 1,
            users:
              reaction.users.length < REACTORS_LISTED_MAX
                ? [...reaction.users, user]
                : reaction.users,
          }
        : reaction,
    );
  }
  return reactions
    .map((reaction) =>
      reaction === existing
        ? {
            ...reaction,
            count: reaction.count - 1,
            users: reaction.users.filter((one) => one._id !== user._id),
          }
        : reaction,
    )
    .filter((reaction) => reaction.count > 0);
}

/**
 * A message edited or deleted: its new text and marks, reactions kept (they come apart); the
 * replies quoting it show the new excerpt, or 'Message deleted'.
 */
export function applyUpdate(list: readonly ThreadMessage[], updated: ChatMessage): ThreadMessage[] {
  return list.map((message) => {
    if (message._id === updated._id)
      return {
        ...message,
        ...updated,
        reactions: updated.deleted ? undefined : (updated.reactions ?? message.reactions),
        replyTo: updated.replyTo ?? message.replyTo,
      };
    if (message.replyTo?._id === updated._id)
      return {
        ...message,
        replyTo: updated.deleted
          ? { ...message.replyTo, type: 'text', excerpt: MESSAGE_DELETED, deleted: true }
          : { ...message.replyTo, excerpt: excerptOf(updated) },
      };
    return message;
  });
}

function excerptOf(message: ChatMessage): string {
  const characters = Array.from(message.content);
  return characters.length > 120 ? `${characters.slice(0, 120).join('')}…` : message.content;
}

/** Whether `userId` reacted with `emoji`. */
export function reactedWith(message: ThreadMessage, userId: string | undefined, emoji: string) {
  return (
    message.reactions?.some(
      (reaction) => reaction.emoji === emoji && reaction.users.some((one) => one._id === userId),
    ) ?? false
  );
}

/** One's own stored text message still inside the edit window. */
export function mayEdit(message: ThreadMessage, own: boolean, now = Date.now()): boolean {
  return (
    own &&
    !message.delivery &&
    !message.deleted &&
    (message.type === 'text' || message.type === 'emoji') &&
    now - Date.parse(message.createdAt) < MESSAGE_EDIT_WINDOW_MS
  );
}
