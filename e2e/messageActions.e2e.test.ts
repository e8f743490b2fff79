/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { chatOnDeskAndPhone } from './chatPages';
import { onboardedFriends, onboardedUser } from './fixtures';

/**
 * Reactions, replies, edits and deletes between two browsers: Alice at 1280 px with a mouse,
 * Bob on a 390 px touch screen (his menu opens with a long press).
 */
describe('message actions between two browsers', () => {
  const suite = browserSuite();
  let alice: Awaited<ReturnType<typeof onboardedUser>>;
  let bob: Awaited<ReturnType<typeof onboardedUser>>;

  /** Holds a finger on the element, as a person opening a message's menu on a phone. */
  async function longPress(page: Page, target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to press');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  const row = (page: Page, text: string | RegExp) =>
    page.locator('.message-row', { has: page.locator('.message-text', { hasText: text }) });

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    [alice, bob] = await onboardedFriends(suite.server, `alice${suffix}`, `bob${suffix}`);
  });

  it('react, reply, edit and delete, live on both sides', async () => {
    const { desk, deskErrors, phone, phoneErrors } = await chatOnDeskAndPhone(suite, alice, bob);

    await desk.getByLabel('Message', { exact: true }).fill('Pizza tonight?');
    await desk.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => row(phone, 'Pizza tonight?').isVisible()).toBe(true);
    // One row on a phone: no report flag or button beside the text any more.
    const bubble = row(phone, 'Pizza tonight?').locator('.message-bubble');
    expect(await bubble.locator('button').count()).toBe(0);

    // Bob: a long press opens the menu as a sheet; 👍 reacts.
    await longPress(phone, bubble);
    const sheet = phone.getByRole('dialog', { name: /Actions for message by/ });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await screenshot(phone, 'message-actions-sheet');
    await sheet.getByRole('button', { name: 'React 👍' }).tap();
    const deskThumb = row(desk, 'Pizza tonight?').getByRole('button', { name: /^👍 1/ });
    await expect.poll(() => deskThumb.isVisible()).toBe(true);
    expect(await deskThumb.getAttribute('title')).toBe(bob.username);

    // Alice: the "⋯" button, then any emoji from the full set, found by searching.
    await row(desk, 'Pizza tonight?').hover();
    await desk.getByRole('button', { name: 'Message actions: your message' }).click();
    await desk.getByRole('button', { name: 'More reactions' }).click();
    await desk.locator('.message-menu').getByPlaceholder('Search').fill('pizza');
    await desk.locator('.message-menu').getByRole('option', { name: /pizza/ }).first().click();
    await expect
      .poll(() => row(phone, 'Pizza tonight?').getByRole('button', { name: /^🍕 1/ }).isVisible())
      .toBe(true);
    await screenshot(desk, 'message-actions-reactions');

    // Bob replies; Alice sees the quote and it leads to the original.
    await longPress(phone, bubble);
    await phone.getByRole('menuitem', { name: 'Reply' }).tap();
    await expect
      .poll(() => phone.getByText(`Replying to ${alice.username}`).isVisible())
      .toBe(true);
    await screenshot(phone, 'message-actions-replying');
    await phone.getByLabel('Message', { exact: true }).fill('Yes! At 8?');
    await phone.getByRole('button', { name: 'Send', exact: true }).tap();
    const quote = row(desk, 'Yes! At 8?').locator('.reply-quote');
    await expect.poll(() => quote.textContent()).toBe(`${alice.username}Pizza tonight?`);
    await quote.click();
    await expect
      .poll(() => row(desk, 'Pizza tonight?').evaluate((li) => li.className))
      .toContain('message-highlight');
    expect(await phone.getByText(`Replying to ${alice.username}`).count()).toBe(0);

    // Alice edits within the 15 minutes: Bob sees the new text, "edited", and the quote follows.
    await row(desk, 'Pizza tonight?').hover();
    await desk.getByRole('button', { name: 'Message actions: your message' }).click();
    await desk.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = desk.getByLabel('Edit message');
    await editor.fill('Pizza tonight at 8?');
    await editor.press('Enter');
    await expect.poll(() => row(phone, 'Pizza tonight at 8?').isVisible()).toBe(true);
    await expect
      .poll(() => row(phone, 'Pizza tonight at 8?').getByText('edited').isVisible())
      .toBe(true);
    await expect
      .poll(() => row(phone, 'Yes! At 8?').locator('.reply-quote').textContent())
      .toBe(`${alice.username}Pizza tonight at 8?`);
    // Reactions stay through the edit; Bob's tap on his own takes it back.
    const phoneThumb = row(phone, 'Pizza tonight at 8?').getByRole('button', { name: /^👍 1/ });
    expect(await phoneThumb.getAttribute('aria-pressed')).toBe('true');
    await screenshot(phone, 'message-actions-edited');
    await phoneThumb.tap();
    await expect
      .poll(() => row(desk, 'Pizza tonight at 8?').getByRole('button', { name: /^👍/ }).count())
      .toBe(0);

    // Alice deletes it: "Message deleted" for both, in the bubble and in Bob's quote.
    await row(desk, 'Pizza tonight at 8?').hover();
    await desk.getByRole('button', { name: 'Message actions: your message' }).click();
    await desk.getByRole('menuitem', { name: 'Delete' }).click();
    await desk.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => row(phone, 'Message deleted').isVisible()).toBe(true);
    await expect.poll(() => row(desk, 'Message deleted').isVisible()).toBe(true);
    await expect
      .poll(() => row(phone, 'Yes! At 8?').locator('.reply-quote').textContent())
      .toBe('Message deleted');
    expect(await phone.getByText('Pizza tonight at 8?').count()).toBe(0);
    expect(await row(phone, 'Message deleted').locator('.message-reaction').count()).toBe(0);
    await screenshot(phone, 'message-actions-deleted');
    await screenshot(desk, 'message-actions-deleted');

    // After a reload the history tells the same.
    await phone.reload();
    await expect.poll(() => row(phone, 'Message deleted').isVisible()).toBe(true);
    await expect
      .poll(() => row(phone, 'Yes! At 8?').locator('.reply-quote').textContent())
      .toBe('Message deleted');

    // The menu is keyboard reachable: Tab to the button, Enter, arrows, Escape.
    await desk.getByLabel('Message', { exact: true }).fill('Keyboard check');
    await desk.getByRole('button', { name: 'Send', exact: true }).click();
    const trigger = row(desk, 'Keyboard check').getByRole('button', { name: /^Message actions/ });
    await expect.poll(() => trigger.count()).toBe(1);
    await trigger.focus();
    await desk.keyboard.press('Enter');
    await expect.poll(() => desk.getByRole('button', { name: 'React 👍' }).isVisible()).toBe(true);
    await desk.keyboard.press('Escape');
    await expect.poll(() => desk.locator('.message-menu').count()).toBe(0);

    expect(deskErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
  }, 120_000);
});
