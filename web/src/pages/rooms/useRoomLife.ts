import { createElement, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  RoomActivity,
  RoomJoinExtras,
  RoomMemberPresence,
  RoomMembersChanged,
} from '@serendip/protocol';
import { ROOM_ACTIVITY_MAX } from '@serendip/protocol';
import type { ThreadChannel } from '../../api/chat';
import { withJoinAnswer } from '../../api/joinAnswer';
import type { ThreadMessage } from '../../api/messageDelivery';
import { useSocket } from '../../api/socket';
import { RoomSystemLine } from '../../components/seenRooms/RoomSystemLine';
import { placeRoomLines } from '../../components/seenRooms/roomLines';

export interface RoomCounts {
  participantCount: number;
  onlineCount: number;
}

/**
 * A room kept alive on screen: its member and online counts and its join and leave lines, from
 * each join's answer, then live (roomMembersChanged, roomMemberPresence). `changes` counts the
 * live events, so the member list can refetch.
 */
export function useRoomLife(roomId: string, channel: ThreadChannel | null) {
  const socket = useSocket();
  const [counts, setCounts] = useState<RoomCounts | null>(null);
  const [activity, setActivity] = useState<RoomActivity[]>([]);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    setCounts(null);
    setActivity([]);
  }, [roomId]);

  const liveChannel = useMemo(
    () =>
      channel &&
      withJoinAnswer<RoomJoinExtras>(channel, (answer) => {
        if (answer.participantCount !== undefined && answer.onlineCount !== undefined)
          setCounts({ participantCount: answer.participantCount, onlineCount: answer.onlineCount });
        if (answer.activity) setActivity(answer.activity);
        setChanges((value) => value + 1);
      }),
    [channel],
  );

  useEffect(() => {
    if (!socket) return;
    const onChanged = (event: RoomMembersChanged) => {
      if (event.roomId !== roomId) return;
      setCounts({ participantCount: event.participantCount, onlineCount: event.onlineCount });
      const line = event.activity;
      if (line)
        setActivity((list) =>
          list.some((item) => item._id === line._id)
            ? list
            : [...list, line].slice(-ROOM_ACTIVITY_MAX),
        );
      setChanges((value) => value + 1);
    };
    const onPresence = (event: RoomMemberPresence) => {
      if (event.roomId !== roomId) return;
      setCounts(
        (current) =>
          current && {
            ...current,
            onlineCount: Math.max(
              0,
              Math.min(current.participantCount, current.onlineCount + (event.online ? 1 : -1)),
            ),
          },
      );
      setChanges((value) => value + 1);
    };
    socket.on('roomMembersChanged', onChanged);
    socket.on('roomMemberPresence', onPresence);
    return () => {
      socket.off('roomMembersChanged', onChanged);
      socket.off('roomMemberPresence', onPresence);
    };
  }, [socket, roomId]);

  const decorate = useCallback(
    (messages: readonly ThreadMessage[], hasOlder: boolean): ReadonlyMap<number, ReactNode> => {
      const placed = placeRoomLines(
        activity,
        messages.map((message) => message.createdAt),
        hasOlder,
      );
      return new Map(
        [...placed].map(([index, lines]) => [
          index,
          lines.map((line) => createElement(RoomSystemLine, { key: line.key, line })),
        ]),
      );
    },
    [activity],
  );

  return { channel: liveChannel, counts, decorate, changes };
}
