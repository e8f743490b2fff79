/** '<username> is typing...' under the messages; empty (but still announced) when nobody is. */
export function TypingIndicator({ names }: { names: readonly string[] }) {
  let text = '';
  if (names.length === 1) text = `${names[0]} is typing...`;
  else if (names.length > 1) text = `${names.join(', ')} are typing...`;
  return (
    <div className="typing-indicator" aria-live="polite">
      {text}
    </div>
  );
}
