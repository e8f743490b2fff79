import { describe, expect, it } from 'vitest';
import { addressedToSocketsOnly } from './ephemeral';

describe('addressedToSocketsOnly', () => {
  it('is true for Socket.IO socket ids only', () => {
    expect(addressedToSocketsOnly(['Hq3n0lJ2d-_xYzAb12Cd'])).toBe(true);
    expect(addressedToSocketsOnly(new Set(['Hq3n0lJ2d-_xYzAb12Cd', 'aaaaaaaaaaaaaaaaaaaa']))).toBe(
      true,
    );
  });

  it('is false for named rooms, a mix, or no room (a broadcast to everyone)', () => {
    expect(addressedToSocketsOnly(['user:0190f0e2-7c1e-7a4b-9c1d-1234567890ab'])).toBe(false);
    expect(addressedToSocketsOnly(['anonymous:paired'])).toBe(false);
    expect(addressedToSocketsOnly(['Hq3n0lJ2d-_xYzAb12Cd', 'conversation:x'])).toBe(false);
    expect(addressedToSocketsOnly([])).toBe(false);
    expect(addressedToSocketsOnly(undefined)).toBe(false);
  });
});
