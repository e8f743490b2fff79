/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

/**
 * Signing in and up, and one's profile and settings, in a Spanish and an Arabic browser: the
 * texts in the language, Arabic laid out right to left, and a language picked in settings kept
 * on the account.
 */
describe('accounts and profiles in other languages', () => {
  const suite = browserSuite();

  async function open(locale: string, viewport: { width: number; height: number }, token?: string) {
    return suite.open({ locale, viewport, token, tokenOnEveryLoad: true });
  }

  /** The text's direction as laid out, and whether the box's text starts at its right edge. */
  const direction = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node) => getComputedStyle(node).direction);

  it('shows login and register in Spanish', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await open('es-ES', viewport);
      await page.goto('/login');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' }).count())
        .toBe(1);
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getByLabel('Usuario o correo electrónico').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Iniciar sesión' }).count()).toBe(1);
      // The schema's checks speak the language too.
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect
        .poll(() => page.getByText('El usuario o correo electrónico es obligatorio.').count())
        .toBe(1);
      await screenshot(page, 'i18n-people-login-es');

      expect(await page.getByRole('link', { name: 'Crea una cuenta' }).count()).toBe(1);
      await page.goto('/register');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).count())
        .toBe(1);
      expect(await page.getByText('Al menos 6 caracteres.').count()).toBe(1);
      expect(
        await page
          .locator('.auth-card')
          .getByRole('link', { name: 'Términos y condiciones' })
          .count(),
      ).toBe(1);
      await screenshot(page, 'i18n-people-register-es');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('lays login and register out right to left in Arabic', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await open('ar', viewport);
      await page.goto('/register');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' }).count())
        .toBe(1);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('ar');
      expect(await page.getByLabel('اسم المستخدم').count()).toBe(1);
      expect(await direction(page, '.auth-card form')).toBe('rtl');
      // A label starts at the right edge of its field.
      const [label, field] = await Promise.all([
        page.getByText('اسم المستخدم', { exact: true }).boundingBox(),
        page.getByLabel('اسم المستخدم').boundingBox(),
      ]);
      expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThan(16);
      await screenshot(page, 'i18n-people-register-ar');

      await page.goto('/login');
      await expect.poll(() => page.getByRole('button', { name: 'تسجيل الدخول' }).count()).toBe(1);
      await screenshot(page, 'i18n-people-login-ar');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the profile, its settings and friends in Spanish', async () => {
    const ana = await onboardedUser(suite.server, 'ana_es', { bio: 'Hola', interests: ['Music'] });
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await open('es-ES', viewport, ana.token);
      await page.goto('/profile');
      const edit = page.getByRole('button', { name: 'Editar perfil' });
      await expect.poll(() => edit.count()).toBe(1);
      await edit.click();
      await expect.poll(() => page.getByRole('heading', { name: 'Privacidad' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Idioma' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Guardar cambios' }).count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Foto de perfil de ana_es' }).count()).toBe(1);
      await screenshot(page, 'i18n-people-profile-es');

      await page.goto('/friends');
      await expect
        .poll(() => page.getByText('No hay solicitudes de amistad pendientes.').count())
        .toBe(1);
      // The friends list is a read of its own, answered apart from the requests.
      await expect
        .poll(() => page.getByText('Todavía no tienes amigos. ¡Busca algunos!').count())
        .toBe(1);
      await screenshot(page, 'i18n-people-friends-es');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the profile right to left in Arabic and keeps a language picked in settings', async () => {
    const sami = await onboardedUser(suite.server, 'sami_ar', { bio: 'مرحبا' });
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await open('ar', viewport, sami.token);
      await page.goto('/profile');
      const edit = page.getByRole('button', { name: 'تعديل الملف الشخصي' });
      await expect.poll(() => edit.count()).toBe(1);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await edit.click();
      await expect.poll(() => page.getByRole('heading', { name: 'الخصوصية' }).count()).toBe(1);
      expect(await direction(page, '.profile-sidebar')).toBe('rtl');
      await screenshot(page, 'i18n-people-profile-ar');
      expect(errors).toEqual([]);
      await context.close();
    }

    // Picking a language in settings applies it and sends it to the account.
    const { context, page, errors } = await open('ar', DESKTOP, sami.token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'تعديل الملف الشخصي' }).click();
    const picker = page.locator('.language-setting select');
    await expect.poll(() => picker.isVisible()).toBe(true);
    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/users/profile') && request.method() === 'PUT',
    );
    await picker.selectOption('es');
    expect((await saved).postDataJSON()).toEqual({ language: 'es' });
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expect.poll(() => page.getByRole('heading', { name: 'Privacidad' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
