import { describe, expect, it } from 'vitest';
import type { Message } from '@serendip/protocol';
import { groupPositions } from './messageGroups';

const at = (senderId: string, createdAt: string): Message => ({
  _id: `${senderId}-${createdAt}`,
  sender: { _id: senderId, username: senderId, profilePicture: '' },
  content: 'hi',
  type: 'text',
  createdAt,
});

describe('groupPositions', () => {
  it('groups consecutive messages of one sender within five minutes', () => {
    const positions = groupPositions([
      at('ann', '2025-01-01T10:00:00Z'),
      at('ann', '2025-01-01T10:01:00Z'),
      at('ann', '2025-01-01T10:05:30Z'),
      at('bob', '2025-01-01T10:06:00Z'),
      at('ann', '2025-01-01T10:07:00Z'),
      // More than five minutes later: a new run.
      at('ann', '2025-01-01T10:12:01Z'),
    ]);
    expect(positions).toEqual([
      { first: true, last: false },
      { first: false, last: false },
      { first: false, last: true },
      { first: true, last: true },
      { first: true, last: true },
      { first: true, last: true },
    ]);
  });

  it('starts a new run on an unreadable time', () => {
    expect(groupPositions([at('ann', 'soon'), at('ann', '2025-01-01T10:00:00Z')])).toEqual([
      { first: true, last: true },
      { first: true, last: true },
    ]);
  });
});

describe('groupPositions across midnight', () => {
  it('starts a new run on a new local day, even within five minutes', () => {
    const before = new Date(2026, 10, 28, 23, 58).toISOString();
    const after = new Date(2026, 10, 29, 0, 1).toISOString();
    expect(groupPositions([at('ann', before), at('ann', after)])).toEqual([
      { first: true, last: true },
      { first: true, last: true },
    ]);
  });
});
