/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { expectCameraShown, expectReceiving, recordPeerConnections } from './videoCall';

/**
 * Video and stranger chat on a phone (docs/web/phone-chat.md), at 390 × 844 with touch and at
 * 1280 × 800: the camera preview and 'Find a Match' on one screen, the end-of-chat actions inside
 * the viewport, the call's controls named (and, on first use, labelled on screen), and in a call
 * of three no overlay over a name or another stranger's tile.
 */

const WIDE = { width: 1280, height: 800 };
const SOON = { timeout: 15_000 };
type Size = typeof PHONE;
type Rect = { x: number; y: number; width: number; height: number };

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('No box: the element is not shown.');
  return box;
}

/** The element lies wholly inside the viewport as it is now (no scrolling needed to reach it). */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await boxOf(locator);
  const { width, height } = page.viewportSize()!;
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} bottom (viewport ${height})`).toBeLessThanOrEqual(height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(width);
}

describe('video and stranger chat on a phone and a desktop', () => {
  const suite = browserSuite({ env: { TRUST_PROXY: 'true' } });
  const errors: string[][] = [];

  /** A fresh profile at this size (a phone has touch), from its own address. */
  async function openAt(size: Size, address: string, path: string): Promise<Page> {
    const touch = size.width < 576;
    const initScripts = [recordPeerConnections];
    const opened = await suite.open({ viewport: size, touch, address, initScripts, path });
    errors.push(opened.errors);
    return opened.page;
  }

  const tapOrClick = async (page: Page, locator: Locator) =>
    page.viewportSize()!.width < 576 ? locator.tap() : locator.click();

  async function solveCaptcha(page: Page) {
    if (await page.getByText('Captcha solved for this session.').isVisible()) return;
    await page.getByText("I'm not a robot").click();
  }

  async function openVideo(size: Size, address: string): Promise<Page> {
    const page = await openAt(size, address, '/video-chat');
    await expectCameraShown(page, 20_000);
    return page;
  }

  async function findMatch(page: Page, { group = false } = {}) {
    if (group) await page.getByRole('checkbox', { name: 'Open to Group Chat' }).check();
    await solveCaptcha(page);
    const button = page.getByRole('button', { name: 'Find a Match' });
    // The captcha's proof of work takes long on a loaded two-core machine.
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
    await button.click();
  }

  const endCall = (page: Page) => page.getByRole('button', { name: 'End Call' });

  it.each([
    ['phone', PHONE],
    ['desktop', WIDE],
  ])('on a %s the camera preview and Find a Match show without scrolling', async (label, size) => {
    const page = await openVideo(size, label === 'phone' ? '198.51.100.1' : '198.51.100.2');
    const start = page.getByRole('button', { name: 'Find a Match' });
    await expect.poll(() => start.isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectOnScreen(page, page.getByLabel('Your camera'), 'camera preview');
    await expectOnScreen(page, start, 'Find a Match');
    // The preview is still a real preview, not a thumbnail.
    expect((await boxOf(page.getByLabel('Your camera'))).height).toBeGreaterThan(150);
    await screenshot(page, 'phone-chat-video-setup');
  });

  it.each([
    ['phone', PHONE],
    ['desktop', WIDE],
  ])('on a %s the end-of-chat actions of a stranger chat fit the screen', async (label, size) => {
    const first = label === 'phone' ? '203.0.113.11' : '203.0.113.21';
    const second = label === 'phone' ? '203.0.113.12' : '203.0.113.22';
    const [a, b] = [
      await openAt(size, first, '/anonymous-chat'),
      await openAt(size, second, '/anonymous-chat'),
    ];
    try {
      await endOfChatFits(a, b);
    } finally {
      // The one who skipped is searching again: out, so the next strangers meet each other.
      await a.context().close();
      await b.context().close();
    }
  });

  async function endOfChatFits(a: Page, b: Page) {
    for (const page of [a, b]) {
      await solveCaptcha(page);
      const match = page.getByRole('button', { name: 'Match with a Stranger' });
      await expect.poll(() => match.isEnabled(), SOON).toBe(true);
      await tapOrClick(page, match);
    }
    const message = (page: Page) => page.getByLabel('Message', { exact: true });
    await expect.poll(() => message(a).isVisible(), SOON).toBe(true);
    await expect.poll(() => message(b).isVisible(), SOON).toBe(true);
    // While chatting, the composer and its actions are on screen and nothing lies over them.
    await expectOnScreen(b, b.locator('.anon-composer'), 'composer');
    await tapOrClick(a, a.getByRole('button', { name: 'New chat', exact: true }));
    await expect.poll(() => b.getByText('Stranger has disconnected').isVisible(), SOON).toBe(true);
    const reconnect = b.getByRole('button', { name: 'Reconnect', exact: true });
    await expect.poll(() => reconnect.isVisible(), SOON).toBe(true);
    await b.waitForTimeout(300);
    await expectOnScreen(b, b.getByRole('button', { name: 'New chat', exact: true }), 'New chat');
    await expectOnScreen(b, reconnect, 'Reconnect');
    expect(await b.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(b, 'phone-chat-anonymous-ended');
  }

  it('labels the call controls, and in a call of three no overlay covers a name or a tile', async () => {
    // Carol is on a phone; Alice and Bob on desktops.
    const alice = await openVideo(WIDE, '192.0.2.1');
    const carol = await openVideo(PHONE, '192.0.2.3');
    await findMatch(alice);
    await expect.poll(() => alice.getByText('Matching...').isVisible()).toBe(true);
    await findMatch(carol);
    await expect.poll(() => endCall(carol).isVisible(), SOON).toBe(true);

    // Every control has a name for screen readers, and on first use a label under its icon.
    const controls = carol.getByRole('group', { name: 'Call controls' });
    const names = ['Mute', 'Camera off', 'Skip', 'Add User', 'Chat', 'End Call'];
    for (const name of names) {
      const button = controls.getByRole('button', { name, exact: true });
      expect(await button.count(), name).toBe(1);
      const text = button.locator('.vc-control-label');
      await expect.poll(() => text.isVisible()).toBe(true);
      expect((await boxOf(text)).width, `${name} label width`).toBeGreaterThan(12);
    }
    await expectOnScreen(carol, controls, 'call controls');
    await screenshot(carol, 'phone-chat-call-first-use');

    await alice.getByRole('button', { name: 'Add User' }).click();
    const bob = await openVideo(WIDE, '192.0.2.2');
    await findMatch(bob, { group: true });
    await expect.poll(() => endCall(bob).isVisible(), SOON).toBe(true);
    for (const page of [alice, bob, carol]) await expectReceiving(page, 2);
    // Looking for a fourth: the pill shows in the call of three.
    await carol.getByRole('button', { name: 'Add User' }).tap();
    const pill = carol.getByText('Looking for more members…');
    await expect.poll(() => pill.isVisible(), SOON).toBe(true);

    for (const size of [PHONE, WIDE]) {
      await carol.setViewportSize(size);
      await carol.waitForTimeout(300);
      const tiles = await carol.locator('figure.vc-tile').all();
      expect(tiles).toHaveLength(2);
      const tileBoxes = await Promise.all(tiles.map(boxOf));
      const names = await Promise.all(
        (await carol.locator('.vc-tile-label').all()).map((name) => boxOf(name)),
      );
      expect(names).toHaveLength(3);
      const own = await boxOf(carol.locator('.vc-local'));
      const pillBox = await boxOf(pill);
      const controlsBox = await boxOf(controls);
      const where = `at ${size.width} px`;
      for (const tile of tileBoxes) {
        expect(intersects(own, tile), `own picture over a stranger ${where}`).toBe(false);
        expect(intersects(pillBox, tile), `pill over a stranger ${where}`).toBe(false);
        expect(intersects(controlsBox, tile), `controls over a stranger ${where}`).toBe(false);
      }
      for (const name of names) {
        expect(intersects(pillBox, name), `pill over a name ${where}`).toBe(false);
        expect(intersects(controlsBox, name), `controls over a name ${where}`).toBe(false);
      }
      await screenshot(carol, 'phone-chat-call-of-three');
    }
    await carol.setViewportSize(PHONE);

    // The first call ends: the set-up is back with Find a Match on screen, and from then on the
    // phone's controls are icons (still named).
    await endCall(carol).tap();
    const start = carol.getByRole('button', { name: 'Find a Match' });
    await expect.poll(() => start.isVisible(), SOON).toBe(true);
    await expectOnScreen(carol, start, 'Find a Match after a call');
    await screenshot(carol, 'phone-chat-call-ended');
    await endCall(alice).click();
    await expect.poll(() => endCall(bob).isVisible(), SOON).toBe(false);
    await carol.reload();
    await expect.poll(() => carol.getByLabel('Your camera').isVisible(), SOON).toBe(true);
    await findMatch(carol);
    const dave = await openVideo(WIDE, '192.0.2.4');
    await findMatch(dave);
    await expect.poll(() => endCall(carol).isVisible(), SOON).toBe(true);
    for (const name of names) {
      const button = controls.getByRole('button', { name, exact: true });
      expect(await button.count(), name).toBe(1);
      // Visually hidden (a 1 px clip), still the text of the name.
      const box = await boxOf(button.locator('.vc-control-label'));
      expect(box.width, `${name} label width`).toBeLessThanOrEqual(1);
    }
    await screenshot(carol, 'phone-chat-call-later');
    for (const list of errors) expect(list).toEqual([]);
  }, 240_000);
});
