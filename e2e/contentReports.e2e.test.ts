/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postPhoto } from '../server/test/photoFixtures';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { messages, rooms } from '../server/src/platform/db/schema';
import { newId } from '../server/src/platform/ids';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';
import { lookAtPage } from './looks';

const PASSWORD = 'correct horse battery';

/**
 * Reporting everywhere: a user reports a photo, a comment and a room message, each in
 * two clicks (the flag, then a category); a moderator sees the reported pieces in the item and
 * removes them with the picker. Then the console's pages, the standing page and the appeal page
 * of a suspended account (where its sign-in lands) are looked at and checked with axe.
 */
describe('reporting content in two clicks', () => {
  const suite = browserSuite();

  async function signedInPage(token?: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await suite.open({ token });
    return { page, errors };
  }

  /** The flag (click 1), then a category (click 2); waits for the thank-you toast. */
  async function report(page: Page, what: RegExp, category: string) {
    await page.getByRole('button', { name: what }).first().click();
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect
      .poll(() => page.getByText('User reported successfully', { exact: false }).last().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }

  it('a photo, a comment and a room message reported in two clicks, removed by a moderator', async () => {
    const stamp = Date.now() % 100000;
    const [alice, bob, mod, admin] = [
      await onboardedUser(suite.server, `alice${stamp}`),
      await onboardedUser(suite.server, `bob${stamp}`),
      await onboardedUser(suite.server, `mod${stamp}`),
      await onboardedUser(suite.server, `adm${stamp}`),
    ];
    await runRoleCommand(suite.server.database.db, ['grant', mod.email, 'moderator']);
    await runRoleCommand(suite.server.database.db, ['grant', admin.email, 'admin']);
    expect((await alice.client.post(`/api/friends/request/${bob.user._id}`)).status).toBe(201);
    expect((await bob.client.post(`/api/friends/accept/${alice.user._id}`)).status).toBe(200);
    const photo = await postPhoto(bob.client, 'Beach day', 400, 300);
    expect(
      (await bob.client.post(`/api/comments/${photo._id}`, { text: 'Nobody likes you' })).status,
    ).toBe(201);
    const roomId = newId();
    const messageId = newId();
    await suite.server.database.db
      .insert(rooms)
      .values({ id: roomId, name: 'Harbour', creatorId: alice.user._id });
    await suite.server.database.db.insert(messages).values({
      id: messageId,
      roomId,
      senderId: bob.user._id,
      clientId: messageId,
      type: 'text',
      content: 'I know where you live',
    });

    const { page, errors } = await signedInPage(alice.token);
    await page.goto('/feed');
    await expect
      .poll(() => page.getByText('Beach day').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await report(page, /^Report photo by/, 'Sexual content');
    await page.getByRole('button', { name: /^Comments/ }).click();
    await expect.poll(() => page.getByText('Nobody likes you').isVisible()).toBe(true);
    await report(page, /^Report comment by/, 'Harassment or hate');
    await page.goto(`/room/${roomId}`);
    await expect.poll(() => page.getByText('I know where you live').isVisible()).toBe(true);
    // A message's report is in its menu (the "⋯" button beside the bubble).
    await page
      .getByRole('button', { name: /^Message actions: message by/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await page.getByRole('button', { name: 'Threats or violence', exact: true }).click();
    await expect
      .poll(() => page.getByText('User reported successfully', { exact: false }).last().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The moderator: one item for bob, severe first, with the three pieces as evidence.
    const { page: console1, errors: consoleErrors } = await signedInPage(mod.token);
    await console1.goto('/moderation');
    const item = console1.getByRole('link', { name: new RegExp(`bob${stamp}`) });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expect.poll(() => item.getByText('Severe').isVisible()).toBe(true);
    expect(await lookAtPage(console1, 'moderation-queue')).toEqual([]);
    await item.click();
    for (const text of ['Reported photo', 'Nobody likes you', 'I know where you live'])
      await expect.poll(() => console1.getByText(text).first().isVisible()).toBe(true);
    await console1.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => console1.getByText('Claimed by you').isVisible()).toBe(true);
    // The wart fixed: no Claim button beside the badge once claimed.
    expect(await console1.getByRole('button', { name: 'Claim' }).count()).toBe(0);

    await console1.getByLabel('Action').selectOption('remove');
    await console1.getByLabel('Rule').selectOption('respect');
    expect(await lookAtPage(console1, 'moderation-item')).toEqual([]);
    for (const text of ['I know where you live', 'Nobody likes you', 'Beach day']) {
      await console1
        .getByRole('radio', { name: new RegExp(text) })
        .first()
        .check();
      await console1.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => console1.getByText('Content removed.').isVisible()).toBe(true);
      await console1.reload();
      await console1.getByLabel('Action').selectOption('remove');
      await console1.getByLabel('Rule').selectOption('respect');
      await expect
        .poll(() => console1.getByRole('radio', { name: new RegExp(text) }).count())
        .toBe(0);
    }
    await page.goto(`/room/${roomId}`);
    await expect.poll(() => page.getByText('Harbour').first().isVisible()).toBe(true);
    expect(await page.getByText('I know where you live').count()).toBe(0);

    // Bob's standing page lists the three removals with their statements.
    const { page: bobPage, errors: bobErrors } = await signedInPage(bob.token);
    await bobPage.goto('/account/standing');
    await expect.poll(() => bobPage.getByTestId('statement').count()).toBe(3);
    expect(await lookAtPage(bobPage, 'moderation-standing')).toEqual([]);

    // Admin: the Moderators page.
    const { page: adminPage } = await signedInPage(admin.token);
    await adminPage.goto('/moderation/roles');
    await expect.poll(() => adminPage.getByText(`mod${stamp}`).isVisible()).toBe(true);
    expect(await lookAtPage(adminPage, 'moderation-roles')).toEqual([]);

    // A suspended account signs in to the suspension screen: the statement and the appeal form.
    await console1.goto(`/moderation/item/${encodeURIComponent(`user:${bob.user._id}`)}`);
    await console1.getByLabel('Action').selectOption('suspend');
    await console1.getByLabel('Rule').selectOption('respect');
    await console1.getByLabel('Duration (hours)').fill('48');
    await console1.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => console1.getByText('Suspended.').isVisible()).toBe(true);
    const { page: login, errors: loginErrors } = await signedInPage();
    await login.goto('/login');
    await login.getByLabel('Username or email').fill(bob.username);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    const screen = login.getByTestId('suspension-screen');
    await expect.poll(() => screen.isVisible()).toBe(true);
    expect(new URL(login.url()).pathname).toBe('/account/standing');
    expect(await lookAtPage(login, 'moderation-login-suspended')).toEqual([]);
    await screen.getByRole('textbox').fill('Those were song lyrics.');
    await screen.getByRole('button', { name: 'Send appeal' }).click();
    await expect
      .poll(() => screen.getByText('Your appeal was sent', { exact: false }).isVisible())
      .toBe(true);
    expect(await lookAtPage(login, 'moderation-appeal')).toEqual([]);

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
    expect(loginErrors).toEqual([]);
  }, 300_000);
});
