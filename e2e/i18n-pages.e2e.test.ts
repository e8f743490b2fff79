/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';

/**
 * The static pages in the browser's language: /faq and /about in Spanish and in Arabic (right to
 * left), the FAQ's questions and answers included, at phone and desktop widths.
 */
describe('static pages in other languages', () => {
  const suite = browserSuite();

  async function open(path: string, locale: string, viewport: typeof PHONE) {
    return suite.open({ path, locale, viewport });
  }

  const cases = [
    {
      locale: 'es-ES',
      lang: 'es',
      dir: 'ltr',
      faqTitle: 'Preguntas frecuentes',
      firstQuestion: '¿Qué es Serendip?',
      firstAnswer: 'Serendip es un lugar gratuito para conocer gente nueva.',
      linkInAnswer: 'videochat anónimo',
      aboutTitle: 'Acerca de Serendip',
      aboutHeading: 'Lo que defendemos',
    },
    {
      locale: 'ar',
      lang: 'ar',
      dir: 'rtl',
      faqTitle: 'الأسئلة الشائعة',
      firstQuestion: 'ما هو Serendip؟',
      firstAnswer: 'Serendip مكان مجاني للتعرّف إلى أشخاص جدد.',
      linkInAnswer: 'دردشة الفيديو المجهولة',
      aboutTitle: 'عن Serendip',
      aboutHeading: 'ما نؤمن به',
    },
  ] as const;

  for (const expected of cases) {
    it(`shows /faq in ${expected.locale}, questions and answers translated`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page, errors } = await open('/faq', expected.locale, viewport);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(expected.faqTitle);
        expect(await page.getAttribute('html', 'lang')).toBe(expected.lang);
        expect(await page.getAttribute('html', 'dir')).toBe(expected.dir);
        expect(await page.getByTestId('faq-item').count()).toBe(14);
        expect(await page.getByRole('button', { name: expected.firstQuestion }).count()).toBe(1);
        expect(await page.getByText(expected.firstAnswer).count()).toBe(1);
        // A link inside an answer keeps its target, with its words translated.
        await page.getByRole('button', { name: expected.firstQuestion }).click();
        const secondQuestion = page.getByTestId('faq-item').nth(1).getByRole('button');
        await secondQuestion.click();
        await expect
          .poll(() =>
            page.getByRole('link', { name: expected.linkInAnswer }).first().getAttribute('href'),
          )
          .toBe('/video-chat');
        expect(await page.getByText('Do I need to register').count()).toBe(0);
        await screenshot(page, `i18n-pages-faq-${expected.lang}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });

    it(`shows /about in ${expected.locale}`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page, errors } = await open('/about', expected.locale, viewport);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(expected.aboutTitle);
        expect(await page.getAttribute('html', 'dir')).toBe(expected.dir);
        expect(await page.getByRole('heading', { name: expected.aboutHeading }).count()).toBe(1);
        expect(await page.getByText('What we stand for').count()).toBe(0);
        await screenshot(page, `i18n-pages-about-${expected.lang}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('keeps the English pages as the spec writes them', async () => {
    const { context, page, errors } = await open('/faq', 'en-US', DESKTOP);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Frequently Asked Questions');
    expect(await page.getByRole('button', { name: 'What is Serendip?' }).count()).toBe(1);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
