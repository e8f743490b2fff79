/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { expectCameraShown } from './videoCall';

/**
 * Report means leave, in the browser at phone and desktop widths: a video report takes the
 * reporter out of the call at once (the reported sees the call end), and after a text report
 * the reporter is looking for someone new with no Reconnect to the person reported.
 */
/** How long a poll waits: the test machine may be busy with other suites. */
const SOON = { timeout: 15_000 };

describe('a report takes the reporter away from the person reported', () => {
  const suite = browserSuite();
  const errors: string[][] = [];

  async function openPage(path: string, viewport: typeof DESKTOP): Promise<Page> {
    const opened = await suite.open({ viewport, path });
    errors.push(opened.errors);
    return opened.page;
  }

  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  async function start(page: Page, label: string) {
    await page.getByText("I'm not a robot").click();
    const start = button(page, label);
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`video at ${viewport.width} px: the flag, "Sexual content", and the reporter is out of the call`, async () => {
      const reporter = await openPage('/video-chat', viewport);
      const reported = await openPage('/video-chat', viewport);
      for (const page of [reported, reporter]) {
        await expectCameraShown(page);
        await start(page, 'Find a Match');
      }
      const flag = reporter.getByRole('button', { name: /^Report Stranger \[.{4}\]$/ });
      await expect.poll(() => flag.isVisible(), { timeout: 15_000 }).toBe(true);
      await flag.click();
      const dialog = reporter.getByRole('dialog', { name: /^Report Stranger/ });
      await expect.poll(() => dialog.isVisible(), SOON).toBe(true);
      const sent = Date.now();
      await dialog.getByRole('button', { name: 'Sexual content', exact: true }).click();
      // Back at the set-up screen with a note; the reported person's call has ended.
      await expect
        .poll(() => reporter.getByText('You left the call.', { exact: false }).isVisible(), SOON)
        .toBe(true);
      await expect
        .poll(() => reported.getByText('The call has ended.', { exact: false }).isVisible(), SOON)
        .toBe(true);
      // Informative only: the one-second bound is asserted where timing is not the test
      // machine's load (reportLeave.int.test.ts, on one process and across two).
      console.info(`video report, both pages updated: ${Date.now() - sent} ms`);
      expect(await button(reporter, 'End Call').count()).toBe(0);
      expect(await button(reported, 'End Call').count()).toBe(0);
      expect(await button(reporter, 'Find a Match').isVisible()).toBe(true);
      expect(
        await reporter.getByText('User reported successfully', { exact: false }).isVisible(),
      ).toBe(true);
      await screenshot(reporter, 'report-video-left');
      await screenshot(reported, 'report-video-reported');
      expect(errors.flat()).toEqual([]);
    });

    it(`text at ${viewport.width} px: after a report the reporter moves on, with no Reconnect`, async () => {
      const reporter = await openPage('/anonymous-chat', viewport);
      const reported = await openPage('/anonymous-chat', viewport);
      for (const page of [reported, reporter]) await start(page, 'Match with a Stranger');
      const chatting = (page: Page) => page.getByLabel('Message', { exact: true }).isVisible();
      await expect.poll(() => chatting(reporter), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => chatting(reported), SOON).toBe(true);
      await button(reporter, 'Report').click();
      const dialog = reporter.getByRole('dialog', { name: 'Report the stranger' });
      await expect.poll(() => dialog.isVisible(), SOON).toBe(true);
      await dialog.getByRole('button', { name: 'Sexual content', exact: true }).click();
      await expect.poll(() => reporter.getByText('Matching...').isVisible(), SOON).toBe(true);
      await expect
        .poll(() => reported.getByText('Stranger has disconnected').isVisible(), SOON)
        .toBe(true);
      expect(await button(reporter, 'Reconnect').count()).toBe(0);
      await screenshot(reporter, 'report-text-moved-on');
      // The reported side may be offered Reconnect, but the server refuses it and says so.
      const reconnect = button(reported, 'Reconnect');
      if (await reconnect.isVisible()) {
        await reconnect.click();
        await expect.poll(() => reconnect.count(), SOON).toBe(0);
        await expect.poll(() => chatting(reported), SOON).toBe(false);
      }
      await screenshot(reported, 'report-text-reported');
      expect(errors.flat()).toEqual([]);
      // The reporter is still looking for someone: gone, so the next test's strangers meet.
      for (const page of [reporter, reported]) await page.context().close();
    });
  }
});
