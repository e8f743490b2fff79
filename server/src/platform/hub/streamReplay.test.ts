import { describe, expect, it } from 'vitest';
import { RecentPublications, REPLAY_WINDOW_MS, SeenOnce } from './streamReplay';

describe('RecentPublications', () => {
  it('keeps only the last few seconds and hands them out once, oldest first', () => {
    const recent = new RecentPublications<string>();
    recent.record('old', 1000);
    recent.record('a', 1000 + REPLAY_WINDOW_MS + 1);
    recent.record('b', 1000 + REPLAY_WINDOW_MS + 2);
    expect(recent.takeSince(0)).toEqual(['a', 'b']);
    expect(recent.takeSince(0)).toEqual([]);
  });

  it('gives what was published from the instant asked', () => {
    const recent = new RecentPublications<string>();
    recent.record('a', 100);
    recent.record('b', 200);
    expect(recent.takeSince(150)).toEqual(['b']);
  });
});

describe('SeenOnce', () => {
  it('says true the first time only', () => {
    const seen = new SeenOnce();
    expect(seen.firstTime('x')).toBe(true);
    expect(seen.firstTime('x')).toBe(false);
    expect(seen.firstTime('y')).toBe(true);
  });
});
