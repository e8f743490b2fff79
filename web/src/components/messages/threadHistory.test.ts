import { describe, expect, it } from 'vitest';
import type { MessagePage } from '@serendip/protocol';
import { pendingMessage } from '../../api/messageDelivery';
import { withFirstPage, withOlderPage, type ThreadHistory } from './threadHistory';

const bob = { _id: 'user-2', username: 'bob', profilePicture: '' };
const message = (n: number) => ({
  _id: `m${n}`,
  clientId: `c-${n}`,
  sender: bob,
  content: `text ${n}`,
  type: 'text' as const,
  createdAt: `2025-01-01T10:${String(n).padStart(2, '0')}:00Z`,
});
const page = (numbers: number[], currentPage: number, totalPages: number): MessagePage => ({
  messages: numbers.map(message),
  currentPage,
  totalPages,
});
const ids = (history: ThreadHistory | undefined) => history?.messages.map((one) => one._id);

describe('thread history', () => {
  const held: ThreadHistory = { messages: [1, 2, 3, 4].map(message), page: 2, totalPages: 2 };

  it('merges page 1 into held history that it meets, keeping the pages read', () => {
    const next = withFirstPage(held, page([4, 5], 1, 3));
    expect(ids(next)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(next).toMatchObject({ page: 2, totalPages: 3 });
  });

  it('drops held history page 1 no longer meets, keeping local sends', () => {
    const local = pendingMessage(bob, 'c-1', 'on its way', 'text');
    const next = withFirstPage(
      { ...held, messages: [...held.messages, local] },
      page([7, 8], 1, 3),
    );
    expect(ids(next)).toEqual(['m7', 'm8', 'local:c-1']);
    expect(next).toMatchObject({ page: 1, totalPages: 3 });
  });

  it('takes page 1 with what came live before it', () => {
    const next = withFirstPage({ messages: [message(9)], page: 0, totalPages: 0 }, page([1], 1, 2));
    expect(ids(next)).toEqual(['m1', 'm9']);
    expect(next).toMatchObject({ page: 1, totalPages: 2 });
  });

  it('merges an older page only right after the oldest page held', () => {
    const first: ThreadHistory = { messages: [message(3)], page: 1, totalPages: 2 };
    expect(ids(withOlderPage(first, 2, page([1, 2], 2, 2)))).toEqual(['m1', 'm2', 'm3']);
    expect(withOlderPage(first, 3, page([1], 3, 3))).toBe(first);
    expect(withOlderPage(undefined, 2, page([1], 2, 2))).toBeUndefined();
  });
});
