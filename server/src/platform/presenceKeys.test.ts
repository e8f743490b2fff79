import { describe, expect, it, vi } from 'vitest';
import {
  onlineUserIds,
  userOfPresenceKey,
  userPresenceKey,
  visitorPresenceKey,
} from './presenceKeys';

describe('presence keys', () => {
  it('tells a user’s key from a visitor’s, even for the same id', () => {
    expect(userOfPresenceKey(userPresenceKey('u1'))).toBe('u1');
    expect(userOfPresenceKey(visitorPresenceKey('u1'))).toBeUndefined();
    expect(userPresenceKey('u1')).not.toBe(visitorPresenceKey('u1'));
  });

  it('answers which users are online, by user id', async () => {
    const presenceOnline = vi.fn(async (people: string[]) => {
      const online = new Set([userPresenceKey('u2'), visitorPresenceKey('u3')]);
      return new Set(people.filter((person) => online.has(person)));
    });
    expect(await onlineUserIds({ presenceOnline }, ['u1', 'u2', 'u3'])).toEqual(new Set(['u2']));
    expect(presenceOnline).toHaveBeenCalledWith(['user:u1', 'user:u2', 'user:u3']);
  });

  it('asks the hub nothing for nobody', async () => {
    const presenceOnline = vi.fn();
    expect(await onlineUserIds({ presenceOnline }, [])).toEqual(new Set());
    expect(presenceOnline).not.toHaveBeenCalled();
  });
});
