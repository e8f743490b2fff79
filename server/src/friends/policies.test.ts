import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { friendRequestOutcome } from './policies';

const none = {
  viewerBlocked: false,
  blockedViewer: false,
  isFriend: false,
  requestSent: false,
  requestReceived: false,
};

function failure(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected an error');
}

describe('friendRequestOutcome', () => {
  it('sends a request, or befriends when the other already asked', () => {
    expect(friendRequestOutcome('a', 'b', none)).toBe('request');
    expect(friendRequestOutcome('a', 'b', { ...none, requestReceived: true })).toBe('befriend');
  });

  it.each([
    ['oneself', 'a', none, 'invalid', 'You cannot send a friend request to yourself.'],
    ['nobody', 'b', undefined, 'notFound', 'User not found.'],
    [
      'someone I blocked',
      'b',
      { ...none, viewerBlocked: true },
      'forbidden',
      'You cannot send a friend request to this user.',
    ],
    [
      'someone who blocked me',
      'b',
      { ...none, blockedViewer: true, requestReceived: true },
      'forbidden',
      'You cannot send a friend request to this user.',
    ],
    ['a friend', 'b', { ...none, isFriend: true }, 'conflict', 'You are already friends.'],
    ['twice', 'b', { ...none, requestSent: true }, 'conflict', 'Friend request already sent.'],
  ])('refuses %s', (_, recipientId, recipient, kind, message) => {
    expect(failure(() => friendRequestOutcome('a', recipientId, recipient))).toEqual({
      kind,
      message,
    });
  });
});
