import { createContext, useContext, type ReactNode } from 'react';
import { MENTION_PATTERN } from '@serendip/protocol';
import './seenRooms.css';

/** Who can be mentioned where messages are shown: a room's members (lower-cased usernames). */
export interface Mentionable {
  names: ReadonlySet<string>;
  /** The reader's own username, lower-cased: their mentions stand out more. */
  self?: string;
}

const MentionContext = createContext<Mentionable | null>(null);

export function MentionProvider({ value, children }: { value: Mentionable; children: ReactNode }) {
  return <MentionContext.Provider value={value}>{children}</MentionContext.Provider>;
}

/** Splits text into plain parts and the @mentions of known members. */
export function mentionParts(
  text: string,
  names: ReadonlySet<string>,
): Array<{ text: string; mention?: string }> {
  const parts: Array<{ text: string; mention?: string }> = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(MENTION_PATTERN))) {
    const name = match[2]!;
    if (!names.has(name.toLowerCase())) continue;
    const start = match.index + match[1]!.length;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: `@${name}`, mention: name.toLowerCase() });
    from = start + name.length + 1;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/**
 * A message's text with @mentions of members highlighted (one's own more strongly). Outside a
 * room (no provider) the text is shown as it is.
 */
export function MentionText({ text }: { text: string }) {
  const mentionable = useContext(MentionContext);
  if (!mentionable || !text.includes('@')) return <>{text}</>;
  return (
    <>
      {mentionParts(text, mentionable.names).map((part, index) =>
        part.mention ? (
          <span
            key={index}
            className={part.mention === mentionable.self ? 'mention mention-self' : 'mention'}
            data-testid={part.mention === mentionable.self ? 'mention-self' : 'mention'}
          >
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
