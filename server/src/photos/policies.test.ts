import { describe, expect, it } from 'vitest';
import { canEditPhoto } from './policies';

describe('canEditPhoto', () => {
  const photo = { userId: 'owner' };
  it('lets only the owner edit or delete', () => {
    expect(canEditPhoto('owner', photo)).toBe(true);
    expect(canEditPhoto('someone else', photo)).toBe(false);
    expect(canEditPhoto(undefined, photo)).toBe(false);
  });
});
