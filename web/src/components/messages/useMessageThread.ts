import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageType, ReplyExcerpt, UserSummary } from '@serendip/protocol';
import type { ChannelHandlers, ThreadChannel } from '../../api/chat';
import { errorMessage } from '../../api/http';
import {
  confirmMessage,
  mergeMessages,
  pendingMessage,
  sendWithRetry,
  setDelivery,
  type Delivery,
  type ThreadMessage,
} from '../../api/messageDelivery';
import { useSocket } from '../../api/socket';

export interface MessageThread {
  messages: ThreadMessage[];
  /** True until page 1 has arrived (or failed). */
  loading: boolean;
  error: string | null;
  loadingOlder: boolean;
  hasOlder: boolean;
  /** True once an older page was loaded: only then does "No older messages" mean something. */
  pagedBack: boolean;
  loadOlder(): void;
  /** Sends a message; `replyTo` quotes an earlier one. */
  send(content: string, type: MessageType, replyTo?: ReplyExcerpt): void;
  /** Sends a failed message again with its clientId. */
  retry(message: ThreadMessage): void;
  /** Changes the list in place (live reactions, edits and deletes). */
  update(change: (list: ThreadMessage[]) => ThreadMessage[]): void;
}

/**
 * History, live messages and sending for one thread: page 1 first,
 * older pages on demand, live messages merged in, and after a reconnect the thread is joined
 * again and page 1 refetched to fill what was missed.
 */
export function useMessageThread(
  channel: ThreadChannel | null,
  self: UserSummary | null,
  live: Pick<ChannelHandlers, 'typing' | 'stopTyping'>,
  fallbackError: string,
): MessageThread {
  const socket = useSocket();
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(1);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const deliveries = useRef(new Map<string, Delivery>());
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  });
  const channelKey = channel?.key;

  useEffect(() => {
    if (!channel) return;
    let active = true;
    setMessages([]);
    setLoading(true);
    setError(null);
    channel
      .fetchPage(1)
      .then((first) => {
        if (!active) return;
        setMessages((list) => mergeMessages(list, first.messages));
        setPage(first.currentPage);
        setTotalPages(first.totalPages);
      })
      .catch((failure: unknown) => active && setError(errorMessage(failure, fallbackError)))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
    // channel is identified by its key; a new object for the same thread changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelKey, fallbackError]);

  useEffect(() => {
    if (!channel || !socket) return;
    const join = () =>
      channel.join(socket, (result) => {
        if (!result.ok) setError(result.message || fallbackError);
      });
    const refill = () =>
      channel
        .fetchPage(1)
        .then((first) => {
          setMessages((list) => mergeMessages(list, first.messages));
          setTotalPages((total) => Math.max(total, first.totalPages));
        })
        .catch((failure: unknown) => console.error(failure));
    let dropped = false;
    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      join();
      if (dropped) void refill();
      dropped = false;
    };
    const unlisten = channel.listen(socket, {
      message: (message) => {
        setMessages((list) => mergeMessages(list, [message]));
        liveRef.current.stopTyping(message.sender._id);
      },
      typing: (userId, username) => liveRef.current.typing(userId, username),
      stopTyping: (userId) => liveRef.current.stopTyping(userId),
    });
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    const pending = deliveries.current;
    return () => {
      unlisten();
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) channel.leave?.(socket);
      pending.forEach((delivery) => delivery.cancel());
      pending.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelKey, socket, fallbackError]);

  const loadOlder = useCallback(() => {
    if (!channel || loadingOlder || page >= totalPages) return;
    setLoadingOlder(true);
    channel
      .fetchPage(page + 1)
      .then((older) => {
        setMessages((list) => mergeMessages(list, older.messages));
        setPage(older.currentPage);
        setTotalPages(older.totalPages);
      })
      .catch((failure: unknown) => setError(errorMessage(failure, fallbackError)))
      .finally(() => setLoadingOlder(false));
  }, [channel, loadingOlder, page, totalPages, fallbackError]);

  const deliver = useCallback(
    (content: string, type: MessageType, clientId?: string, replyTo?: ReplyExcerpt) => {
      if (!channel || !socket || !self) return;
      const id = clientId ?? crypto.randomUUID();
      setMessages((list) =>
        clientId
          ? setDelivery(list, id, 'pending')
          : mergeMessages(list, [
              { ...pendingMessage(self, id, content, type), ...(replyTo ? { replyTo } : {}) },
            ]),
      );
      const delivery = sendWithRetry(
        socket,
        (draft, ack) => channel.send(socket, draft, ack),
        { content, type, ...(replyTo ? { replyToId: replyTo._id } : {}) },
        {
          onSent: (sentId, message) => {
            deliveries.current.delete(sentId);
            setMessages((list) => confirmMessage(list, sentId, message));
          },
          onFailed: (failedId, reason) => {
            deliveries.current.delete(failedId);
            setMessages((list) => setDelivery(list, failedId, 'failed', reason));
          },
        },
        { clientId: id },
      );
      deliveries.current.set(id, delivery);
    },
    [channel, socket, self],
  );

  const send = useCallback(
    (content: string, type: MessageType, replyTo?: ReplyExcerpt) =>
      deliver(content, type, undefined, replyTo),
    [deliver],
  );
  const retry = useCallback(
    (message: ThreadMessage) =>
      deliver(message.content, message.type, message.clientId, message.replyTo),
    [deliver],
  );

  return {
    messages,
    loading,
    error,
    loadingOlder,
    hasOlder: page < totalPages,
    pagedBack: page > 1,
    loadOlder,
    send,
    retry,
    update: setMessages,
  };
}
