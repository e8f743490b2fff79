import { describe, expect, it } from 'vitest';
import { initialFrameCheck, isBlurred, nextFrameCheck, type FrameScores } from './frameVerdict';

const clean: FrameScores = { Drawing: 0.1, Hentai: 0.01, Neutral: 0.85, Porn: 0.02, Sexy: 0.02 };
const explicit: FrameScores = { Drawing: 0, Hentai: 0.1, Neutral: 0.05, Porn: 0.8, Sexy: 0.05 };

describe('frame checks', () => {
  it('keeps a new stranger blurred until a frame passes, unless blur-first is off', () => {
    expect(isBlurred(initialFrameCheck, true)).toBe(true);
    expect(isBlurred(initialFrameCheck, false)).toBe(false);
    const passed = nextFrameCheck(initialFrameCheck, clean);
    expect(isBlurred(passed, true)).toBe(false);
  });

  it('blurs at once on an explicit frame and closes after three in a row', () => {
    let state = nextFrameCheck(initialFrameCheck, clean);
    state = nextFrameCheck(state, explicit);
    expect(isBlurred(state, false)).toBe(true);
    expect(state.closed).toBe(false);
    state = nextFrameCheck(state, clean);
    expect(state.streak).toBe(0);
    for (let i = 0; i < 3; i += 1) state = nextFrameCheck(state, explicit);
    expect(state).toEqual({ passed: false, streak: 3, closed: true });
    expect(nextFrameCheck(state, clean).closed).toBe(true);
  });
});
