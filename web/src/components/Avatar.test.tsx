// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { avatarUrl, DEFAULT_AVATAR_URL } from './Avatar';

describe('avatarUrl', () => {
  it('uses uploaded pictures and falls back to the default avatar otherwise', () => {
    expect(avatarUrl('/uploads/images/a.webp')).toBe('/uploads/images/a.webp');
    expect(avatarUrl('default_avatar.jpg')).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl('https://example.com/x.png')).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl('')).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl(undefined)).toBe(DEFAULT_AVATAR_URL);
  });
});
