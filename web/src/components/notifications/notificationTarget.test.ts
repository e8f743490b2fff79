import { describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { friendRequestFrom, notificationHref } from './notificationTarget';

const base: Notification = { _id: 'n', message: 'm', read: false, createdAt: '' };

describe('notificationHref', () => {
  it('opens the post of a like, and the comment of a comment', () => {
    expect(
      notificationHref({
        ...base,
        link: '/profile/u1?post=p1',
        target: { kind: 'like', id: 'p1', photoId: 'p1' },
      }),
    ).toBe('/profile/u1?post=p1');
    expect(
      notificationHref({
        ...base,
        link: '/profile/u1',
        target: { kind: 'comment', id: 'c1', photoId: 'p1' },
      }),
    ).toBe('/profile/u1?post=p1&comment=c1');
  });

  it('follows the link otherwise, and never another origin', () => {
    expect(notificationHref({ ...base, link: '/friends' })).toBe('/friends');
    expect(notificationHref({ ...base, link: '//evil.example' })).toBeUndefined();
    expect(
      notificationHref({
        ...base,
        link: 'https://evil.example/x',
        target: { kind: 'like', id: 'p', photoId: 'p' },
      }),
    ).toBe('/profile?post=p');
  });

  it('names the sender of a friend request only', () => {
    expect(friendRequestFrom({ ...base, target: { kind: 'friendRequest', id: 'u2' } })).toBe('u2');
    expect(friendRequestFrom({ ...base, target: { kind: 'friendAccepted', id: 'u2' } })).toBe(
      undefined,
    );
  });
});
