import { useRef, useState, type FormEvent } from 'react';
import { useAutoGrow, useComposerKeys } from './messages/useComposerKeys';
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
}: MessageInputProps) {
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
      aria-label="Message"
      placeholder="Type a message…"
      autoComplete="off"
      enterKeyHint="send"
      maxLength={maxLength}
      autoFocus={autoFocus}
      value={value}
      onKeyDown={onKeyDown}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
