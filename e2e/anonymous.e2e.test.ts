/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedUser } from './fixtures';
import { giveAccountCompletedConversations } from '../server/test/trust';

/**
 * Two strangers match on a shared interest and chat; an image is blurred
 * until clicked; a logged-in one reveals their profile; one leaves and the other is told.
 */
describe('anonymous text chat in the browser', () => {
  const suite = browserSuite();
  let imagePath: string;
  let carol: Awaited<ReturnType<typeof onboardedUser>>;

  async function openChat(token?: string) {
    return suite.open({ token, path: '/anonymous-chat' });
  }

  async function startMatching(page: Page, interest: string) {
    const input = page.getByPlaceholder('Type an interest and press Enter');
    await input.fill(interest);
    await input.press('Enter');
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    expect(await match.isDisabled()).toBe(true);
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
    await match.click();
  }

  beforeAll(async () => {
    carol = await onboardedUser(suite.server, `carol${Date.now() % 100000}`, {
      interests: ['Astronomy'],
    });
    // Three chats on record: past the first chats in which new people cannot send images,
    // still new enough to meet a first-time visitor at once (trust).
    await giveAccountCompletedConversations(suite.server, carol.user._id, 3);
    imagePath = await imageFile('stars.png', 400, 300, '#111827');
  });

  it('matches two strangers on a shared interest and lets them chat, reveal and leave', async () => {
    const { page: visitor, errors: visitorErrors } = await openChat();
    const { page: member, errors: memberErrors } = await openChat(carol.token);
    await expect.poll(() => visitor.getByText('Anonymous Chat').first().isVisible()).toBe(true);
    await screenshotBothWidths(visitor, 'anonymous-idle');

    await startMatching(visitor, 'Astronomy');
    await expect.poll(() => visitor.getByText('Matching...').isVisible()).toBe(true);
    await screenshotBothWidths(visitor, 'anonymous-matching');
    // A member's profile interests are filled in.
    await expect
      .poll(() => member.getByText('Astronomy', { exact: true }).first().isVisible())
      .toBe(true);
    await startMatching(member, 'astronomy');
    await expect.poll(() => visitor.getByText('Chatting with Stranger').isVisible()).toBe(true);
    await expect.poll(() => member.getByText('Chatting with Stranger').isVisible()).toBe(true);
    // Keyboard users type at once: the focus is in the message box on a match.
    const focused = (page: typeof visitor) =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(() => focused(visitor)).toBe('Message');
    await expect.poll(() => focused(member)).toBe('Message');

    await visitor.getByLabel('Message', { exact: true }).fill('Hi! Seen Saturn lately?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => member.getByText('Hi! Seen Saturn lately?').isVisible()).toBe(true);

    // The member's image arrives blurred until clicked.
    await member.locator('input[type=file]').setInputFiles(imagePath);
    await member.getByRole('button', { name: 'Send photo' }).click();
    const cover = visitor.getByText('Click to reveal');
    await expect.poll(() => cover.isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshotBothWidths(visitor, 'anonymous-chat');
    await cover.click();
    await expect.poll(() => cover.count()).toBe(0);

    // A visitor cannot reveal; the member can, and the visitor sees the card.
    await visitor.getByRole('button', { name: 'Reveal My Profile' }).click();
    await expect
      .poll(() => visitor.getByText('You must be logged in to reveal your profile.').isVisible())
      .toBe(true);
    await member.getByRole('button', { name: 'Reveal My Profile' }).click();
    await expect
      .poll(() => member.getByText('Your profile has been revealed!').isVisible())
      .toBe(true);
    const card = visitor.getByLabel('The stranger revealed their profile');
    await expect.poll(() => card.getByText(carol.username).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: /Login|Log in/ }).count()).toBeGreaterThan(0);

    // The member leaves; the visitor is told, and the conversation stays with one New chat.
    await member.getByRole('button', { name: 'Stop' }).click();
    await expect
      .poll(() => visitor.getByText('Your partner has disconnected.').isVisible())
      .toBe(true);
    await expect.poll(() => visitor.getByText('Stranger has disconnected').isVisible()).toBe(true);
    expect(await visitor.getByText('Hi! Seen Saturn lately?').isVisible()).toBe(true);
    expect(await visitor.getByRole('button', { name: 'New chat' }).count()).toBe(1);
    expect(await visitor.getByLabel('Message', { exact: true }).count()).toBe(0);
    expect(visitorErrors).toEqual([]);
    expect(memberErrors).toEqual([]);
  });
});
