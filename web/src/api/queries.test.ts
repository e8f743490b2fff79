import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { loadError, shouldRetry } from './queries';

describe('query policy', () => {
  it('retries a network failure or a server error twice, a refusal never', () => {
    for (const status of [0, 500, 503]) {
      const failure = new ApiError('', status);
      expect(
        [0, 1, 2].map((count) => shouldRetry(count, failure)),
        String(status),
      ).toEqual([true, true, false]);
    }
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetry(0, new ApiError('', status)), String(status)).toBe(false);
    }
  });

  it("shows a failed read's message, else the fallback, and nothing when it did not fail", () => {
    const failure = new ApiError('Not allowed.', 403);
    expect(loadError({ error: failure }, 'Could not load.')).toBe('Not allowed.');
    expect(loadError({ error: new ApiError('', 500) }, 'Could not load.')).toBe('Could not load.');
    expect(loadError({ error: failure }, () => 'Chosen text.')).toBe('Chosen text.');
    expect(loadError({ error: null }, 'Could not load.')).toBeNull();
  });
});
