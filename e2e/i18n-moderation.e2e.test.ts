/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD } from '../server/test/factories';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

/**
 * One's account standing and the moderation console in a Spanish and an Arabic browser: the
 * standing page with a warning, and a suspended person's suspension screen; the queue and an
 * item's page for a moderator. Arabic lays them out right to left. At 390 and 1280 px.
 */
describe('account standing and the moderation console in other languages', () => {
  const suite = browserSuite();
  const open = (locale: string, viewport: { width: number; height: number }, token?: string) =>
    suite.open({ locale, viewport, token, tokenOnEveryLoad: true });

  /** A moderator, a person reported twice and sanctioned by `action`, and another reported once. */
  async function scene(name: string, action: 'warn' | 'suspend') {
    const stamp = Date.now() % 100000;
    const moderator = await onboardedUser(suite.server, `mod${name}${stamp}`);
    await runRoleCommand(suite.server.database.db, ['grant', moderator.email, 'moderator']);
    const sanctioned = await onboardedUser(suite.server, `${name}${stamp}`);
    const pending = await onboardedUser(suite.server, `pending${name}${stamp}`);
    for (const reporterName of ['a', 'b']) {
      const reporter = await onboardedUser(suite.server, `rep${reporterName}${name}${stamp}`);
      for (const target of [sanctioned, pending]) {
        const reported = await reporter.client.post(`/api/users/report/${target.user._id}`, {
          reason: 'Insults in every message',
          category: 'harassment',
        });
        expect(reported.status).toBe(201);
      }
    }
    const decided = await moderator.client.post(
      `/api/moderation/items/${encodeURIComponent(`user:${sanctioned.user._id}`)}/actions`,
      {
        action,
        rule: 'respect',
        note: 'Insults in room messages',
        ...(action === 'suspend' ? { hours: 24 } : {}),
      },
    );
    expect(decided.status).toBe(200);
    return { moderator, sanctioned, pending };
  }

  const direction = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node) => getComputedStyle(node).direction);

  it('shows the standing page and the console in Spanish', async () => {
    const { moderator, sanctioned, pending } = await scene('es', 'warn');
    for (const viewport of [PHONE, DESKTOP]) {
      const standing = await open('es-ES', viewport, sanctioned.token);
      await standing.page.goto('/account/standing');
      await expect
        .poll(() =>
          standing.page.getByRole('heading', { level: 1, name: 'Estado de la cuenta' }).count(),
        )
        .toBe(1);
      expect(await standing.page.getAttribute('html', 'lang')).toBe('es');
      await expect
        .poll(() => standing.page.getByRole('heading', { name: /Nivel de confianza/ }).count())
        .toBe(1);
      const statement = standing.page.getByTestId('statement');
      await expect.poll(() => statement.count()).toBe(1);
      expect(await statement.textContent()).toContain('Advertencia');
      expect(await statement.textContent()).toContain('(por un moderador)');
      expect(await standing.page.getByText(/^Cada decisión que nuestros moderadores/).count()).toBe(
        1,
      );
      await screenshot(standing.page, 'i18n-moderation-standing-es');
      expect(standing.errors).toEqual([]);
      await standing.context.close();

      const moderation = await open('es-ES', viewport, moderator.token);
      await moderation.page.goto('/moderation');
      const item = moderation.page.getByRole('link', { name: new RegExp(pending.username) });
      await expect.poll(() => item.count()).toBe(1);
      expect(await moderation.page.getByRole('link', { name: 'Cola' }).count()).toBe(1);
      expect(await moderation.page.getByText('Asignados a mí', { exact: true }).count()).toBe(1);
      expect(await item.textContent()).toContain('2 denunciantes');
      await screenshot(moderation.page, 'i18n-moderation-queue-es');

      await item.click();
      await expect
        .poll(() => moderation.page.getByRole('heading', { name: 'Denuncias y alertas' }).count())
        .toBe(1);
      expect(await moderation.page.getByLabel('Acción').inputValue()).toBe('warn');
      expect(await moderation.page.getByTestId('proposal').textContent()).toMatch(
        /^La política de escalado propone: .+ \(0 alertas o decisiones confirmadas/,
      );
      expect(await moderation.page.getByRole('button', { name: 'Aplicar' }).count()).toBe(1);
      await screenshot(moderation.page, 'i18n-moderation-item-es');
      expect(moderation.errors).toEqual([]);
      await moderation.context.close();
    }
  });

  it('lays the suspension screen and the console out right to left in Arabic', async () => {
    const { moderator, sanctioned, pending } = await scene('ar', 'suspend');
    for (const viewport of [PHONE, DESKTOP]) {
      // A suspension ends the account's sessions: the person signs in again and is taken to
      // their standing.
      const standing = await open('ar', viewport);
      await standing.page.goto('/login');
      await standing.page.locator('#login-identifier').fill(sanctioned.username);
      await standing.page.locator('#login-password').fill(TEST_PASSWORD);
      await standing.page.locator('#login-password').press('Enter');
      await expect.poll(() => new URL(standing.page.url()).pathname).toBe('/account/standing');
      const screen = standing.page.getByTestId('suspension-screen');
      await expect.poll(() => screen.count()).toBe(1);
      expect(await standing.page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await screen.getByRole('heading', { level: 2 }).textContent()).toMatch(
        /^حسابك معلّق حتى /,
      );
      expect(await screen.getByRole('button', { name: 'إرسال الطعن' }).count()).toBe(1);
      // The trust level is closed to a restricted account: no refusal shown in its place.
      expect(await standing.page.locator('.alert-warning').count()).toBe(0);
      expect(await direction(standing.page, '[data-testid="statement"]')).toBe('rtl');
      // The statement's terms start at the right edge of the card.
      const [term, card] = await Promise.all([
        screen.getByText('القاعدة', { exact: true }).boundingBox(),
        screen.getByTestId('statement').boundingBox(),
      ]);
      expect(card!.x + card!.width - (term!.x + term!.width)).toBeLessThan(40);
      // Nothing sticks out of the page on the start side.
      expect(
        await standing.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await screenshot(standing.page, 'i18n-moderation-standing-ar');
      expect(standing.errors).toEqual([]);
      await standing.context.close();

      const moderation = await open('ar', viewport, moderator.token);
      await moderation.page.goto('/moderation');
      const item = moderation.page.getByRole('link', { name: new RegExp(pending.username) });
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain('مبلّغان');
      await screenshot(moderation.page, 'i18n-moderation-queue-ar');
      await item.click();
      await expect
        .poll(() => moderation.page.getByRole('heading', { name: 'البلاغات والإشارات' }).count())
        .toBe(1);
      expect(await direction(moderation.page, '[data-testid="proposal"]')).toBe('rtl');
      await screenshot(moderation.page, 'i18n-moderation-item-ar');
      expect(moderation.errors).toEqual([]);
      await moderation.context.close();
    }
  });
});
