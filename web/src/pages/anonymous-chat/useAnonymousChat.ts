import type { ReportCategory, Statement } from '@serendip/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Ack,
  AnonymousMatched,
  AnonymousMessage,
  AnonymousMessageType,
  AnonymousPartner,
  UserSummary,
} from '@serendip/protocol';
import { uploadAnonymousImage } from '../../api/anonymous';
import { compressImage } from '../../api/compressImage';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';

/** 'ended': the stranger left; the conversation stays on screen until a new chat. */
export type Phase = 'idle' | 'matching' | 'matched' | 'ended';

export interface ChatMessage {
  id: number;
  /** SPEC §3: 'You' or the stranger. */
  sender: 'You' | 'Stranger';
  content: string;
  type: AnonymousMessageType;
}

export const PARTNER_DISCONNECTED = 'Your partner has disconnected.';
export const PROFILE_REVEALED = 'Your profile has been revealed!';
const CONNECTION_LOST = 'The connection was lost. Please start a new chat.';
const NO_CONNECTION = 'Socket connection not available. Please refresh.';
const TYPING_IDLE_MS = 2000;
let nextMessageId = 1;

/** For events whose outcome is shown another way (or not at all). */
const ignoreReply = () => {};

/**
 * The anonymous chat's state machine (SPEC §4): idle → matching → matched → idle. The page
 * mounts it once per connection, so a new connection (login, logout) starts from a clean slate.
 */
