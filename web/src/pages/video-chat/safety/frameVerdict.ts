/** nsfwjs's five classes for one sampled frame. */
export type FrameScores = Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>;

/** Porn + Hentai at or above this makes a frame explicit. */
export const EXPLICIT_SCORE = 0.7;
/** Explicit samples in a row (about one a second) that close the stranger's video. */
export const EXPLICIT_IN_A_ROW = 3;

/** What the viewer's browser knows about one stranger's video. */
export interface FrameCheckState {
  /** A frame has passed: blur-first lifts. */
  passed: boolean;
  /** Explicit samples in a row so far. */
  streak: number;
  /** The video was closed (nothing more is sampled). */
  closed: boolean;
}

export const initialFrameCheck: FrameCheckState = { passed: false, streak: 0, closed: false };

export const isExplicit = (scores: FrameScores) => scores.Porn + scores.Hentai >= EXPLICIT_SCORE;

/**
 * The next state after one sample. An explicit frame blurs the tile again at once; several in
 * a row close the video. A clean frame lifts blur-first and resets the streak.
 */
export function nextFrameCheck(state: FrameCheckState, scores: FrameScores): FrameCheckState {
  if (state.closed) return state;
  if (!isExplicit(scores)) return { passed: true, streak: 0, closed: false };
  const streak = state.streak + 1;
  return { passed: false, streak, closed: streak >= EXPLICIT_IN_A_ROW };
}

/** Whether the tile is blurred: until a frame passes (unless the viewer turned it off), and at once on an explicit frame. */
export function isBlurred(state: FrameCheckState, blurFirst: boolean): boolean {
  if (state.closed || state.streak > 0) return true;
  return blurFirst && !state.passed;
}
