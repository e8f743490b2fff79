/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';

/**
 * Screenshots of the page at phone and desktop widths, in light and dark mode (the app follows
 * the system colour scheme while the person has not picked one), each checked with axe. Returns
 * the serious and critical accessibility violations found, as "rule: target" lines.
 */
export async function lookAtPage(page: Page, name: string): Promise<string[]> {
  const original = page.viewportSize() ?? DESKTOP;
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (expected) => document.documentElement.getAttribute('data-bs-theme') === expected,
      scheme,
    );
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      await screenshot(page, `${name}-${scheme}`);
      problems.push(
        ...(await seriousViolations(page)).map((line) => `${scheme} ${size.width}: ${line}`),
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(original);
  return problems;
}

/**
 * Waits for the page's finite CSS transitions and animations to end: a sheet or toast caught
 * half faded in blends its colours with the page behind and fails contrast for no real reason.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** axe's serious and critical violations on the page once its transitions have ended. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}