export function useAnonymousChat(socket: AppSocket | null) {
  const { showToast } = useToast();
  const [phase, setPhase] = useState<Phase>('idle');
  const [widened, setWidened] = useState(false);
  const [partner, setPartner] = useState<AnonymousPartner | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const [revealedPartner, setRevealedPartner] = useState<UserSummary | null>(null);
  const [profileRevealed, setProfileRevealed] = useState(false);
  const [matchError, setMatchError] = useState<string | null>(null);
  // A suspended or banned person's statement of reasons (moderation), shown instead of the setup.
  const [statement, setStatement] = useState<Statement | null>(null);
  const [partnerLeft, setPartnerLeft] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [friendRequestSent, setFriendRequestSent] = useState(false);
  // The server checks the captcha on a socket's first match request only (protocol/anonymous).
  const [captchaPassed, setCaptchaPassed] = useState(false);
  const uploadToken = useRef<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  const clearChat = useCallback(() => {
    setMessages([]);
    setPartner(null);
    setPartnerTyping(false);
    setRevealedPartner(null);
    setProfileRevealed(false);
    setFriendRequestSent(false);
    uploadToken.current = null;
  }, []);

  const addMessage = (sender: ChatMessage['sender'], content: string, type: AnonymousMessageType) =>
    setMessages((list) => [...list, { id: nextMessageId++, sender, content, type }]);

  useEffect(() => {
    if (!socket) return;
    const onMatching = ({ widened: anyone }: { widened: boolean }) => {
      setPhase('matching');
      setWidened(anyone);
    };
    const onMatched = ({ uploadToken: token, ...matched }: AnonymousMatched) => {
      clearChat();
      setPartner(matched);
      uploadToken.current = token;
      setCaptchaPassed(true);
      setPartnerLeft(false);
      setMatchError(null);
      setPhase('matched');
    };
    const onMessage = ({ content, type }: AnonymousMessage) => {
      setPartnerTyping(false);
      addMessage('Stranger', content, type);
    };
    const onTyping = () => setPartnerTyping(true);
    const onStopTyping = () => setPartnerTyping(false);
    // The conversation stays readable (with a "Stranger has disconnected" line) until a new chat.
    const onPartnerDisconnected = () => {
      showToast(PARTNER_DISCONNECTED, 'info');
      setPartnerTyping(false);
      uploadToken.current = null;
      setPartnerLeft(true);
      setPhase('ended');
    };
    const onFriendSent = (message: string) => {
      setFriendRequestSent(true);
      showToast(message, 'success');
    };
    const onFriendError = (message: string) => showToast(message, 'danger');
    // A reconnect is a new session on the server: the pair is gone and the captcha is due again.
    const onDisconnect = () => {
      setCaptchaPassed(false);
      if (phaseRef.current === 'matching' || phaseRef.current === 'matched')
        setMatchError(CONNECTION_LOST);
      setPhase('idle');
      clearChat();
    };
    socket.on('matching', onMatching);
    socket.on('matched', onMatched);
    socket.on('receiveAnonymousMessage', onMessage);
    socket.on('anonymousTyping', onTyping);
    socket.on('anonymousStopTyping', onStopTyping);
    socket.on('partnerDisconnected', onPartnerDisconnected);
    socket.on('partnerProfileRevealed', setRevealedPartner);
    socket.on('friendRequestSent', onFriendSent);
    socket.on('friendRequestError', onFriendError);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('matching', onMatching);
      socket.off('matched', onMatched);
      socket.off('receiveAnonymousMessage', onMessage);
      socket.off('anonymousTyping', onTyping);
      socket.off('anonymousStopTyping', onStopTyping);
      socket.off('partnerDisconnected', onPartnerDisconnected);
      socket.off('partnerProfileRevealed', setRevealedPartner);
      socket.off('friendRequestSent', onFriendSent);
      socket.off('friendRequestError', onFriendError);
      socket.off('disconnect', onDisconnect);
      // Leaving the page leaves the chat or the queue.
      socket.emit('leaveAnonymousChat', ignoreReply);
    };
  }, [socket, showToast, clearChat]);

  /** Joins the queue; the captcha payload is needed until the socket has passed it once. */
  const requestMatch = (interests: string[], captchaPayload: string | null) => {
    if (!socket) return setMatchError(NO_CONNECTION);
    clearChat();
    setMatchError(null);
    setPartnerLeft(false);
    setWidened(false);
    setPhase('matching');
    const payload = captchaPayload ? { interests, recaptchaValue: captchaPayload } : { interests };
    socket.emit('requestAnonymousMatch', payload, (reply: Ack) => {
      if (reply.ok) return setCaptchaPassed(true);
      // The payload was spent (or the session forgot it): the captcha is solved anew.
      setCaptchaPassed(false);
      setMatchError(reply.message);
      setStatement((reply as { statement?: Statement }).statement ?? null);
      setPhase('idle');
    });
  };

  /** Leaves the chat or the queue and goes back to the start screen. */
  const stop = () => {
    socket?.emit('leaveAnonymousChat', ignoreReply);
    clearChat();
    setPhase('idle');
  };

  /** Leaves the current chat and waits for a new stranger with the same interests. */
  const skip = () => {
    if (!socket) return;
    clearChat();
    setWidened(false);
    setPhase('matching');
    socket.emit('skipAnonymousChat', (reply: Ack) => {
      if (reply.ok) return;
      setCaptchaPassed(false);
      setMatchError(reply.message);
      setPhase('idle');
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
      // The ack carries the text as delivered (after the server's filter).
      if (reply.ok) addMessage('You', reply.content, type);
      else showToast(reply.message, 'danger');
    });
  };

  const sendImage = async (file: File) => {
    const token = uploadToken.current;
    if (!token) return;
    setUploading(true);
    try {
      const fileUrl = await uploadAnonymousImage(await compressImage(file), token);
      send(fileUrl, 'image');
    } catch (error) {
      // SPEC §8: a failed chat media upload is only logged.
      console.error('Image upload failed.', error);
    } finally {
      setUploading(false);
    }
  };

  const reveal = () => {
    socket?.emit('revealProfile', (reply: Ack) => {
      if (!reply.ok) return showToast(reply.message, 'danger');
      setProfileRevealed(true);
      showToast(PROFILE_REVEALED, 'success');
    });
  };

  /** The answer arrives as friendRequestSent or friendRequestError (shown as toasts). */
  const sendFriendRequest = (userId: string) =>
    socket?.emit('sendFriendRequestFromAnonymousChat', userId, ignoreReply);

  const report = (reason: string, category?: ReportCategory): Promise<Ack<{ message: string }>> =>
    new Promise((resolve) => {
      if (!socket) return resolve({ ok: false, message: NO_CONNECTION });
      socket.emit('reportAnonymousPartner', { reason, category }, resolve);
    });

  return {
    phase,
    widened,
    partner,
    messages,
    partnerTyping,
    revealedPartner,
    profileRevealed,
    matchError,
    statement,
    partnerLeft,
    uploading,
    friendRequestSent,
    captchaPassed,
    requestMatch,
    stop,
    skip,
    typing,
    send,
    sendImage,
    reveal,
    sendFriendRequest,
    report,
  };
}

export type AnonymousChat = ReturnType<typeof useAnonymousChat>;
