/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newId } from '../server/src/platform/ids';
import { sanctions } from '../server/src/platform/db/schema';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

const PASSWORD = 'correct horse battery';

/**
 * The sanctioned person's journey: a suspended account signs in, and from the login page, the
 * anonymous chat, the video chat and the feed (where posts are made) meets the same suspension
 * screen (the statement, its end, the appeal form), appeals from it, and then sees its appeal's
 * status there. A person suspended from matching only meets the same screen on the video page.
 * At 390 px with touch and at 1280 px.
 */
describe('the sanctioned person’s journey in the browser', () => {
  const suite = browserSuite({ env: { TRUST_PROXY: 'true' } });

  async function pageAt(viewport: typeof PHONE, address: string) {
    const touch = viewport.width === PHONE.width;
    const { page, errors } = await suite.open({ viewport, touch, address });
    return { page, errors };
  }

  /** An onboarded account suspended for a day by a moderator, with a note. */
  async function suspendedAccount(name: string) {
    const stamp = Date.now() % 100000;
    const person = await onboardedUser(suite.server, `${name}${stamp}`);
    const moderator = await onboardedUser(suite.server, `mod${name}${stamp}`);
    await runRoleCommand(suite.server.database.db, ['grant', moderator.email, 'moderator']);
    const decided = await moderator.client.post(
      `/api/moderation/items/${encodeURIComponent(`user:${person.user._id}`)}/actions`,
      { action: 'suspend', rule: 'respect', hours: 24, note: 'Insults in room messages' },
    );
    expect(decided.status).toBe(200);
    return person;
  }

  /** The one suspension screen: heading with the end, the statement, and what follows. */
  async function expectScreen(page: Page) {
    const screen = page.getByTestId('suspension-screen');
    await expect.poll(() => screen.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await screen.getByRole('heading', { level: 2 }).textContent()).toMatch(
      /^You are suspended until /,
    );
    expect(await screen.getByTestId('statement').textContent()).toContain(
      'Note: Insults in room messages',
    );
    expect(await screen.getByTestId('statement-end').isVisible()).toBe(true);
    return screen;
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px: sign-in, chat, video and feed show the same screen; the appeal is taken there`, async () => {
      const person = await suspendedAccount(`sus${viewport.width}`);
      const { page, errors } = await pageAt(viewport, `198.51.100.${viewport.width % 250}`);
      const name = `journey-${viewport.width}`;

      await page.goto('/login');
      await page.getByLabel('Username or email').fill(person.username);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/account/standing');
      let screen = await expectScreen(page);
      expect(await screen.getByRole('button', { name: 'Send appeal' }).isVisible()).toBe(true);
      await screenshot(page, `${name}-login`);

      for (const path of ['/anonymous-chat', '/video-chat', '/feed']) {
        await page.goto(path);
        screen = await expectScreen(page);
        expect(new URL(page.url()).pathname).toBe(path);
        // The page itself (match buttons, the post form) is not there.
        for (const button of ['Match with a Stranger', 'Find a Match', 'Upload Photo'])
          expect(await page.getByRole('button', { name: button }).count()).toBe(0);
        expect(await screen.getByRole('textbox').isVisible()).toBe(true);
        await screenshot(page, `${name}${path.replace('/', '-')}`);
      }

      // The user menu holds the spec's items in their order, then Account standing (on a phone,
      // in the Me tab's sheet).
      let items: string[];
      if (viewport.width === PHONE.width) {
        await page.getByRole('button', { name: 'Me', exact: true }).tap();
        const account = page.getByRole('navigation', { name: 'My account' });
        await expect.poll(() => account.isVisible()).toBe(true);
        items = [
          ...(await account.getByRole('link').allTextContents()),
          ...(await page
            .locator('.me-sheet')
            .getByRole('button', { name: 'Logout' })
            .allTextContents()),
        ];
      } else {
        await page.locator('#user-menu').click();
        items = await page.locator('.dropdown-menu.show .dropdown-item').allTextContents();
      }
      expect(items.map((item) => item.trim())).toEqual([
        'My Profile',
        'Friends',
        'Search Users',
        'Conversations',
        'Account standing',
        'Logout',
      ]);
      await screenshot(page, `${name}-menu`);
      await page.keyboard.press('Escape');

      // The appeal, from the feed's screen; afterwards the screen shows its status.
      await screen.getByRole('textbox').fill('It was a quote from a film, not an insult.');
      await screen.getByRole('button', { name: 'Send appeal' }).click();
      await expect
        .poll(() => screen.getByText('Your appeal was sent', { exact: false }).isVisible())
        .toBe(true);
      await page.goto('/video-chat');
      screen = await expectScreen(page);
      expect(await screen.getByTestId('appeal-status').textContent()).toMatch(/^Appeal sent/);
      expect(await screen.getByRole('textbox').count()).toBe(0);
      await screenshot(page, `${name}-appealed`);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('suspended from matching only: the video page shows the same screen in place of the setup', async () => {
    const person = await onboardedUser(suite.server, `auto${Date.now() % 100000}`);
    await suite.server.database.db.insert(sanctions).values({
      id: newId(),
      userId: person.user._id,
      kind: 'suspension',
      rule: 'many-reports',
      automatic: true,
      content: { kind: 'video' },
      expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await pageAt(viewport, `203.0.113.${viewport.width % 250}`);
      await page.goto('/about');
      await page.evaluate((value) => localStorage.setItem('token', value), person.token);
      await page.goto('/video-chat');
      const button = page.getByRole('button', { name: 'Find a Match' });
      await expect.poll(() => button.isVisible(), { timeout: 20_000 }).toBe(true);
      await page.getByText("I'm not a robot").click();
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      await button.click();
      const screen = page.getByTestId('suspension-screen');
      await expect.poll(() => screen.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await screen.getByRole('heading', { level: 2 }).textContent()).toMatch(
        /^You are suspended until /,
      );
      expect(await screen.textContent()).toContain('You cannot start new chats with strangers');
      expect(await screen.getByTestId('statement').textContent()).toContain('a video chat');
      expect(await screen.getByRole('button', { name: 'Send appeal' }).isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `journey-video-matching-only`);
      // Not the whole account: the feed stays open.
      await page.goto('/feed');
      await expect
        .poll(() => page.getByText("Your Friends' Feed").isVisible(), { timeout: 15_000 })
        .toBe(true);
      expect(await page.getByTestId('suspension-screen').count()).toBe(0);
      expect(errors).toEqual([]);
    }
  }, 180_000);
});
