/// <reference lib="dom" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PARTNER_CHAT_TERMINATED } from '@serendip/protocol';
import { DESKTOP, PHONE, SCREENSHOT_DIR } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';
import { seriousViolations } from './looks';

/**
 * Notices (docs/web/notices.md): toasts are drawn inside the viewport however far the page is
 * scrolled, never over the chat's composer, Report or the control that caused them; the same
 * text shows once; and one event gives one notice on each side (a message that ends a chat).
 */

/** A toast, in this stack (.app-toast) or in Bootstrap's (.toast). */
const TOAST = '.app-toast, .toast';
/** Anything that tells the person something happened: a toast, an inline alert, a card saying so. */
const NOTICE = `${TOAST}, .alert, .anon-rematch`;
const SOON = { timeout: 15_000 };

type Size = typeof PHONE;

/** The viewport as it is on screen (not the full page), for looking at where a toast is. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
}

async function visibleCount(locator: Locator): Promise<number> {
  let count = 0;
  for (const item of await locator.all()) if (await item.isVisible()) count += 1;
  return count;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('No box: the element is not shown.');
  return box;
}

type Rect = { x: number; y: number; width: number; height: number };
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast saying `text` lies wholly inside the viewport. */
async function expectInsideViewport(page: Page, text: string | RegExp, size: Size) {
  const toast = page.locator(TOAST).filter({ hasText: text }).first();
  await expect.poll(() => toast.isVisible(), SOON).toBe(true);
  const box = await boxOf(toast);
  expect(box.y, `toast top at ${box.y}`).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('notices on a %s', (label, size) => {
  const suite = browserSuite({ env: { TRUST_PROXY: 'true' } });
  const errors: string[][] = [];

  /** A fresh profile at this width, from its own address (strangers from one address do not meet). */
  async function openAt(address: string, token?: string): Promise<Page> {
    const opened = await suite.open({ viewport: size, address, token });
    errors.push(opened.errors);
    return opened.page;
  }

  async function startMatching(page: Page) {
    await page.goto('/anonymous-chat');
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), SOON).toBe(true);
    await match.click();
  }

  it('draws a toast inside the viewport on a page scrolled to its end', async () => {
    const person = await onboardedUser(suite.server, `scroll${label}${Date.now() % 100000}`);
    const page = await openAt('198.51.100.20', person.token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isVisible(), SOON).toBe(true);
    // The page is made long enough to scroll at any width, as a profile with many photos is.
    await page.evaluate(() => {
      document.body.style.paddingBottom = '3000px';
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByLabel('Bio').fill('Scrolled all the way down.');
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await save.click();
    await expectInsideViewport(page, 'Profile updated successfully!', size);
    // The button that caused it stays uncovered.
    const toast = page.locator(TOAST).filter({ hasText: 'Profile updated successfully!' });
    if (await save.isVisible()) expect(overlap(await boxOf(toast), await boxOf(save))).toBe(false);
    await viewportShot(page, 'notices-toast-scrolled');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('tells a visitor who taps Reveal once, in the sign-up sheet over the chat', async () => {
    const [visitor, other] = [await openAt('203.0.113.31'), await openAt('203.0.113.32')];
    await startMatching(visitor);
    await startMatching(other);
    await expect
      .poll(() => visitor.getByText('Chatting with Stranger').isVisible(), SOON)
      .toBe(true);
    await expect.poll(() => other.getByText('Chatting with Stranger').isVisible(), SOON).toBe(true);

    // A visitor cannot reveal: the sheet to sign up says why, and no toast repeats it.
    await visitor.getByRole('button', { name: 'Reveal My Profile' }).click();
    const text = 'You must be logged in to reveal your profile.';
    const sheet = visitor.getByRole('dialog', { name: 'Create your account' });
    await expect.poll(() => sheet.getByText(text).isVisible()).toBe(true);
    await visitor.waitForTimeout(300);
    expect(await visibleCount(visitor.getByText(text))).toBe(1);
    expect(await visibleCount(visitor.locator(TOAST))).toBe(0);
    await viewportShot(visitor, 'notices-reveal-sheet');
    expect(await seriousViolations(visitor)).toEqual([]);
    // Closed, the chat is still there with the same stranger.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect
      .poll(() => visitor.getByText('Chatting with Stranger').isVisible(), SOON)
      .toBe(true);
  });

  it('a message that ends the chat gives one notice to the sender and one to the partner', async () => {
    const [sender, partner] = [await openAt('203.0.113.41'), await openAt('203.0.113.42')];
    await startMatching(sender);
    await startMatching(partner);
    await expect
      .poll(() => sender.getByText('Chatting with Stranger').isVisible(), SOON)
      .toBe(true);
    await expect
      .poll(() => partner.getByText('Chatting with Stranger').isVisible(), SOON)
      .toBe(true);

    await sender.getByLabel('Message', { exact: true }).fill('kys');
    await sender.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => sender.getByText('Chat ended').isVisible(), SOON).toBe(true);
    await expect
      .poll(() => partner.getByText(PARTNER_CHAT_TERMINATED).isVisible(), SOON)
      .toBe(true);
    // Everything either side will be told has arrived by now (the stranger-left toast waits 300 ms).
    await sender.waitForTimeout(1500);
    const reason = (await sender.locator('[data-notice="terminated"] span').first().textContent())!;
    expect(reason.length).toBeGreaterThan(0);

    const senderNotices = sender.locator(NOTICE);
    const partnerNotices = partner.locator(NOTICE);
    expect(await visibleCount(senderNotices)).toBe(1);
    expect(await visibleCount(sender.getByText(reason, { exact: true }))).toBe(1);
    expect(await visibleCount(partnerNotices)).toBe(1);
    expect(await visibleCount(partner.getByText('Your partner has disconnected.'))).toBe(0);
    await viewportShot(sender, 'notices-ended-sender');
    await viewportShot(partner, 'notices-ended-partner');
    expect(await seriousViolations(sender)).toEqual([]);
    expect(await seriousViolations(partner)).toEqual([]);
    for (const list of errors) expect(list).toEqual([]);
  });
});
