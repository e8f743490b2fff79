import { Button } from 'react-bootstrap';
import { VIDEO_MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import { ChatLog } from '../../components/ChatLog';
import { Icon } from '../../components/Icon';
import { MessageInput, useMessageDraft } from '../../components/MessageInput';
import { strangerLabel } from './callTexts';
import type { CallMessage } from './useCallChat';

interface VideoChatBoxProps {
  messages: CallMessage[];
  sharedInterests: string[];
  onSend: (text: string) => void;
}

/** The call's text chat (SPEC §2): 'You' for one's own lines, 'Stranger [abcd]' for others. */
export function VideoChatBox({ messages, sharedInterests, onSend }: VideoChatBoxProps) {
  const { text, setText, submit } = useMessageDraft(onSend);

  return (
    <section className="vc-chat" aria-label="Call chat">
      <p className="vc-chat-header small text-body-secondary text-truncate">
        {sharedInterests.length > 0
          ? `You both like ${sharedInterests.join(', ')}`
          : 'Chat with everyone in the call'}
      </p>
      <ChatLog
        className="vc-chat-messages"
        label="Call messages"
        messages={messages}
        lastIsMine={messages.at(-1)?.sender === null}
        empty={
          <p className="vc-chat-empty small text-body-secondary">
            Say hi! Messages are not stored after the call.
          </p>
        }
      >
        {messages.map((message) => (
          <p
            key={message.id}
            className={`vc-chat-message ${message.sender === null ? 'mine' : 'theirs'}`}
          >
            <span className="vc-chat-sender">
              {message.sender === null ? 'You' : strangerLabel(message.sender)}
            </span>
            <span className="vc-chat-text">{message.text}</span>
          </p>
        ))}
      </ChatLog>
      <form className="vc-chat-form" onSubmit={submit}>
        <MessageInput value={text} onChange={setText} maxLength={VIDEO_MESSAGE_MAX_LENGTH} />
        <Button type="submit" aria-label="Send" disabled={!text.trim()}>
          <Icon name="send" size={18} />
        </Button>
      </form>
    </section>
  );
}
