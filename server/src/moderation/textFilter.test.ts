import { describe, expect, it } from 'vitest';
import { filterText } from './textFilter';

describe('filterText', () => {
  it('leaves clean text alone', () => {
    expect(filterText('Hello, Scunthorpe!')).toEqual({
      clean: 'Hello, Scunthorpe!',
      flagged: false,
    });
  });
  it('censors profanity with asterisks of the same length', () => {
    const result = filterText('you are a fucking idiot');
    expect(result.flagged).toBe(true);
    expect(result.clean).not.toMatch(/fuck/);
    expect(result.clean).toHaveLength('you are a fucking idiot'.length);
  });
});
