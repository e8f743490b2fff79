import { RECONNECT_WINDOW_MS, type ReportCategory } from '@serendip/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  SocketAck,
  AnonymousMatched,
  AnonymousMessage,
  AnonymousMessageType,
  UserSummary,
} from '@serendip/protocol';
import { uploadAnonymousImage } from '../../api/anonymous';
import { compressImage } from '../../api/compressImage';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import { matchLanguageExtras } from '../../components/matchLanguages/matchLanguages';
import { strangersText } from '../../i18n/namespaces/strangers';
import {
  anonymousChatReducer,
  initialAnonymousChatState,
  type AnonymousChatAction,
  type AnonymousChatState,
} from './anonymousChatState';

export type { ChatMessage, Phase } from './anonymousChatState';

const TYPING_IDLE_MS = 2000;
/**
 * How long the stranger-left toast waits. When the safety checks end a chat, the server tells
 * the partner that the stranger left and then why (chatTerminated): that notice, shown inline,
 * is then the only one (the page stops the chat, which withdraws the toast).
 */
export const PARTNER_LEFT_TOAST_DELAY_MS = 300;

/** For events whose outcome is shown another way (or not at all). */
const ignoreReply = () => {};

/**
 * The anonymous chat's state machine (anonymousChatState.ts) wired to the socket, with its
 * toasts, typing signals and image uploads. The page mounts it once per connection, so a new
 * connection (login, logout) starts from a clean slate. The state lives in a ref as well, so
 * handlers read the current phase and upload ticket rather than the last render's.
 */
