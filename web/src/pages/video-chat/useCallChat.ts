import { useCallback, useEffect, useState } from 'react';
import type { HiddenContent, VideoChatMessage } from '@serendip/protocol';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import { noConnectionText } from './callTexts';

export interface CallMessage {
  id: number;
  /** The sender's socket id; null for one's own messages ('You'). */
  sender: string | null;
  text: string;
  /** The safety checks hid contact details in `text` (a note shows under the message). */
  hidden?: HiddenContent;
}

let nextMessageId = 1;

/** The text chat of the current call; its messages live as long as the call (never stored). */
export function useCallChat(socket: AppSocket | null, callId: string | null) {
  const { showToast } = useToast();
  const [chat, setChat] = useState<{ callId: string | null; messages: CallMessage[] }>({
    callId: null,
    messages: [],
  });
  const messages = chat.callId !== null && chat.callId === callId ? chat.messages : [];

  const add = useCallback(
    (forCall: string, sender: string | null, text: string, hidden?: HiddenContent) => {
      const message: CallMessage = { id: nextMessageId++, sender, text, ...(hidden && { hidden }) };
      setChat((current) => ({
        callId: forCall,
        messages: current.callId === forCall ? [...current.messages, message] : [message],
      }));
    },
    [],
  );

  useEffect(() => {
    if (!socket || !callId) return;
    const onMessage = ({ message, sender, callId: id, hidden }: VideoChatMessage) => {
      if (id === callId && sender !== socket.id) add(id, sender, message, hidden);
    };
    socket.on('receiveVideoChatMessage', onMessage);
    return () => {
      socket.off('receiveVideoChatMessage', onMessage);
    };
  }, [socket, callId, add]);

  const send = (text: string) => {
    if (!callId || !text.trim()) return;
    if (!socket?.connected) return showToast(noConnectionText(), 'danger');
    socket.emit('sendVideoChatMessage', { message: text.trim(), callId }, (reply) => {
      // The ack carries the text as delivered (after the server's filters), and what they hid.
      if (reply.ok) add(callId, null, reply.message, reply.hidden);
      else showToast(reply.message, 'danger');
    });
  };

  return { messages, send };
}
