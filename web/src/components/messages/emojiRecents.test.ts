// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isEmojiOnly, readRecentEmojis, RECENT_EMOJIS_KEY, rememberEmoji } from './emojiRecents';

describe('emoji recents', () => {
  afterEach(() => localStorage.clear());

  it('keeps at most 14, newest first, without duplicates, in localStorage', () => {
    const emojis = [
      '😀',
      '😂',
      '🤣',
      '😊',
      '😍',
      '😘',
      '😎',
      '🤔',
      '😅',
      '😉',
      '🙂',
      '😇',
      '🥰',
      '😴',
      '😭',
      '😡',
    ];
    emojis.forEach((emoji) => rememberEmoji(emoji));
    rememberEmoji('😭');
    const stored = JSON.parse(localStorage.getItem(RECENT_EMOJIS_KEY)!);
    expect(stored).toHaveLength(14);
    expect(stored[0]).toBe('😭');
    expect(stored[1]).toBe('😡');
    expect(stored.filter((emoji: string) => emoji === '😭')).toHaveLength(1);
    expect(stored).not.toContain('😀');
    expect(readRecentEmojis()).toEqual(stored);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(RECENT_EMOJIS_KEY, '{not json');
    expect(readRecentEmojis()).toEqual([]);
    localStorage.setItem(RECENT_EMOJIS_KEY, JSON.stringify({ a: 1 }));
    expect(readRecentEmojis()).toEqual([]);
  });

  it('tells emoji-only messages from text', () => {
    expect(isEmojiOnly('👍')).toBe(true);
    expect(isEmojiOnly('❤️ 😄')).toBe(true);
    expect(isEmojiOnly('👍🏽')).toBe(true);
    expect(isEmojiOnly('ok 👍')).toBe(false);
    expect(isEmojiOnly('123')).toBe(false);
    expect(isEmojiOnly('   ')).toBe(false);
  });
});
