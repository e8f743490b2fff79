import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  ChatMessage,
  MessageReactionEvent,
  ReplyExcerpt,
  ReportableKind,
} from '@serendip/protocol';
import type { ThreadChannel } from '../../../api/chat';
import type { ThreadMessage } from '../../../api/messageDelivery';
import { messageAction } from '../../../api/messageActions';
import { useSocket } from '../../../api/socket';
import type { MessageActions } from './MessageActionsContext';
import { applyReaction, applyUpdate, reactedWith, threadKeyOf } from './messageActionsState';

type Update = (change: (list: ThreadMessage[]) => ThreadMessage[]) => void;

export interface ThreadActions {
  actions: MessageActions;
  /** The message the next one sent replies to. */
  replyTo: ReplyExcerpt | null;
  clearReply(): void;
  /** The last refused action's reason, until dismissed. */
  error: string | null;
  dismissError(): void;
}

function excerptOf(message: ThreadMessage): ReplyExcerpt {
  const media = message.type === 'image' ? 'Photo' : message.type === 'video' ? 'Video' : null;
  const characters = Array.from(message.content);
  return {
    _id: message._id,
    sender: { _id: message.sender._id, username: message.sender.username },
    type: message.type,
    excerpt:
      media ??
      (characters.length > 120 ? `${characters.slice(0, 120).join('')}…` : message.content),
  };
}

/**
 * Reactions, replies, edits and deletes of one thread: the live events of others merged into
 * the list, and one's own actions sent with their acknowledgement (a refusal is shown).
 */
export function useThreadActions(
  channel: ThreadChannel | null,
  messages: readonly ThreadMessage[],
  update: Update,
  selfId: string | undefined,
  reportKind: ReportableKind,
): ThreadActions {
  const socket = useSocket();
  const [replyTo, setReplyTo] = useState<ReplyExcerpt | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = channel?.key;

  useEffect(() => {
    if (!socket || !key) return;
    const onReaction = (event: MessageReactionEvent) => {
      if (threadKeyOf(event) === key) update((list) => applyReaction(list, event));
    };
    const onUpdated = (message: ChatMessage) => {
      if (threadKeyOf(message) === key) update((list) => applyUpdate(list, message));
    };
    socket.on('messageReaction', onReaction);
    socket.on('messageUpdated', onUpdated);
    return () => {
      socket.off('messageReaction', onReaction);
      socket.off('messageUpdated', onUpdated);
    };
  }, [socket, key, update]);

  useEffect(() => {
    setReplyTo(null);
    setEditingId(null);
  }, [key]);

  const fail = useCallback((failure: unknown) => {
    setError(failure instanceof Error ? failure.message : 'Something went wrong.');
  }, []);

  // Read at the tap, so the actions stay the same object while messages arrive.
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  });
  const react = useCallback(
    (message: ThreadMessage, emoji: string) => {
      if (!socket || !selfId) return;
      const current = latest.current.find((one) => one._id === message._id) ?? message;
      const reacted = !reactedWith(current, selfId, emoji);
      messageAction(socket, 'reactToMessage', { messageId: message._id, emoji, reacted })
        .then((stored) => update((list) => applyUpdate(list, stored)))
        .catch(fail);
    },
    [socket, selfId, update, fail],
  );

  const actions = useMemo<MessageActions>(
    () => ({
      selfId,
      reportKind,
      react,
      reply: (message) => {
        setEditingId(null);
        setReplyTo(excerptOf(message));
        document.querySelector<HTMLTextAreaElement>('.chat-panel textarea')?.focus();
      },
      editingId,
      startEdit: (message) => setEditingId(message._id),
      cancelEdit: () => setEditingId(null),
      saveEdit: async (message, content) => {
        if (!socket) return;
        try {
          const stored = await messageAction(socket, 'editMessage', {
            messageId: message._id,
            content,
          });
          update((list) => applyUpdate(list, stored));
          setEditingId(null);
        } catch (failure) {
          fail(failure);
        }
      },
      remove: (message) => {
        if (!socket) return;
        messageAction(socket, 'deleteMessage', { messageId: message._id })
          .then((stored) => update((list) => applyUpdate(list, stored)))
          .catch(fail);
      },
    }),
    [selfId, reportKind, react, editingId, socket, update, fail],
  );

  return {
    actions,
    replyTo,
    clearReply: () => setReplyTo(null),
    error,
    dismissError: () => setError(null),
  };
}
