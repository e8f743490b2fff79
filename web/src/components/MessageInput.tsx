import { useState, type FormEvent } from 'react';

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

/** The one-line text box of a chat composer; Enter submits its form. */
export function MessageInput({
  value,
  onChange,
  maxLength,
  className,
  autoFocus,
}: MessageInputProps) {
  return (
    <input
      className={className ? `form-control ${className}` : 'form-control'}
      type="text"
      aria-label="Message"
      placeholder="Type a message…"
      autoComplete="off"
      enterKeyHint="send"
      maxLength={maxLength}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
