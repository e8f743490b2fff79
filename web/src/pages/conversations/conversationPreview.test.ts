import { describe, expect, it } from 'vitest';
import { conversationPreview } from './conversationPreview';

describe('conversationPreview', () => {
  it('cuts text longer than 30 characters and adds ...', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(conversationPreview({ sender: 'u', type: 'text', content: text })).toBe(
      'abcdefghijklmnopqrstuvwxyz0123...',
    );
  });

  it('keeps text of at most 30 characters as it is', () => {
    const text = 'a'.repeat(30);
    expect(conversationPreview({ sender: 'u', type: 'text', content: text })).toBe(text);
  });

  it('shows [Image] and [Video] for media', () => {
    expect(conversationPreview({ sender: 'u', type: 'image', content: '/uploads/a.png' })).toBe(
      '[Image]',
    );
    expect(conversationPreview({ sender: 'u', type: 'video', content: '/uploads/a.mp4' })).toBe(
      '[Video]',
    );
  });

  it('is empty without a last message and never splits an emoji', () => {
    expect(conversationPreview(undefined)).toBe('');
    const emojis = '😀'.repeat(31);
    expect(conversationPreview({ sender: 'u', type: 'emoji', content: emojis })).toBe(
      `${'😀'.repeat(30)}...`,
    );
  });
});
