import { describe, expect, it } from 'vitest';
import {
  anonymousChatReducer,
  initialAnonymousChatState as idle,
  type AnonymousChatAction,
  type AnonymousChatState,
} from './anonymousChatState';

const run = (actions: AnonymousChatAction[], from: AnonymousChatState = idle) =>
  actions.reduce(anonymousChatReducer, from);

const partner = { sharedInterests: ['Chess'], isRegistered: false };
const profile = { _id: 'u1', username: 'carol', profilePicture: '' };

/** Matched, with a conversation, a revealed profile and a friend request under way. */
const chatting = () =>
  run([
    { type: 'queued' },
    { type: 'matching', widened: true },
    { type: 'matched', partner, uploadToken: 'ticket' },
    { type: 'message', sender: 'You', content: 'hi', kind: 'text' },
    { type: 'partnerTyping', typing: true },
    { type: 'message', sender: 'Stranger', content: 'hello', kind: 'text' },
    { type: 'partnerRevealed', profile },
    { type: 'friendRequestSent' },
  ]);

describe('the anonymous chat state machine', () => {
  it('matches: the conversation grows in order and their message ends their typing', () => {
    const state = chatting();
    expect(state).toMatchObject({ phase: 'matched', partner, uploadToken: 'ticket' });
    expect(state.captchaPassed).toBe(true);
    expect(state.messages.map((message) => [message.id, message.sender, message.content])).toEqual([
      [1, 'You', 'hi'],
      [2, 'Stranger', 'hello'],
    ]);
    expect(state.partnerTyping).toBe(false);
    expect(state.revealedPartner).toEqual(profile);
    expect(state.friendRequestSent).toBe(true);
  });

  it('keeps the conversation when the stranger leaves, without their upload ticket', () => {
    const ended = anonymousChatReducer(chatting(), { type: 'partnerLeft' });
    expect(ended).toMatchObject({ phase: 'ended', partnerLeft: true, uploadToken: null });
    expect(ended.messages).toHaveLength(2);
    expect(ended.revealedPartner).toEqual(profile);
  });

  it('a new match starts clean: no messages, profile or sent request', () => {
    const next = run(
      [
        { type: 'partnerLeft' },
        { type: 'queued' },
        { type: 'matched', partner, uploadToken: 'second' },
      ],
      chatting(),
    );
    expect(next).toMatchObject({ phase: 'matched', partnerLeft: false, uploadToken: 'second' });
    expect(next.messages).toEqual([]);
    expect(next.revealedPartner).toBeNull();
    expect(next.friendRequestSent).toBe(false);
    expect(next.profileRevealed).toBe(false);
  });

  it('skip goes straight back into the queue; stop goes back to the start', () => {
    expect(anonymousChatReducer(chatting(), { type: 'skipped' })).toMatchObject({
      phase: 'matching',
      messages: [],
      widened: false,
    });
    expect(anonymousChatReducer(chatting(), { type: 'stopped' })).toMatchObject({
      phase: 'idle',
      messages: [],
      partner: null,
    });
  });

  it('a refusal shows the reason and asks for the captcha again; a statement replaces the setup', () => {
    const passed = run([{ type: 'queued' }, { type: 'requestAccepted' }]);
    expect(passed.captchaPassed).toBe(true);
    const statement = { reason: 'Suspended' } as never;
    const refused = anonymousChatReducer(passed, { type: 'refused', message: 'No.', statement });
    expect(refused).toMatchObject({ phase: 'idle', captchaPassed: false, matchError: 'No.' });
    expect(refused.statement).toBe(statement);
    // A refused skip says why but leaves the statement as it was.
    const skipRefused = anonymousChatReducer(refused, { type: 'refused', message: 'Slow.' });
    expect(skipRefused.statement).toBe(statement);
    expect(anonymousChatReducer(idle, { type: 'failed', message: 'Offline.' })).toMatchObject({
      phase: 'idle',
      matchError: 'Offline.',
    });
  });

  it('a lost connection clears the chat and the captcha, and says so only if it cut something', () => {
    const cut = anonymousChatReducer(chatting(), { type: 'disconnected', message: 'Lost.' });
    expect(cut).toMatchObject({ phase: 'idle', captchaPassed: false, matchError: 'Lost.' });
    expect(cut.messages).toEqual([]);
    const quiet = anonymousChatReducer(idle, { type: 'disconnected', message: 'Lost.' });
    expect(quiet.matchError).toBeNull();
  });

  it('tracks the upload and the reveal of one’s own profile', () => {
    const state = run(
      [{ type: 'uploading', uploading: true }, { type: 'profileRevealed' }],
      chatting(),
    );
    expect(state).toMatchObject({ uploading: true, profileRevealed: true });
    expect(anonymousChatReducer(state, { type: 'uploading', uploading: false }).uploading).toBe(
      false,
    );
  });

  describe('reconnecting with the last stranger', () => {
    it('opens after a skip or the stranger leaving, never before a first partner', () => {
      expect(idle.reconnect).toBe('none');
      expect(run([{ type: 'queued' }, { type: 'skipped' }]).reconnect).toBe('none');
      expect(run([{ type: 'skipped' }], chatting())).toMatchObject({
        phase: 'matching',
        reconnect: 'available',
      });
      expect(run([{ type: 'partnerLeft' }], chatting())).toMatchObject({
        phase: 'ended',
        reconnect: 'available',
      });
      // Moving on after a report: never offered the reported stranger again.
      expect(run([{ type: 'skipped', reported: true }], chatting())).toMatchObject({
        phase: 'matching',
        reconnect: 'none',
      });
      // A new chat keeps the window; meeting someone new closes it.
      const searching = run([{ type: 'partnerLeft' }, { type: 'queued' }], chatting());
      expect(searching).toMatchObject({ phase: 'matching', reconnect: 'available' });
      expect(run([{ type: 'matched', partner, uploadToken: null }], searching).reconnect).toBe(
        'none',
      );
    });

    it('waits after asking (the conversation stays) and may cancel', () => {
      const left = run([{ type: 'partnerLeft' }], chatting());
      const waiting = run([{ type: 'reconnectAsked' }], left);
      expect(waiting).toMatchObject({ phase: 'ended', reconnect: 'waiting' });
      expect(waiting.messages).toHaveLength(2);
      expect(run([{ type: 'reconnectCancelled' }], waiting).reconnect).toBe('available');
      // The skipper asks from the queue: out of it, waiting.
      const skipped = run([{ type: 'skipped' }, { type: 'reconnectAsked' }], chatting());
      expect(skipped).toMatchObject({ phase: 'ended', reconnect: 'waiting' });
      // Both asked: the usual match follows.
      expect(run([{ type: 'matched', partner, uploadToken: 't' }], waiting)).toMatchObject({
        phase: 'matched',
        reconnect: 'none',
        messages: [],
      });
    });

    it('shows an offer only to someone who knows the last stranger; withdrawn or closed, it goes', () => {
      expect(run([{ type: 'reconnectOffered' }], chatting()).reconnect).toBe('none');
      const offered = run([{ type: 'partnerLeft' }, { type: 'reconnectOffered' }], chatting());
      expect(offered.reconnect).toBe('offered');
      expect(run([{ type: 'reconnectWithdrawn' }], offered).reconnect).toBe('available');
      expect(run([{ type: 'reconnectClosed' }], offered)).toMatchObject({
        phase: 'ended',
        reconnect: 'none',
      });
      expect(run([{ type: 'stopped' }], offered).reconnect).toBe('none');
      expect(run([{ type: 'disconnected', message: 'x' }], offered).reconnect).toBe('none');
    });
  });
});
