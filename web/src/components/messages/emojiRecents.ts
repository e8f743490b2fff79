import { EMOJI_RECENT_MAX } from '@serendip/protocol';

/** localStorage key of the emoji picker's recently used emojis, newest first. */
export const RECENT_EMOJIS_KEY = 'recentEmojis';

export function readRecentEmojis(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_EMOJIS_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is string => typeof item === 'string' && item.length <= 16)
      .slice(0, EMOJI_RECENT_MAX);
  } catch {
    return [];
  }
}

/** Moves emoji to the front of the recents, keeping at most 14; returns the new list. */
export function rememberEmoji(emoji: string): string[] {
  const recents = [emoji, ...readRecentEmojis().filter((item) => item !== emoji)].slice(
    0,
    EMOJI_RECENT_MAX,
  );
  try {
    localStorage.setItem(RECENT_EMOJIS_KEY, JSON.stringify(recents));
  } catch {
    // Storage full or disabled: the recents only last for this page.
  }
  return recents;
}

const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\s)+$/u;

/** A short message made only of emojis is sent as type 'emoji' (shown large). */
export function isEmojiOnly(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && [...trimmed].length <= 12 && EMOJI_ONLY.test(trimmed);
}
