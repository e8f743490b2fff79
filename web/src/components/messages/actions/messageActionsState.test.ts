import { describe, expect, it } from 'vitest';
import type { MessageReactionEvent } from '@serendip/protocol';
import type { ThreadMessage } from '../../../api/messageDelivery';
import {
  applyReaction,
  applyUpdate,
  mayEdit,
  reactedWith,
  threadKeyOf,
} from './messageActionsState';

const ann = { _id: 'u1', username: 'ann' };
const bob = { _id: 'u2', username: 'bob' };
const message = (id: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  _id: id,
  sender: { ...ann, profilePicture: '' },
  content: `text ${id}`,
  type: 'text',
  createdAt: new Date().toISOString(),
  ...extra,
});
const event = (over: Partial<MessageReactionEvent>): MessageReactionEvent => ({
  messageId: 'm1',
  conversationId: 'c1',
  emoji: '👍',
  user: bob,
  reacted: true,
  ...over,
});

describe('applyReaction', () => {
  it('adds, counts, ignores a repeat and removes', () => {
    let list = [message('m1'), message('m2')];
    list = applyReaction(list, event({}));
    list = applyReaction(list, event({})); // the same event twice changes nothing
    list = applyReaction(list, event({ user: ann }));
    expect(list[0]!.reactions).toEqual([{ emoji: '👍', count: 2, users: [bob, ann] }]);
    expect(reactedWith(list[0]!, 'u2', '👍')).toBe(true);
    list = applyReaction(list, event({ reacted: false }));
    list = applyReaction(list, event({ reacted: false, user: ann }));
    expect(list[0]!.reactions).toEqual([]);
    expect(list[1]).toEqual(message('m2', { createdAt: list[1]!.createdAt }));
  });
});

describe('applyUpdate', () => {
  it('keeps reactions on an edit and updates quotes; a delete clears them', () => {
    const reactions = [{ emoji: '👍', count: 1, users: [bob] }];
    const list = [
      message('m1', { reactions }),
      message('m2', { replyTo: { _id: 'm1', type: 'text', excerpt: 'text m1' } }),
    ];
    const edited = applyUpdate(list, {
      ...message('m1'),
      content: 'new',
      editedAt: 'x',
      clientId: 'c',
    });
    expect(edited[0]).toMatchObject({ content: 'new', editedAt: 'x', reactions });
    expect(edited[1]!.replyTo).toMatchObject({ excerpt: 'new' });
    const deleted = applyUpdate(edited, {
      ...message('m1'),
      content: 'Message deleted',
      deleted: true,
      clientId: 'c',
    });
    expect(deleted[0]!.reactions).toBeUndefined();
    expect(deleted[1]!.replyTo).toMatchObject({ excerpt: 'Message deleted', deleted: true });
  });
});

describe('mayEdit', () => {
  it('own text within 15 minutes only', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(mayEdit(message('a', { createdAt: at(14) }), true, now)).toBe(true);
    expect(mayEdit(message('a', { createdAt: at(16) }), true, now)).toBe(false);
    expect(mayEdit(message('a', { createdAt: at(1) }), false, now)).toBe(false);
    expect(mayEdit(message('a', { createdAt: at(1), type: 'image' }), true, now)).toBe(false);
    expect(mayEdit(message('a', { createdAt: at(1), deleted: true }), true, now)).toBe(false);
  });
});

it('threadKeyOf names the thread as its channel does', () => {
  expect(threadKeyOf({ conversationId: 'c' })).toBe('conversation:c');
  expect(threadKeyOf({ roomId: 'r' })).toBe('room:r');
});
