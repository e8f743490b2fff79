import { describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { groupNotifications } from './groupNotifications';

const person = (name: string) => ({ _id: `id-${name}`, username: name, profilePicture: '' });
let sequence = 0;
const like = (name: string, photoId: string, read = false): Notification => ({
  _id: `n${(sequence += 1)}`,
  message: `${name} liked your photo.`,
  link: `/profile/me?post=${photoId}`,
  read,
  createdAt: '2026-11-29T00:00:00Z',
  actor: person(name),
  target: { kind: 'like', id: photoId, photoId },
});

describe('groupNotifications', () => {
  it('folds likes of one post into "X and N others", newest actor first', () => {
    const rows = groupNotifications([
      like('dana', 'p1'),
      like('carl', 'p1'),
      like('bea', 'p1'),
      like('dana', 'p1'),
      like('ann', 'p1'),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toBe('dana and 3 others liked your photo.');
    expect(rows[0].members).toHaveLength(5);
    expect(rows[0].latest._id).toBe(rows[0].members[0]._id);
  });

  it('says "1 other", keeps one like as the spec text, and keeps posts and read state apart', () => {
    const rows = groupNotifications([
      like('bea', 'p1'),
      like('ann', 'p1'),
      like('carl', 'p2'),
      like('dan', 'p1', true),
    ]);
    expect(rows.map((row) => row.message)).toEqual([
      'bea and 1 other liked your photo.',
      'carl liked your photo.',
      'dan liked your photo.',
    ]);
  });

  it('leaves notifications without a post target (spec-only, friend requests) one per row', () => {
    const plain: Notification = { _id: 'x', message: 'Hello', read: false, createdAt: '' };
    const request: Notification = {
      ...plain,
      _id: 'y',
      message: 'ann sent you a friend request.',
      target: { kind: 'friendRequest', id: 'id-ann' },
    };
    expect(groupNotifications([plain, request, { ...plain, _id: 'z' }])).toHaveLength(3);
  });
});
