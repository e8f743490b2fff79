import { useRef, useState, type FormEvent } from 'react';
import { fileFromTransfer } from './messages/mediaDraft';
import { useAutoGrow, useComposerKeys } from './messages/useComposerKeys';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';
import './messageInput.css';

/** The draft of a chat message: `submit` sends it trimmed (never blank) and clears it. */
export function useMessageDraft(send: (text: string) => void) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    send(text.trim());
    setText('');
  };
  return { text, setText, submit };
}

interface MessageInputProps {
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  className?: string;
  /** Takes the focus when shown (e.g. on a new match), so keyboard users type at once. */
  autoFocus?: boolean;
  /** A file pasted into the box (pasted text goes in as usual). */
  onPasteFile?: (file: File) => void;
}

/**
 * The text box of a chat composer: Enter submits its form, Shift+Enter starts a new line, and it
 * grows with its lines up to a few, then scrolls.
 */
export function MessageInput({
  value,
  onChange,
  maxLength,
  className,
  autoFocus,
  onPasteFile,
}: MessageInputProps) {
  const { t } = useStrangersTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = useComposerKeys(ref);
  useAutoGrow(ref, value);
  return (
    <textarea
      ref={ref}
      className={
        className ? `form-control chat-textarea ${className}` : 'form-control chat-textarea'
      }
      rows={1}
      aria-label={t('composer.message')}
      placeholder={t('composer.placeholder')}
      autoComplete="off"
      enterKeyHint="send"
      maxLength={maxLength}
      autoFocus={autoFocus}
      value={value}
      onKeyDown={onKeyDown}
      onPaste={(event) => {
        const file = onPasteFile && fileFromTransfer(event.clipboardData);
        if (!file) return;
        event.preventDefault();
        onPasteFile(file);
      }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
