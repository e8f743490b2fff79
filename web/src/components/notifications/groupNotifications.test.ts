import { describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { i18n } from '../../i18n/i18n';
import '../../i18n/namespaces/people';
import { groupMessage, groupNotifications } from './groupNotifications';

const english = i18n.getFixedT('en', 'people');
const messages = (list: Notification[]) =>
  groupNotifications(list).map((row) => groupMessage(row, english));

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
    const list = [
      like('dana', 'p1'),
      like('carl', 'p1'),
      like('bea', 'p1'),
      like('dana', 'p1'),
      like('ann', 'p1'),
    ];
    const rows = groupNotifications(list);
    expect(rows).toHaveLength(1);
    expect(messages(list)).toEqual(['dana and 3 others liked your photo.']);
    expect(rows[0].members).toHaveLength(5);
    expect(rows[0].latest._id).toBe(rows[0].members[0]._id);
  });

  it('says "1 other", keeps one like as the spec text, and keeps posts and read state apart', () => {
    const list = [
      like('bea', 'p1'),
      like('ann', 'p1'),
      like('carl', 'p2'),
      like('dan', 'p1', true),
    ];
    expect(messages(list)).toEqual([
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

describe('groupMessage', () => {
  it("words a group in the person's language, with the language's plural", async () => {
    await i18n.reloadResources(['es', 'ru'], ['people']);
    const list = [like('vera', 'p9'), like('ivan', 'p9'), like('olga', 'p9')];
    const [row] = groupNotifications(list);
    expect(groupMessage(row!, i18n.getFixedT('es', 'people'))).toBe(
      'A vera y a 2 personas más les gustó tu foto.',
    );
    expect(groupMessage(row!, i18n.getFixedT('ru', 'people'))).toBe(
      'vera и ещё 2 человека оценили ваше фото.',
    );
  });
});
