import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { MessageType, ReplyExcerpt, UserSummary } from '@serendip/protocol';
import type { ChannelHandlers, ThreadChannel } from '../../api/chat';
import { errorMessage } from '../../api/http';
import {
  confirmMessage,
  mergeMessages,
  pendingMessage,
  SEND_FAILED_TEXT,
  sendWithRetry,
  setDelivery,
  type Delivery,
  type ThreadMessage,
} from '../../api/messageDelivery';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { useSocket } from '../../api/socket';
import {
  threadKey,
  withFirstPage,
  withMessages,
  withOlderPage,
  type ThreadHistory,
} from './threadHistory';

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

/** Changes the messages of a thread in the cache, wherever its page is shown from. */
function changeMessages(
  key: ReturnType<typeof threadKey>,
  change: (list: ThreadMessage[]) => ThreadMessage[],
): void {
  queryClient.setQueryData<ThreadHistory>(key, (history) => withMessages(history, change));
}

const NO_MESSAGES: ThreadMessage[] = [];

/**
 * History, live messages and sending for one thread, held in the query cache under the
 * channel's key: page 1 first, older pages on demand, live messages and one's own sends written
 * into the same entry (so a page that arrives later merges with them), and on each connection
 * of the socket the thread is joined again and page 1 read again to fill what was missed. A thread opened
 * again shows what the cache holds at once while page 1 is read anew.
 */
export function useMessageThread(
  channel: ThreadChannel | null,
  self: UserSummary | null,
  live: Pick<ChannelHandlers, 'typing' | 'stopTyping'>,
  fallbackError: string,
): MessageThread {
  const socket = useSocket();
  const channelKey = channel?.key ?? '';
  const key = useMemo(() => threadKey(channelKey), [channelKey]);
  const query = useApiQuery({
    queryKey: key,
    // Merged with the cache as it is when page 1 arrives: what came live meanwhile stays.
    queryFn: channel
      ? async ({ queryKey, signal }) => {
          const first = await channel.fetchPage(1, signal);
          return withFirstPage(queryClient.getQueryData(queryKey), first);
        }
      : skipToken,
    // The live connection keeps an open thread current: neither the focus nor the browser's
    // reconnect reads it again. Each opening of the thread and each reconnect of the socket
    // read page 1 again (below).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const history = query.data;
  // A live message written after a failed read clears the query's error but not the failure
  // of its last fetch, which is what is shown; a read that starts again replaces it.
  const historyError = loadError(
    { error: query.isFetching ? null : query.failureReason },
    fallbackError,
  );
  // A refused join or a failed older page, and an older page on its way, belong to one opening
  // of a thread: `key` is a new array each time a thread is opened.
  const [failure, setFailure] = useState<{ of: typeof key; text: string } | null>(null);
  const [olderOf, setOlderOf] = useState<typeof key | null>(null);
  const deliveries = useRef(new Map<string, Delivery>());
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  });

  // What came while the thread was closed: the cache shows what it held meanwhile. A first
  // opening joins the read the query has already started.
  useEffect(() => {
    if (channelKey)
      void queryClient.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
  }, [channelKey, key]);

  useEffect(() => {
    if (!channel || !socket) return;
    const join = () =>
      channel.join(socket, (result) => {
        if (!result.ok) setFailure({ of: key, text: result.message || fallbackError });
      });
    // Whatever was published before this connection joined its rooms reached no listener here,
    // and a page 1 read before it (or on its way) may not hold it: every connection seen here,
    // the first of a socket opened after the thread, a replaced socket's or a reconnect, joins
    // and reads page 1 again, dropping a read still on its way.
    const onConnect = () => {
      join();
      void queryClient.refetchQueries({ queryKey: key, exact: true });
    };
    const unlisten = channel.listen(socket, {
      message: (message) => {
        changeMessages(key, (list) => mergeMessages(list, [message]));
        liveRef.current.stopTyping(message.sender._id);
      },
      typing: (userId, username) => liveRef.current.typing(userId, username),
      stopTyping: (userId) => liveRef.current.stopTyping(userId),
    });
    socket.on('connect', onConnect);
    if (socket.connected) join();
    const pending = deliveries.current;
    return () => {
      unlisten();
      socket.off('connect', onConnect);
      if (socket.connected) channel.leave?.(socket);
      pending.forEach((delivery) => delivery.cancel());
      // A send stopped here would stay pending in the cached thread: it is marked failed, so
      // the thread opened again offers Retry (or page 1 shows it stored, if it arrived).
      const stopped = [...pending.keys()];
      if (stopped.length)
        changeMessages(key, (list) =>
          stopped.reduce((all, id) => setDelivery(all, id, 'failed', SEND_FAILED_TEXT), list),
        );
      pending.clear();
    };
    // channel is identified by its key; a new object for the same thread changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, socket, fallbackError]);

  const loadingOlder = olderOf === key;
  const page = history?.page ?? 0;
  const totalPages = history?.totalPages ?? 0;
  const hasOlder = page > 0 && page < totalPages;
  const loadOlder = useCallback(() => {
    if (!channel || loadingOlder || !hasOlder) return;
    const next = page + 1;
    setOlderOf(key);
    channel
      .fetchPage(next)
      .then((older) =>
        queryClient.setQueryData<ThreadHistory>(key, (held) => withOlderPage(held, next, older)),
      )
      .catch((error: unknown) => setFailure({ of: key, text: errorMessage(error, fallbackError) }))
      .finally(() => setOlderOf((of) => (of === key ? null : of)));
  }, [channel, key, loadingOlder, hasOlder, page, fallbackError]);

  const deliver = useCallback(
    (content: string, type: MessageType, clientId?: string, replyTo?: ReplyExcerpt) => {
      if (!channel || !socket || !self) return;
      const id = clientId ?? crypto.randomUUID();
      changeMessages(key, (list) =>
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
            changeMessages(key, (list) => confirmMessage(list, sentId, message));
          },
          onFailed: (failedId, reason) => {
            deliveries.current.delete(failedId);
            changeMessages(key, (list) => setDelivery(list, failedId, 'failed', reason));
          },
        },
        { clientId: id },
      );
      deliveries.current.set(id, delivery);
    },
    [channel, key, socket, self],
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
  const update = useCallback(
    (change: (list: ThreadMessage[]) => ThreadMessage[]) =>
      queryClient.setQueryData<ThreadHistory>(key, (held) => held && withMessages(held, change)),
    [key],
  );

  return {
    messages: history?.messages ?? NO_MESSAGES,
    loading: !channel || (page === 0 && !historyError),
    error: historyError ?? (failure?.of === key ? failure.text : null),
    loadingOlder,
    hasOlder,
    pagedBack: page > 1,
    loadOlder,
    send,
    retry,
    update,
  };
}
