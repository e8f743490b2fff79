import { describe, expect, it } from 'vitest';
import { mentionedNames } from '@serendip/protocol';
import { mentionParts } from './mentions';
import { suggestMembers } from './MentionAutocomplete';
import { seenIndex } from '../../pages/chat/useFriendSeen';
import type { ThreadMessage } from '../../api/messageDelivery';

describe('@mentions', () => {
  it('finds mentioned names once each, not e-mail addresses', () => {
    expect(mentionedNames('hi @Ann, @bob.k and @ann; mail me at x@example.com @')).toEqual([
      'ann',
      'bob.k',
    ]);
  });

  it('highlights only the names of members', () => {
    expect(mentionParts('hey @Ann and @zed!', new Set(['ann']))).toEqual([
      { text: 'hey ' },
      { text: '@Ann', mention: 'ann' },
      { text: ' and @zed!' },
    ]);
  });

  it('suggests names that start with the query first, never oneself', () => {
    const people = ['maria', 'amar', 'mo', 'me'].map((name) => ({
      _id: name,
      username: name,
      profilePicture: '',
    }));
    expect(suggestMembers(people, 'M', 'me').map((person) => person.username)).toEqual([
      'maria',
      'mo',
      'amar',
    ]);
  });
});

describe('"Seen"', () => {
  const message = (id: string, sender: string, minute: number, delivery?: 'pending') =>
    ({
      _id: id,
      sender: { _id: sender, username: sender, profilePicture: '' },
      content: id,
      type: 'text',
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
      delivery,
    }) as ThreadMessage;

  it('sits under the last own message read, skipping the friend’s and unsent ones', () => {
    const list = [
      message('a', 'me', 1),
      message('b', 'me', 2),
      message('c', 'friend', 3),
      message('d', 'me', 4),
      message('e', 'me', 5, 'pending'),
    ];
    expect(seenIndex(list, 'me', new Date(Date.UTC(2026, 0, 1, 12, 3)).toISOString())).toBe(1);
    expect(seenIndex(list, 'me', new Date(Date.UTC(2026, 0, 1, 12, 9)).toISOString())).toBe(3);
    expect(seenIndex(list, 'me', undefined)).toBe(-2);
  });
});
