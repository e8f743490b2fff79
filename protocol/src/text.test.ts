import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, isAllowedText, userText } from './text';

describe('userText', () => {
  const oneLine = userText({ error: 'Name is required.' }).trim().min(1, 'Name is required.');
  const multiLine = userText({ multiline: true }).trim();

  it('refuses NUL, other C0 controls, DEL and C1 controls with one readable message', () => {
    for (const bad of ['a\u0000b', '\u001b[2J', 'a\u007f', 'a\u0085', 'a\u009b', 'a\u0008']) {
      const result = oneLine.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(multiLine.safeParse(bad).success).toBe(false);
    }
  });

  it('allows line breaks and tabs only in multi-line text', () => {
    expect(multiLine.parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(oneLine.safeParse('one\ntwo').success).toBe(false);
    expect(oneLine.safeParse('one\ttwo').success).toBe(false);
  });

  it('refuses lone surrogates but keeps emoji, accents and right-to-left text', () => {
    expect(isAllowedText('\ud83d')).toBe(false);
    expect(isAllowedText('x\udc00')).toBe(false);
    for (const good of ['😀👍🏽', 'Zoë', 'مرحبا', '你好', 'a\u200db', '👩‍👩‍👧']) {
      expect(oneLine.parse(` ${good} `)).toBe(good);
    }
  });

  it('keeps the chained checks and their messages', () => {
    expect(oneLine.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(oneLine.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required.');
  });
});
