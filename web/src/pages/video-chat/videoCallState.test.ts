import { describe, expect, it } from 'vitest';
import {
  initialVideoCallState as idle,
  videoCallReducer,
  type VideoCallAction,
  type VideoCallState,
} from './videoCallState';

const run = (actions: VideoCallAction[], from: VideoCallState = idle) =>
  actions.reduce(videoCallReducer, from);

const inCall = (members = ['bob', 'carol']) =>
  run([
    { type: 'queued' },
    { type: 'enteredCall', callId: 'call-1', members, sharedInterests: ['Chess'] },
  ]);

describe('the video call state machine', () => {
  it('goes idle → waiting → in call, and keeps the widening only while waiting', () => {
    const waiting = run([{ type: 'queued' }, { type: 'waiting', widened: true }]);
    expect(waiting).toMatchObject({ phase: 'waiting', widened: true, matchError: null });
    const call = videoCallReducer(waiting, {
      type: 'enteredCall',
      callId: 'call-1',
      members: ['bob'],
      sharedInterests: [],
    });
    expect(call).toMatchObject({ phase: 'inCall', callId: 'call-1', members: ['bob'] });
    expect(call.captchaPassed).toBe(true);
    expect(videoCallReducer(call, { type: 'waiting', widened: false })).toBe(call);
  });

  it('adds members once, in the order they came, and a newcomer ends the looking for more', () => {
    let state = run([{ type: 'lookingForMore' }], inCall(['bob']));
    expect(state.lookingForMore).toBe(true);
    state = run(
      [
        { type: 'memberJoined', member: 'carol' },
        { type: 'memberJoined', member: 'carol' },
        { type: 'membersKnown', members: ['bob', 'dave'] },
      ],
      state,
    );
    expect(state.members).toEqual(['bob', 'carol', 'dave']);
    expect(state.lookingForMore).toBe(false);
  });

  it('records what members tell of their microphone and camera, for members only', () => {
    let state = run(
      [
        { type: 'memberMedia', socketId: 'bob', media: { audio: false, video: true } },
        { type: 'memberMedia', socketId: 'eve', media: { audio: false, video: false } },
      ],
      inCall(),
    );
    expect(state.memberMedia).toEqual({ bob: { audio: false, video: true } });
    state = videoCallReducer(state, { type: 'memberLeft', socketId: 'bob', callEnded: false });
    expect(state.members).toEqual(['carol']);
    expect(state.memberMedia).toEqual({});
  });

  it('ends the call when the last other member leaves, and a new call starts clean', () => {
    const withMedia = run(
      [{ type: 'memberMedia', socketId: 'bob', media: { audio: false, video: false } }],
      inCall(['bob']),
    );
    const ended = videoCallReducer(withMedia, {
      type: 'memberLeft',
      socketId: 'bob',
      callEnded: true,
    });
    expect(ended).toMatchObject({ phase: 'idle', callEnded: true, callId: null, members: [] });
    expect(ended.memberMedia).toEqual({});
    const next = run(
      [
        { type: 'queued' },
        { type: 'enteredCall', callId: 'call-2', members: ['bob'], sharedInterests: [] },
      ],
      ended,
    );
    expect(next).toMatchObject({ callEnded: false, memberMedia: {}, members: ['bob'] });
  });

  it('a refused request shows the reason; a spent captcha is asked for again', () => {
    const passed = run([{ type: 'queued' }, { type: 'requestAccepted' }]);
    expect(passed.captchaPassed).toBe(true);
    const skipRefused = videoCallReducer(passed, { type: 'refused', message: 'Slow down.' });
    expect(skipRefused).toMatchObject({ phase: 'idle', matchError: 'Slow down.' });
    expect(skipRefused.captchaPassed).toBe(true);
    const spent = videoCallReducer(passed, {
      type: 'refused',
      message: 'Captcha verification failed.',
      captchaSpent: true,
    });
    expect(spent.captchaPassed).toBe(false);
  });

  it('a lost connection forgets the call and the captcha, and says so only if it cut something', () => {
    const cut = videoCallReducer(inCall(), { type: 'disconnected', message: 'Lost.' });
    expect(cut).toMatchObject({ phase: 'idle', callId: null, captchaPassed: false });
    expect(cut.matchError).toBe('Lost.');
    const quiet = videoCallReducer(idle, { type: 'disconnected', message: 'Lost.' });
    expect(quiet.matchError).toBeNull();
  });

  it('leaving (End Call, Cancel) goes back to idle without an error', () => {
    const left = videoCallReducer(inCall(), { type: 'left' });
    expect(left).toMatchObject({ phase: 'idle', callId: null, members: [], matchError: null });
    expect(left.callEnded).toBe(false);
  });

  it('a filed report leaves that call (not a later one) and says so until the next request', () => {
    const reported = videoCallReducer(inCall(), { type: 'reported', callId: 'call-1' });
    expect(reported).toMatchObject({ phase: 'idle', callId: null, members: [] });
    expect(reported.leftAfterReport).toBe(true);
    expect(videoCallReducer(reported, { type: 'queued' }).leftAfterReport).toBe(false);
    const later = videoCallReducer(inCall(), { type: 'reported', callId: 'call-0' });
    expect(later).toMatchObject({ phase: 'inCall', callId: 'call-1', leftAfterReport: false });
  });

  it('keeps how much longer each new or low-trust member stays blurred, for this call only', () => {
    const entered = videoCallReducer(idle, {
      type: 'enteredCall',
      callId: 'call-1',
      members: ['bob'],
      sharedInterests: [],
      extraBlurMs: { bob: 3000 },
    });
    expect(entered.extraBlurMs).toEqual({ bob: 3000 });
    const joined = videoCallReducer(entered, {
      type: 'memberJoined',
      member: 'carol',
      extraBlurMs: 8000,
    });
    expect(joined.extraBlurMs).toEqual({ bob: 3000, carol: 8000 });
    expect(videoCallReducer(joined, { type: 'memberJoined', member: 'dan' }).extraBlurMs).toEqual({
      bob: 3000,
      carol: 8000,
    });
    expect(videoCallReducer(joined, { type: 'left' }).extraBlurMs).toEqual({});
  });
});
