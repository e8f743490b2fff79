/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';

/**
 * Bootstrap's right-to-left build in Arabic, and only there: Arabic pages lay Bootstrap's
 * components out from the right (a form switch sits at its label's right), an English page never
 * fetches that build, and a language switched in the footer swaps the builds both ways. The legal
 * pages and blog posts say, in other languages, that their text is in English only.
 */
describe('right to left', () => {
  const suite = browserSuite();

  /** A page in a fresh profile, with the addresses of the scripts and stylesheets it fetched. */
  async function open(locale: string, viewport = DESKTOP) {
    const opened = await suite.open({ locale, viewport });
    const fetched: string[] = [];
    opened.page.on('request', (request) => fetched.push(request.url()));
    return { ...opened, fetched };
  }

  const RIGHT_TO_LEFT_BUILD = /bootstrap\.rtl/;

  /**
   * Where the "only my language" switch of /anonymous-chat sits beside its label. Bootstrap's
   * left-to-right build floats the switch left with a negative left margin whatever the
   * direction; its right-to-left build does the same on the right.
   */
  async function switchSide(page: Page): Promise<'left' | 'right'> {
    await page
      .locator('details:has(.form-switch)')
      .evaluate((details) => ((details as HTMLDetailsElement).open = true));
    const check = page.locator('.form-switch').first();
    const input = await check.locator('input').boundingBox();
    const label = await check.locator('label').boundingBox();
    if (!input || !label) throw new Error('The switch is not laid out.');
    return input.x + input.width / 2 < label.x + label.width / 2 ? 'left' : 'right';
  }

  it('lays Bootstrap out right to left in Arabic, from the first render', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors, fetched } = await open('ar', viewport);
      // Every direction and switch padding the page ever had: never left to right, not even
      // while the Arabic words are on their way.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { directionsSeen: string[] }).directionsSeen = seen;
        new MutationObserver(() => {
          const check = document.querySelector('.form-switch');
          if (!check) return;
          const direction = getComputedStyle(document.documentElement).direction;
          seen.push(`${direction}:${getComputedStyle(check).paddingRight}`);
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto('/anonymous-chat');
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      await expect.poll(() => page.getByRole('button', { name: 'ابحث عن غريب' }).count()).toBe(1);
      expect(fetched.filter((url) => RIGHT_TO_LEFT_BUILD.test(url))).toHaveLength(1);
      expect(await switchSide(page)).toBe('right');
      const seen = await page.evaluate(
        () => (window as unknown as { directionsSeen: string[] }).directionsSeen,
      );
      // Bootstrap's right-to-left build pads a switch on the right (2.5em of 16 px).
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((state) => state !== 'rtl:40px')).toEqual([]);
      await screenshot(page, 'rtl-anonymous-ar');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('never fetches the right-to-left build for an English page', async () => {
    const { context, page, errors, fetched } = await open('en-US', PHONE);
    await page.goto('/anonymous-chat');
    await expect
      .poll(() => page.getByRole('button', { name: 'Match with a Stranger' }).count())
      .toBe(1);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await switchSide(page)).toBe('left');
    expect(fetched.filter((url) => RIGHT_TO_LEFT_BUILD.test(url))).toEqual([]);
    await screenshot(page, 'rtl-anonymous-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swaps the builds when the language is switched in the footer, both ways', async () => {
    const { context, page, errors } = await open('en-US', DESKTOP);
    await page.goto('/anonymous-chat');
    await expect
      .poll(() => page.getByRole('button', { name: 'Match with a Stranger' }).count())
      .toBe(1);
    await page.getByLabel('Language', { exact: true }).selectOption('ar');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await switchSide(page)).toBe('right');
    await page.getByLabel('اللغة', { exact: true }).selectOption('en');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await switchSide(page)).toBe('left');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says on a legal page in Spanish that its text is in English only', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await open('es-ES', viewport);
      await page.goto('/terms');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Términos y condiciones');
      const notice = page.getByTestId('english-only-notice');
      expect(await notice.textContent()).toBe('Este texto solo está disponible en inglés.');
      // The English body is marked as English; the notice and the headings are not.
      const body = page.getByText('These terms govern your use of Serendip');
      expect(await body.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        'en',
      );
      expect(await notice.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        'es',
      );
      await screenshot(page, 'rtl-terms-es');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('sets the English body of a legal page and a blog post left to right in Arabic', async () => {
    const { context, page, errors } = await open('ar', PHONE);
    for (const [path, firstWords] of [
      ['/privacy', 'This policy explains what Serendip stores'],
      ['/blog', 'A video chat with a stranger can be'],
    ] as const) {
      await page.goto(path);
      await expect
        .poll(() => page.getByTestId('english-only-notice').textContent())
        .toBe('هذا النص متوفر باللغة الإنجليزية فقط.');
      const body = page.getByText(firstWords);
      expect(await body.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      expect(await body.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        'en',
      );
      await screenshot(page, `rtl-${path.slice(1)}-ar`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no notice on a legal page in English', async () => {
    const { context, page, errors } = await open('en-US', PHONE);
    await page.goto('/community');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Community Guidelines');
    expect(await page.getByTestId('english-only-notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
