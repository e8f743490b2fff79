import { describe, expect, it } from 'vitest';
import { placeToasts, type Box } from './toastPlacement';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NAVBAR: Box = { top: 0, left: 0, width: 1280, height: 64 };

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

describe('placeToasts', () => {
  it('puts the stack under the navbar, across a phone and at the right of a desktop', () => {
    const phone = placeToasts(60, PHONE, [{ ...NAVBAR, width: 390 }]);
    expect(phone).toEqual({ top: 72, left: 8, width: 374 });
    const desktop = placeToasts(60, DESKTOP, [NAVBAR]);
    expect(desktop).toEqual({ top: 72, left: 1280 - 360 - 16, width: 360 });
  });

  it("finds the gap between a chat's header and its composer, covering neither", () => {
    const header: Box = { top: 64, left: 0, width: 390, height: 120 };
    const composer: Box = { top: 700, left: 0, width: 390, height: 144 };
    const spot = placeToasts(120, PHONE, [{ ...NAVBAR, width: 390 }, header, composer]);
    const stack = { top: spot.top, left: spot.left, width: spot.width, height: 120 };
    expect(overlaps(stack, header)).toBe(false);
    expect(overlaps(stack, composer)).toBe(false);
    expect(spot.top).toBe(192);
  });

  it('leaves the control that caused it uncovered', () => {
    const button: Box = { top: 80, left: 1100, width: 120, height: 40 };
    const spot = placeToasts(60, DESKTOP, [NAVBAR, button]);
    expect(overlaps({ ...spot, height: 60 }, button)).toBe(false);
  });

  it('moves to the centre when the right column is taken from top to bottom (a call chat)', () => {
    const callChat: Box = { top: 0, left: 900, width: 380, height: 800 };
    const spot = placeToasts(60, DESKTOP, [callChat]);
    expect(spot.left).toBe(Math.round((1280 - 360) / 2));
    expect(overlaps({ ...spot, height: 60 }, callChat)).toBe(false);
  });

  it('stays where it is while that place is free, and moves once it is not', () => {
    const current = { top: 300, left: 8, width: 374 };
    expect(placeToasts(60, PHONE, [], current)).toBe(current);
    const composer: Box = { top: 320, left: 0, width: 390, height: 100 };
    expect(placeToasts(60, PHONE, [composer], current)).not.toEqual(current);
  });

  it('stays inside the viewport when nothing is free, covering the least', () => {
    const everything: Box = { top: 0, left: 0, width: 390, height: 844 };
    const spot = placeToasts(2000, PHONE, [everything]);
    expect(spot.top).toBeGreaterThanOrEqual(0);
    expect(spot.left).toBeGreaterThanOrEqual(0);
    expect(spot.left + spot.width).toBeLessThanOrEqual(390);
  });
});
