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

  it("shows a failed read's message only when there is nothing else to show", () => {
    const failure = new ApiError('Not allowed.', 403);
    expect(loadError({ error: failure, data: undefined }, 'Could not load.')).toBe('Not allowed.');
    expect(loadError({ error: new ApiError('', 500), data: undefined }, 'Could not load.')).toBe(
      'Could not load.',
    );
    expect(loadError({ error: failure, data: [] }, 'Could not load.')).toBeNull();
    expect(loadError({ error: null, data: undefined }, 'Could not load.')).toBeNull();
  });
});
