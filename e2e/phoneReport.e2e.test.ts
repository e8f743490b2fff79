/// <reference lib="dom" />
import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, screenshot, SCREENSHOT_DIR } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

/**
 * Reporting a profile (docs/web/phone-chat.md), at 390 × 844 with touch and at 1280 × 800: a tap
 * on a category selects it and sends nothing, Submit sends it, no "Please provide a reason"
 * follows a picked category, and the toasts of Report and Add Friend never lie over the button
 * that caused them.
 */

const WIDE = { width: 1280, height: 800 };
const SOON = { timeout: 15_000 };
const REPORTED = 'User reported successfully. Thank you for your feedback.';
type Rect = { x: number; y: number; width: number; height: number };

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The viewport as it is on screen (a toast is fixed to it). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path: file });
}

async function boxOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('No box: the element is not shown.');
  return box;
}

describe.each([
  ['phone', PHONE],
  ['desktop', WIDE],
])('reporting a profile on a %s', (label, size) => {
  const suite = browserSuite();
  const errors: string[][] = [];
  const phone = size.width < 576;

  async function signedIn(token: string): Promise<Page> {
    const opened = await suite.open({ viewport: size, touch: phone, token });
    errors.push(opened.errors);
    return opened.page;
  }

  const tap = (locator: Locator) => (phone ? locator.tap() : locator.click());

  /** The toast saying `text`, once shown; checked not to lie over `control`. */
  async function expectToastClearOf(page: Page, text: string, control: Locator, what: string) {
    const toast = page.locator('.app-toast').filter({ hasText: text });
    await expect.poll(() => toast.isVisible(), SOON).toBe(true);
    // Checked over a second: the stack may move once the dialog gives the focus back.
    for (let look = 0; look < 4; look += 1) {
      if (!(await toast.isVisible())) break;
      expect(intersects(await boxOf(toast), await boxOf(control)), `toast over ${what}`).toBe(
        false,
      );
      await page.waitForTimeout(250);
    }
  }

  it('a category is picked, Submit sends it, and the toast leaves Report uncovered', async () => {
    const suffix = `${label}${Date.now() % 100000}`;
    const reporter = await onboardedUser(suite.server, `rep${suffix}`);
    const target = await onboardedUser(suite.server, `tgt${suffix}`);
    const page = await signedIn(reporter.token);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/report/')) sent.push(request.postData() ?? '');
    });
    await page.goto(`/profile/${target.user._id}`);
    const report = page.getByRole('button', { name: 'Report', exact: true });
    await expect.poll(() => report.isVisible(), SOON).toBe(true);
    await tap(report);
    const dialog = page.getByRole('dialog', { name: `Report tgt${suffix}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);

    const spam = dialog.getByRole('radio', { name: 'Spam or scam' });
    await tap(spam);
    await page.waitForTimeout(500);
    expect(await spam.isChecked()).toBe(true);
    expect(await dialog.isVisible(), 'the dialog stays open').toBe(true);
    expect(sent, 'a tap on a category sends nothing').toEqual([]);
    expect(await page.getByText('Please provide a reason for reporting.').count()).toBe(0);
    await screenshot(page, 'phone-report-profile-dialog');
    // The dialog itself (the page behind it is dimmed by the backdrop on purpose).
    const { violations } = await new AxeBuilder({ page }).include('.modal-dialog').analyze();
    expect(
      violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'),
    ).toEqual([]);

    await tap(dialog.getByRole('button', { name: 'Submit report' }));
    await expect.poll(() => sent.length, SOON).toBe(1);
    expect(JSON.parse(sent[0]!)).toEqual({ reason: 'Spam or scam', category: 'spam' });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await viewportShot(page, 'phone-report-profile-toast');
    await expectToastClearOf(page, REPORTED, report, 'Report');

    // Add Friend's outcome is its own button ('Request Sent'); a toast it raises stays off it.
    const add = page.getByRole('button', { name: 'Add Friend' });
    await tap(add);
    const sentButton = page.getByRole('button', { name: 'Request Sent' });
    await expect.poll(() => sentButton.isVisible(), SOON).toBe(true);
    const toasts = page.locator('.app-toast');
    for (const toast of await toasts.all()) {
      if (await toast.isVisible())
        expect(intersects(await boxOf(toast), await boxOf(sentButton))).toBe(false);
    }
    for (const list of errors) expect(list).toEqual([]);
  });

  it('without a category or a reason, Submit says a reason is needed and sends nothing', async () => {
    const suffix = `${label}${Date.now() % 100000}`;
    const reporter = await onboardedUser(suite.server, `rq${suffix}`);
    const target = await onboardedUser(suite.server, `tq${suffix}`);
    const page = await signedIn(reporter.token);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/report/')) sent += 1;
    });
    await page.goto(`/profile/${target.user._id}`);
    const report = page.getByRole('button', { name: 'Report', exact: true });
    await expect.poll(() => report.isVisible(), SOON).toBe(true);
    await tap(report);
    const dialog = page.getByRole('dialog');
    await tap(dialog.getByRole('button', { name: 'Submit report' }));
    await expect
      .poll(() => dialog.getByText('Please provide a reason for reporting.').isVisible())
      .toBe(true);
    expect(sent).toBe(0);
    // Picking a category clears it.
    await tap(dialog.getByRole('radio', { name: 'Harassment or hate' }));
    expect(await dialog.getByText('Please provide a reason for reporting.').count()).toBe(0);
  });
});
