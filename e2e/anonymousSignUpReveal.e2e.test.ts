/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { UserSummary } from '@serendip/protocol';
import { browserSuite } from './browserSuite';
import { lookAtPage } from './looks';
import { onboardedUser, type OnboardedUser } from './fixtures';

/**
 * A visitor signs up mid-chat (the sheet over the chat) to reveal their profile: in that same
 * chat, with the same stranger, they reveal and send the stranger a friend request.
 */
describe('signing up mid-chat to reveal', () => {
  const suite = browserSuite();
  let dana: OnboardedUser;

  beforeAll(async () => {
    dana = await onboardedUser(suite.server, `dana${Date.now() % 100000}`);
  });

  async function match(page: Page) {
    await page.goto('/anonymous-chat');
    const button = page.getByRole('button', { name: 'Match with a Stranger' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
  }

  it('reveals and sends a friend request in the same chat', async () => {
    const visitor = await suite.open();
    const member = await suite.open({ token: dana.token });
    await match(visitor.page);
    await match(member.page);
    const box = (page: Page) => page.getByLabel('Message', { exact: true });
    await expect.poll(() => box(visitor.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await box(member.page).fill('Hello stranger');
    await member.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => visitor.page.getByText('Hello stranger').isVisible()).toBe(true);

    // The member reveals first: the visitor sees the card with Login/Register links.
    await member.page.getByRole('button', { name: 'Reveal My Profile' }).click();
    const visitorCard = visitor.page.getByLabel('The stranger revealed their profile');
    await expect.poll(() => visitorCard.getByText(dana.username).isVisible()).toBe(true);

    await visitor.page.getByRole('button', { name: 'Reveal My Profile' }).click();
    const sheet = visitor.page.getByRole('dialog', { name: 'Create your account' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const username = `reveal${Date.now() % 100000}`;
    await sheet.getByLabel('Username').fill(username);
    await sheet.getByLabel('Email').fill(`${username}@example.com`);
    await sheet.getByLabel('Password').fill('correct horse battery');
    await sheet.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => sheet.isVisible(), { timeout: 15_000 }).toBe(false);

    // The new member reveals in the same chat; the stranger sees who they are.
    await visitor.page.getByRole('button', { name: 'Reveal My Profile' }).click();
    await expect
      .poll(() => visitor.page.getByText('Your profile has been revealed!').isVisible())
      .toBe(true);
    const memberCard = member.page.getByLabel('The stranger revealed their profile');
    await expect.poll(() => memberCard.getByText(username).isVisible()).toBe(true);

    // And befriends the stranger, the reason they signed up.
    await visitorCard.getByRole('button', { name: 'Send Friend Request' }).click();
    await expect.poll(() => visitor.page.getByText('Friend request sent.').isVisible()).toBe(true);
    const requests = await dana.client.get<UserSummary[]>('/api/friends/requests');
    expect(requests.body.map((user) => user.username)).toEqual([username]);

    // Still the same stranger, both ways.
    await box(visitor.page).fill('Glad I stayed');
    await visitor.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => member.page.getByText('Glad I stayed').isVisible()).toBe(true);
    expect(await member.page.getByText('Stranger has disconnected').count()).toBe(0);
    // The new member's chat after revealing and befriending, at phone and desktop widths.
    expect(await lookAtPage(visitor.page, 'anonymous-signed-up-revealed')).toEqual([]);
    expect(await lookAtPage(member.page, 'anonymous-stranger-revealed')).toEqual([]);
    expect(visitor.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
