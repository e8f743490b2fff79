import { describe, expect, it } from 'vitest';
import { internalLink } from './internalLink';

describe('internalLink', () => {
  it('follows only links on this site', () => {
    expect(internalLink('/friends')).toBe('/friends');
    expect(internalLink('//evil.example')).toBeUndefined();
    expect(internalLink('https://evil.example')).toBeUndefined();
    expect(internalLink(undefined)).toBeUndefined();
  });
});
