import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createElement } from 'react';
import type { ConversationJoinExtras, ConversationSeen } from '@serendip/protocol';
import type { ThreadChannel } from '../../api/chat';
import { withJoinAnswer } from '../../api/joinAnswer';
import type { ThreadMessage } from '../../api/messageDelivery';
import { useSocket } from '../../api/socket';
import { SeenMarker } from '../../components/seenRooms/SeenMarker';

/** The index of the last own, stored message created at or before `seenAt` (-2: none). */
export function seenIndex(
  messages: readonly ThreadMessage[],
  selfId: string,
  seenAt: string | undefined,
): number {
  if (!seenAt) return -2;
  const limit = Date.parse(seenAt);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender._id !== selfId || message.delivery) continue;
    if (Date.parse(message.createdAt) <= limit) return index;
  }
  return -2;
}

/**
 * The friend's read state in one conversation: from each join's answer, then live from
 * `conversationSeen`. Returns the channel to use and the "Seen" decoration for the list.
 */
export function useFriendSeen(
  channel: ThreadChannel | null,
  conversationId: string | undefined,
  selfId: string,
) {
  const socket = useSocket();
  const [seenAt, setSeenAt] = useState<string | undefined>(undefined);

  useEffect(() => setSeenAt(undefined), [conversationId]);

  const seenChannel = useMemo(
    () =>
      channel &&
      withJoinAnswer<ConversationJoinExtras>(channel, (answer) => setSeenAt(answer.seenAt)),
    [channel],
  );

  useEffect(() => {
    if (!socket || !conversationId) return;
    const onSeen = (event: ConversationSeen) => {
      if (event.conversationId !== conversationId) return;
      setSeenAt((current) =>
        current && Date.parse(current) >= Date.parse(event.seenAt) ? current : event.seenAt,
      );
    };
    socket.on('conversationSeen', onSeen);
    return () => {
      socket.off('conversationSeen', onSeen);
    };
  }, [socket, conversationId]);

  const decorate = useCallback(
    (messages: readonly ThreadMessage[]): ReadonlyMap<number, ReactNode> => {
      const index = seenIndex(messages, selfId, seenAt);
      return new Map(index >= 0 ? [[index, createElement(SeenMarker)]] : []);
    },
    [selfId, seenAt],
  );

  return { channel: seenChannel, decorate };
}
