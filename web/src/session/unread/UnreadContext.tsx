import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ChatMessage } from '@serendip/protocol';
import { fetchConversations } from '../../api/chat';
import { useSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import { useAuth } from '../AuthContext';
import { setUnreadInTitle } from '../documentTitle';
import { messageToastText } from './messageToastText';
import { countsFromList, isCounted, type LiveArrival } from './unreadCounts';

interface UnreadValue {
  /** Unread messages per conversation id. */
  counts: Record<string, number>;
  total: number;
  /** The conversation on screen (no toast, no count for it while the tab is visible). */
  setViewing(conversationId: string | null): void;
}

const UnreadContext = createContext<UnreadValue>({
  counts: {},
  total: 0,
  setViewing: () => undefined,
});

/**
 * Live unread counts of the signed-in person's friend conversations: fetched from the
 * conversation list, raised by receiveMessage (with a toast linking to the chat) and cleared by
 * conversationRead, which the server sends to every tab and device of the reader.
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  const { user, restriction } = useAuth();
  // A suspended or banned account's conversations are closed to it (the server refuses them).
  const selfId = restriction ? undefined : user?._id;
  const socket = useSocket();
  const { showToast } = useToast();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const viewing = useRef<string | null>(null);
  const seen = useRef(new Set<string>());
  /** Per conversation, when the newest message the last fetched list counted was sent. */
  const newestListed = useRef<Record<string, string>>({});
  /** One log per list fetch in flight of what arrived live meanwhile. */
  const inFlight = useRef(new Set<LiveArrival[]>());

  const refresh = useCallback(() => {
    const arrivals: LiveArrival[] = [];
    inFlight.current.add(arrivals);
    fetchConversations()
      .then((list) => {
        newestListed.current = Object.fromEntries(
          list.flatMap((item) => (item.lastMessageAt ? [[item._id, item.lastMessageAt]] : [])),
        );
        setCounts(countsFromList(list, arrivals));
      })
      .catch((error: unknown) => console.error('Failed to load unread counts.', error))
      .finally(() => inFlight.current.delete(arrivals));
  }, []);

  useEffect(() => {
    setCounts({});
    if (selfId) refresh();
  }, [selfId, refresh]);

  useEffect(() => {
    if (!socket || !selfId) return;
    const logArrival = (arrival: LiveArrival) =>
      inFlight.current.forEach((log) => log.push(arrival));
    const onMessage = (message: ChatMessage) => {
      const { conversationId } = message;
      if (!conversationId || message.sender._id === selfId || seen.current.has(message._id)) return;
      seen.current.add(message._id);
      const onScreen = viewing.current === conversationId && document.visibilityState !== 'hidden';
      if (onScreen) return;
      // Sent while this tab was connecting, its broadcast slower than the list fetched on
      // connect: that list has counted it already.
      if (!isCounted(newestListed.current[conversationId], message.createdAt)) {
        logArrival({ kind: 'message', conversationId, createdAt: message.createdAt });
        setCounts((all) => ({ ...all, [conversationId]: (all[conversationId] ?? 0) + 1 }));
      }
      showToast(
        messageToastText(message),
        'info',
        `/chat/${encodeURIComponent(message.sender._id)}`,
      );
    };
    const onRead = ({ conversationId }: { conversationId: string }) => {
      logArrival({ kind: 'read', conversationId });
      setCounts((all) => ({ ...all, [conversationId]: 0 }));
    };
    socket.on('receiveMessage', onMessage);
    socket.on('conversationRead', onRead);
    // What arrived before this connection joined its rooms (the socket client loads after the
    // first paint, so the list fetched at sign-in can be older) or while it was down comes from
    // the list, fetched again on every connect. (A connection already open when this runs opened
    // before the sign-in's own fetch, made in the same commit.)
    socket.on('connect', refresh);
    return () => {
      socket.off('receiveMessage', onMessage);
      socket.off('conversationRead', onRead);
      socket.off('connect', refresh);
    };
  }, [socket, selfId, showToast, refresh]);

  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  useEffect(() => {
    setUnreadInTitle(total);
  }, [total]);

  const setViewing = useCallback((conversationId: string | null) => {
    viewing.current = conversationId;
  }, []);

  const value = useMemo(() => ({ counts, total, setViewing }), [counts, total, setViewing]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

export function useUnread(): UnreadValue {
  return useContext(UnreadContext);
}

/** Marks `conversationId` as the one on screen while the calling page is shown. */
export function useViewingConversation(conversationId: string | undefined): void {
  const { setViewing } = useUnread();
  useEffect(() => {
    if (!conversationId) return;
    setViewing(conversationId);
    return () => setViewing(null);
  }, [conversationId, setViewing]);
}
