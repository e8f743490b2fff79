import { Button, CloseButton } from 'react-bootstrap';
import { VIDEO_MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import { ChatLog } from '../../components/ChatLog';
import { HiddenNote } from '../../components/moderation/HiddenNote';
import { Icon } from '../../components/Icon';
import { MessageInput, useMessageDraft } from '../../components/MessageInput';
import { strangerLabel } from './callTexts';
import { useListFormat, useSharedLanguagesLine } from '../../components/chatLists';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import type { CallMessage } from './useCallChat';

interface VideoChatBoxProps {
  id?: string;
  messages: CallMessage[];
  sharedInterests: string[];
  /** Languages everyone in the call gave; said under the interests line. */
  sharedLanguages?: string[];
  onSend: (text: string) => void;
  /** Closed sheet on a phone: out of sight and out of the tab order. */
  hidden?: boolean;
  /** The message box takes the focus when shown (a new call, the sheet opened). */
  autoFocus?: boolean;
  /** The sheet's close button (phones). */
  onClose?: () => void;
}

/** The call's text chat: 'You' for one's own lines, 'Stranger [abcd]' for others. */
export function VideoChatBox(props: VideoChatBoxProps) {
  const { messages, sharedInterests, onSend, hidden = false, onClose } = props;
  const { t } = useStrangersTranslation();
  const list = useListFormat();
  const languagesLine = useSharedLanguagesLine(props.sharedLanguages);
  const { text, setText, submit } = useMessageDraft(onSend);

  return (
    <section
      id={props.id}
      className="vc-chat"
      aria-label={t('callChat.label')}
      hidden={hidden}
      data-toast-avoid
    >
      <div className="vc-chat-header">
        <p className="small text-body-secondary text-truncate mb-0">
          {sharedInterests.length > 0
            ? t('chat.bothLike', { list: list(sharedInterests) })
            : t('callChat.everyone')}
          {languagesLine && <span className="d-block">{languagesLine}</span>}
        </p>
        {onClose && <CloseButton aria-label={t('callChat.close')} onClick={onClose} />}
      </div>
      <ChatLog
        className="vc-chat-messages"
        label={t('callChat.log')}
        messages={messages}
        lastIsMine={messages.at(-1)?.sender === null}
        empty={<p className="vc-chat-empty small text-body-secondary">{t('callChat.empty')}</p>}
      >
        {messages.map((message) => (
          <p
            key={message.id}
            className={`vc-chat-message ${message.sender === null ? 'mine' : 'theirs'}`}
          >
            <span className="vc-chat-sender">
              {message.sender === null ? t('tile.you') : strangerLabel(message.sender)}
            </span>
            <span className="vc-chat-text" dir="auto">
              {message.text}
            </span>
            <HiddenNote hidden={message.hidden} mine={message.sender === null} />
          </p>
        ))}
      </ChatLog>
      <form className="vc-chat-form" onSubmit={submit}>
        {!hidden && (
          <MessageInput
            value={text}
            onChange={setText}
            maxLength={VIDEO_MESSAGE_MAX_LENGTH}
            autoFocus={props.autoFocus}
          />
        )}
        <Button type="submit" aria-label={t('composer.send')} disabled={!text.trim()}>
          <Icon name="send" size={18} />
        </Button>
      </form>
    </section>
  );
}
