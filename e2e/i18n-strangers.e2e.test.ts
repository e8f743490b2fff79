/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';

/**
 * The anonymous text chat and the video chat in Spanish and in Arabic: a Spanish and an Arabic
 * browser match each other, each reads the chat in its own language, and Arabic lays it out
 * right to left (one's own messages at the left, the stranger's at the right).
 */
describe('the chats in Spanish and Arabic', () => {
  const suite = browserSuite();

  async function open(locale: string, path: string, viewport = DESKTOP) {
    const { page, errors } = await suite.open({ locale, path, viewport });
    return { page, errors };
  }

  /** Ticks the captcha (its words in the page's language) and presses the start button. */
  async function startMatching(page: Page, notRobot: string) {
    const start = page.locator('.stranger-match-start');
    await expect.poll(() => page.getByText(notRobot).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByText(notRobot).click();
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
  }

  /** The horizontal centre of the last element the locator finds. */
  async function centreX(page: Page, selector: string): Promise<number> {
    const box = await page.locator(selector).last().boundingBox();
    if (!box) throw new Error(`${selector} is not on the page`);
    return box.x + box.width / 2;
  }

  it('chats between a Spanish and an Arabic browser, each in its own language', async () => {
    const es = await open('es-ES', '/anonymous-chat', PHONE);
    const ar = await open('ar', '/anonymous-chat', DESKTOP);
    expect(await es.page.getAttribute('html', 'dir')).toBe('ltr');
    await expect.poll(() => ar.page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await ar.page.getAttribute('html', 'lang')).toBe('ar');

    await startMatching(es.page, 'No soy un robot');
    await expect
      .poll(() => es.page.getByRole('heading', { name: 'Buscando pareja...' }).isVisible())
      .toBe(true);
    await startMatching(ar.page, 'لست روبوتًا');

    const esBox = es.page.getByLabel('Mensaje', { exact: true });
    const arBox = ar.page.getByLabel('رسالة', { exact: true });
    await expect.poll(() => esBox.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => arBox.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await es.page.getByRole('heading', { name: 'Chateando con un desconocido' }).count(),
    ).toBe(1);
    expect(await ar.page.getByRole('heading', { name: 'دردشة مع غريب' }).count()).toBe(1);
    expect(await esBox.getAttribute('placeholder')).toBe('Escribe un mensaje…');
    expect(await arBox.getAttribute('placeholder')).toBe('اكتب رسالة…');
    expect(await es.page.getByRole('button', { name: 'Mostrar mi perfil' }).count()).toBe(1);
    expect(await ar.page.getByRole('button', { name: 'كشف ملفي الشخصي' }).count()).toBe(1);

    await esBox.fill('¡Hola desde Madrid!');
    await es.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect.poll(() => ar.page.getByText('¡Hola desde Madrid!').isVisible()).toBe(true);
    await arBox.fill('مرحبًا من القاهرة');
    await ar.page.getByRole('button', { name: 'إرسال', exact: true }).click();
    await expect.poll(() => es.page.getByText('مرحبًا من القاهرة').isVisible()).toBe(true);
    expect(await ar.page.getByText('غريب', { exact: true }).count()).toBeGreaterThan(0);
    expect(await es.page.getByText('Desconocido', { exact: true }).count()).toBeGreaterThan(0);

    // Arabic mirrors the conversation: one's own bubble at the left, the stranger's at the right;
    // Spanish keeps one's own at the right.
    for (const viewport of [DESKTOP, PHONE]) {
      await ar.page.setViewportSize(viewport);
      const arMine = await centreX(ar.page, '.anon-message.mine .anon-bubble');
      const arTheirs = await centreX(ar.page, '.anon-message.theirs .anon-bubble');
      expect(arMine).toBeLessThan(arTheirs);
    }
    const esMine = await centreX(es.page, '.anon-message.mine .anon-bubble');
    const esTheirs = await centreX(es.page, '.anon-message.theirs .anon-bubble');
    expect(esMine).toBeGreaterThan(esTheirs);

    await screenshotBothWidths(ar.page, 'i18n-strangers-chat-ar');
    await screenshotBothWidths(es.page, 'i18n-strangers-chat-es');

    // The stranger leaves: the other side says so in its own language.
    await es.page.getByRole('button', { name: 'Parar' }).click();
    await expect
      .poll(() => ar.page.getByText('انقطع اتصال الغريب').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => ar.page.getByText('انقطع اتصال الطرف الآخر.').isVisible()).toBe(true);
    await screenshotBothWidths(ar.page, 'i18n-strangers-chat-ended-ar');
    expect(es.errors).toEqual([]);
    expect(ar.errors).toEqual([]);
  });

  it('shows the video chat in Spanish and mirrored in Arabic, before and during a call', async () => {
    const es = await open('es-ES', '/video-chat', DESKTOP);
    const ar = await open('ar', '/video-chat', DESKTOP);
    for (const { page } of [es, ar]) {
      await expect
        .poll(() => page.locator('.vc-local-video').isVisible(), { timeout: 20_000 })
        .toBe(true);
    }
    expect(await es.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Videochat anónimo',
    );
    expect(await ar.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'دردشة فيديو مجهولة',
    );
    expect(await es.page.getByRole('checkbox', { name: 'Abierto a chat en grupo' }).count()).toBe(
      1,
    );
    expect(
      await ar.page.getByRole('checkbox', { name: 'منفتح على الدردشة الجماعية' }).count(),
    ).toBe(1);
    expect(await es.page.locator('.stranger-match-start').textContent()).toBe('Buscar pareja');
    expect(await ar.page.locator('.stranger-match-start').textContent()).toBe('ابحث عن شريك');
    await screenshotBothWidths(ar.page, 'i18n-strangers-video-setup-ar');

    await startMatching(es.page, 'No soy un robot');
    await startMatching(ar.page, 'لست روبوتًا');
    const endCall = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
    await expect.poll(() => endCall(es.page, 'Colgar').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => endCall(ar.page, 'إنهاء المكالمة').isVisible(), { timeout: 20_000 })
      .toBe(true);
    const controls = ar.page.getByRole('group', { name: 'عناصر التحكم في المكالمة' });
    expect(await controls.getByRole('button', { name: 'تخطٍّ' }).count()).toBe(1);
    expect(await ar.page.getByRole('log', { name: 'رسائل المكالمة' }).count()).toBe(1);
    expect(await es.page.getByRole('log', { name: 'Mensajes de la llamada' }).count()).toBe(1);

    // The call chat sits at the page's end side: the right in Spanish, the left in Arabic; the
    // controls read from the start side (Mute first: leftmost in Spanish, rightmost in Arabic).
    const stageAr = await centreX(ar.page, '.vc-stage');
    const chatAr = await centreX(ar.page, '.vc-chat');
    expect(chatAr).toBeLessThan(stageAr);
    const stageEs = await centreX(es.page, '.vc-stage');
    const chatEs = await centreX(es.page, '.vc-chat');
    expect(chatEs).toBeGreaterThan(stageEs);
    const firstAr = await ar.page.locator('.vc-control').first().boundingBox();
    const lastAr = await ar.page.locator('.vc-control').last().boundingBox();
    expect(firstAr!.x).toBeGreaterThan(lastAr!.x);

    await screenshotBothWidths(ar.page, 'i18n-strangers-video-call-ar');
    await screenshotBothWidths(es.page, 'i18n-strangers-video-call-es');
    await endCall(es.page, 'Colgar').click();
    expect(es.errors).toEqual([]);
    expect(ar.errors).toEqual([]);
  });
});
