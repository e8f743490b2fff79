/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { seriousViolations } from './looks';

/**
 * The app in the browser's language: the landing page and its footer in Spanish and Arabic
 * (right to left) from the browser's locale, English texts as the spec writes them, and a
 * language chosen in the footer remembered on the next visit.
 */
describe('languages', () => {
  const suite = browserSuite();

  async function landing(locale: string, viewport = DESKTOP, path = '/') {
    return suite.open({ locale, viewport, path });
  }

  it('shows the landing page in Spanish for a Spanish browser, with <html lang="es">', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await landing('es-ES', viewport);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      await expect
        .poll(() => page.getByRole('link', { name: 'Empieza a chatear ahora' }).count())
        .toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Conoce a alguien nuevo, un chat a la vez.',
      );
      expect(await page.getByText('Conectando personas, un chat a la vez.').count()).toBe(1);
      await screenshot(page, 'languages-landing-es');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows /anonymous-chat and the navigation in Spanish', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await landing('es-ES', viewport, '/anonymous-chat');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Chat anónimo' }).count())
        .toBe(1);
      expect(await page.getByRole('button', { name: 'Buscar un desconocido' }).count()).toBe(1);
      expect(await page.getByLabel('Intereses').count()).toBe(1);
      // The browser's language is preset among the languages spoken, named in Spanish.
      expect(await page.getByText('Idiomas que hablo:').textContent()).toContain('español');
      if (viewport === PHONE) {
        expect(await page.getByRole('link', { name: 'Desconocidos' }).count()).toBe(1);
      } else {
        expect(await page.getByRole('link', { name: 'Videochat', exact: true }).count()).toBe(1);
      }
      await screenshot(page, 'languages-anonymous-es');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('lays the landing page out right to left in Arabic', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await landing('ar', viewport);
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('ar');
      const cta = page.getByRole('link', { name: 'ابدأ الدردشة الآن' });
      await expect.poll(() => cta.count()).toBe(1);
      // Mirrored: the heading's text starts at the right edge of its box.
      const align = await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => getComputedStyle(heading).direction);
      expect(align).toBe('rtl');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'languages-landing-ar');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps the specification's English texts for an English browser", async () => {
    const { context, page, errors } = await landing('en-US');
    await expect
      .poll(() => page.getByRole('link', { name: 'Start Chatting Now', exact: true }).count())
      .toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    for (const name of ['Start Chatting Now', 'Start Video Chat', 'Join Now', 'Privacy Policy']) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await page.getByText('Connecting people, one chat at a time.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language from the footer and remembers it on the next visit', async () => {
    const { context, page, errors } = await landing('en-US', PHONE);
    await page.getByLabel('Language').selectOption('ja');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    await expect
      .poll(() => page.getByRole('link', { name: '今すぐチャットを始める' }).count())
      .toBe(1);
    await page.reload();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.getByRole('link', { name: '今すぐチャットを始める' }).count()).toBe(1);
    await screenshot(page, 'languages-landing-ja');
    expect(errors).toEqual([]);
    await context.close();
  });
});
