import { describe, expect, it } from 'vitest';
import type { ConversationView } from '@serendip/protocol';
import { countsFromList, isCounted } from './unreadCounts';

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second)).toISOString();

function listed(id: string, unreadCount: number, lastSecond?: number): ConversationView {
  return {
    _id: id,
    participants: [],
    unreadCount,
    ...(lastSecond === undefined ? {} : { lastMessageAt: at(lastSecond) }),
  } as ConversationView;
}

describe('countsFromList', () => {
  it('takes the listed counts when nothing arrived meanwhile', () => {
    expect(countsFromList([listed('a', 3, 5), listed('b', 0)], [])).toEqual({ a: 3, b: 0 });
  });

  it('adds a message that arrived while the list was in flight and is newer than it', () => {
    const arrivals = [{ kind: 'message' as const, conversationId: 'a', createdAt: at(6) }];
    expect(countsFromList([listed('a', 3, 5)], arrivals)).toEqual({ a: 4 });
  });

  it('does not add a message the list has counted already', () => {
    const arrivals = [{ kind: 'message' as const, conversationId: 'a', createdAt: at(5) }];
    expect(countsFromList([listed('a', 3, 5)], arrivals)).toEqual({ a: 3 });
  });

  it('counts a message in a conversation the list did not have yet', () => {
    const arrivals = [{ kind: 'message' as const, conversationId: 'new', createdAt: at(1) }];
    expect(countsFromList([], arrivals)).toEqual({ new: 1 });
  });

  it('clears on a read that arrived meanwhile, then counts what came after it', () => {
    const arrivals = [
      { kind: 'read' as const, conversationId: 'a' },
      { kind: 'message' as const, conversationId: 'a', createdAt: at(9) },
    ];
    expect(countsFromList([listed('a', 3, 5)], arrivals)).toEqual({ a: 1 });
  });
});

describe('isCounted', () => {
  it('is true up to and including the newest listed time', () => {
    expect(isCounted(at(5), at(4))).toBe(true);
    expect(isCounted(at(5), at(5))).toBe(true);
    expect(isCounted(at(5), at(6))).toBe(false);
    expect(isCounted(undefined, at(1))).toBe(false);
  });
});
