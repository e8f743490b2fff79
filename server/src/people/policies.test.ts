import { describe, expect, it } from 'vitest';
import { canInteract, profileView } from './policies';

describe('profileView and canInteract', () => {
  it.each([
    [false, false, 'full', true],
    [true, false, 'blockedByViewer', false],
    // Someone who blocked you does not exist for you.
    [false, true, 'hidden', false],
    // Both blocked: you still get the reduced profile, to undo your own block.
    [true, true, 'blockedByViewer', false],
  ] as const)(
    'viewer blocked %s, blocked by them %s → %s',
    (viewerBlocked, blockedViewer, view, interact) => {
      expect(profileView({ viewerBlocked, blockedViewer })).toBe(view);
      expect(canInteract({ viewerBlocked, blockedViewer })).toBe(interact);
    },
  );
});
