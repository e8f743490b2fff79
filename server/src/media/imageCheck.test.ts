import { describe, expect, it } from 'vitest';
import { decide, explicitScore, type ImageCheckSettings } from './imageCheck';
import type { ImageScores } from './imageClassifier';

const settings: ImageCheckSettings = {
  classifier: true,
  refuseAt: 0.8,
  reviewAt: 0.4,
  hashMaxDistance: 10,
};
const scores = (porn: number, hentai: number, sexy = 0): ImageScores => ({
  Porn: porn,
  Hentai: hentai,
  Sexy: sexy,
  Drawing: 0,
  Neutral: 1 - porn - hentai - sexy,
});

describe('decide', () => {
  it('refuses explicit images, queues the middle band for review, accepts the rest', () => {
    expect(explicitScore(scores(0.5, 0.35))).toBeCloseTo(0.85);
    expect(decide(scores(0.5, 0.35), settings)).toBe('refuse');
    expect(decide(scores(0.8, 0), settings)).toBe('refuse');
    expect(decide(scores(0.3, 0.2), settings)).toBe('review');
    expect(decide(scores(0.1, 0.1, 0.7), settings)).toBe('accept');
    expect(decide(scores(0.01, 0.02), settings)).toBe('accept');
  });
});