export function useAnonymousChat(socket: AppSocket | null) {
  const { showToast } = useToast();
  const [state, setState] = useState<AnonymousChatState>(initialAnonymousChatState);
  const stateRef = useRef(state);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const partnerLeftToast = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dispatch = useCallback((action: AnonymousChatAction) => {
    stateRef.current = anonymousChatReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);

  useEffect(() => {
    if (!socket) return;
    const onMatching = ({ widened }: { widened: boolean }) =>
      dispatch({ type: 'matching', widened });
    const onMatched = ({ uploadToken, imagesLockedFor, ...partner }: AnonymousMatched) =>
      dispatch({ type: 'matched', partner, uploadToken, imagesLockedFor });
    const onMessage = ({ content, type, hidden }: AnonymousMessage) =>
      dispatch({ type: 'message', sender: 'Stranger', content, kind: type, hidden });
    const onTyping = () => dispatch({ type: 'partnerTyping', typing: true });
    const onStopTyping = () => dispatch({ type: 'partnerTyping', typing: false });
    const onPartnerDisconnected = () => {
      clearTimeout(partnerLeftToast.current);
      partnerLeftToast.current = setTimeout(
        () => showToast(strangersText('toasts.partnerDisconnected'), 'info'),
        PARTNER_LEFT_TOAST_DELAY_MS,
      );
      dispatch({ type: 'partnerLeft' });
    };
    const onRevealed = (profile: UserSummary) => dispatch({ type: 'partnerRevealed', profile });
    const onFriendSent = (message: string) => {
      dispatch({ type: 'friendRequestSent' });
      showToast(message, 'success');
    };
    const onFriendError = (message: string) => showToast(message, 'danger');
    const onReconnectOffered = () => dispatch({ type: 'reconnectOffered' });
    const onReconnectWithdrawn = () => dispatch({ type: 'reconnectWithdrawn' });
    // A reconnect is a new session on the server: the pair is gone and the captcha is due again.
    const onDisconnect = () =>
      dispatch({ type: 'disconnected', message: strangersText('toasts.chatConnectionLost') });
    socket.on('matching', onMatching);
    socket.on('matched', onMatched);
    socket.on('receiveAnonymousMessage', onMessage);
    socket.on('anonymousTyping', onTyping);
    socket.on('anonymousStopTyping', onStopTyping);
    socket.on('partnerDisconnected', onPartnerDisconnected);
    socket.on('partnerProfileRevealed', onRevealed);
    socket.on('friendRequestSent', onFriendSent);
    socket.on('friendRequestError', onFriendError);
    socket.on('disconnect', onDisconnect);
    socket.on('reconnectOffered', onReconnectOffered);
    socket.on('reconnectWithdrawn', onReconnectWithdrawn);
    return () => {
      clearTimeout(partnerLeftToast.current);
      socket.off('reconnectOffered', onReconnectOffered);
      socket.off('reconnectWithdrawn', onReconnectWithdrawn);
      socket.off('matching', onMatching);
      socket.off('matched', onMatched);
      socket.off('receiveAnonymousMessage', onMessage);
      socket.off('anonymousTyping', onTyping);
      socket.off('anonymousStopTyping', onStopTyping);
      socket.off('partnerDisconnected', onPartnerDisconnected);
      socket.off('partnerProfileRevealed', onRevealed);
      socket.off('friendRequestSent', onFriendSent);
      socket.off('friendRequestError', onFriendError);
      socket.off('disconnect', onDisconnect);
      // Leaving the page leaves the chat or the queue.
      socket.emit('leaveAnonymousChat', ignoreReply);
    };
  }, [socket, showToast, dispatch]);

  // The server keeps the last stranger for RECONNECT_WINDOW_MS after parting: so does the page.
  const reconnectOpen = state.reconnect !== 'none';
  useEffect(() => {
    if (!reconnectOpen) return;
    const timer = setTimeout(() => dispatch({ type: 'reconnectClosed' }), RECONNECT_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [reconnectOpen, dispatch]);

  /** Asks to meet the last stranger again (accepts their offer when they asked first). */
  const askReconnect = () => {
    if (!socket) return;
    socket.emit('reconnectStranger', (reply) => {
      if (!reply.ok) {
        dispatch({ type: 'reconnectClosed' });
        return showToast(reply.message, 'warning');
      }
      // 'matched': the matched event does the rest.
      if (reply.status === 'waiting') dispatch({ type: 'reconnectAsked' });
    });
  };

  const cancelReconnect = () => {
    socket?.emit('cancelReconnect', ignoreReply);
    dispatch({ type: 'reconnectCancelled' });
  };

  /** Joins the queue; the captcha payload is needed until the socket has passed it once. */
  const requestMatch = (interests: string[], captchaPayload: string | null) => {
    if (!socket) return dispatch({ type: 'failed', message: strangersText('toasts.noConnection') });
    dispatch({ type: 'queued' });
    const wish = { interests, ...matchLanguageExtras() };
    const payload = captchaPayload ? { ...wish, recaptchaValue: captchaPayload } : wish;
    socket.emit('requestAnonymousMatch', payload, (reply) => {
      if (reply.ok) return dispatch({ type: 'requestAccepted' });
      // The payload was spent (or the session forgot it): the captcha is solved anew.
      const statement = reply.statement ?? null;
      dispatch({ type: 'refused', message: reply.message, statement });
    });
  };

  /** Leaves the chat or the queue and goes back to the start screen. */
  const stop = () => {
    clearTimeout(partnerLeftToast.current);
    socket?.emit('leaveAnonymousChat', ignoreReply);
    dispatch({ type: 'stopped' });
  };

  /** Leaves the current chat and waits for a new stranger with the same interests. */
  const skip = () => moveOn(false);
  /** After a report: as skip, but the reported stranger is not offered again (no Reconnect). */
  const skipReported = () => moveOn(true);
  const moveOn = (reported: boolean) => {
    if (!socket) return;
    dispatch({ type: 'skipped', reported });
    socket.emit('skipAnonymousChat', (reply) => {
      if (!reply.ok) dispatch({ type: 'refused', message: reply.message });
    });
  };

  const stopTyping = () => {
    if (typingTimer.current === null) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = null;
    socket?.emit('anonymousStopTyping');
  };

  /** Tells the partner we are typing; "stopped" follows 2 s after the last keystroke. */
  const typing = () => {
    if (typingTimer.current === null) socket?.emit('anonymousTyping');
    else clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const send = (content: string, type: AnonymousMessageType) => {
    if (!socket || !content.trim()) return;
    stopTyping();
    socket.emit('sendAnonymousMessage', { content, type }, (reply) => {
      // The ack carries the text as delivered (after the server's filters), and what they hid.
      if (reply.ok) {
        const { content: delivered, hidden } = reply;
        dispatch({ type: 'message', sender: 'You', content: delivered, kind: type, hidden });
      } else showToast(reply.message, 'danger');
    });
  };

  /** Uploads and sends an image; true once it is on its way. */
  const sendImage = async (file: File): Promise<boolean> => {
    const token = stateRef.current.uploadToken;
    if (!token) return false;
    dispatch({ type: 'uploading', uploading: true });
    try {
      const fileUrl = await uploadAnonymousImage(await compressImage(file), token);
      send(fileUrl, 'image');
      return true;
    } catch (error) {
      // A failed chat media upload is only logged.
      console.error('Image upload failed.', error);
      return false;
    } finally {
      dispatch({ type: 'uploading', uploading: false });
    }
  };

  const reveal = () => {
    socket?.emit('revealProfile', (reply) => {
      if (!reply.ok) return showToast(reply.message, 'danger');
      dispatch({ type: 'profileRevealed' });
      showToast(strangersText('toasts.profileRevealed'), 'success');
    });
  };

  /** The answer arrives as friendRequestSent or friendRequestError (shown as toasts). */
  const sendFriendRequest = (userId: string) =>
    socket?.emit('sendFriendRequestFromAnonymousChat', userId, ignoreReply);

  const report = (
    reason: string,
    category?: ReportCategory,
  ): Promise<SocketAck<'reportAnonymousPartner'>> =>
    new Promise((resolve) => {
      if (!socket) return resolve({ ok: false, message: strangersText('toasts.noConnection') });
      socket.emit('reportAnonymousPartner', { reason, category }, resolve);
    });

  const { uploadToken: _ticket, ...shown } = state;
  return {
    ...shown,
    requestMatch,
    stop,
    skip,
    skipReported,
    typing,
    send,
    sendImage,
    reveal,
    sendFriendRequest,
    report,
    askReconnect,
    cancelReconnect,
  };
}

export type AnonymousChat = ReturnType<typeof useAnonymousChat>;
