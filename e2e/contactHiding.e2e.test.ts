/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';

/**
 * Contact details in anonymous chat: only the handle, number or address is starred, and both
 * sides see a small note under the message.
 */
describe('contact hiding in anonymous chat', () => {
  const suite = browserSuite();

  async function matchedPage() {
    const opened = await suite.open({ path: '/anonymous-chat' });
    const match = opened.page.getByRole('button', { name: 'Match with a Stranger' });
    await opened.page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
    await match.click();
    return opened;
  }

  async function send(page: Page, text: string) {
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  it('stars only the handle and the number, with a note for the sender and the receiver', async () => {
    const { page: sender, errors: senderErrors } = await matchedPage();
    const { page: receiver, errors: receiverErrors } = await matchedPage();
    await expect
      .poll(() => receiver.getByText('Chatting with Stranger').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await send(sender, 'add me on snapchat: jimmy_2011');
    await send(sender, 'or call me at 555-123-4567');
    await send(sender, 'I love my instagram feed');
    await expect.poll(() => receiver.getByText('I love my instagram feed').isVisible()).toBe(true);

    const line = (page: Page, text: string) =>
      page.locator('.anon-message', { has: page.getByText(text, { exact: true }) });
    const handle = line(receiver, 'add me on snapchat: **********');
    expect(await handle.textContent()).toContain('Contact details were hidden for your safety');
    expect(await line(receiver, 'or call me at ************').textContent()).toContain(
      'Contact details were hidden for your safety',
    );
    expect(await line(receiver, 'I love my instagram feed').locator('.hidden-note').count()).toBe(
      0,
    );
    expect(await line(sender, 'add me on snapchat: **********').textContent()).toContain(
      'Contact details hidden from the stranger',
    );
    // The sender is also told why, above the composer.
    await expect
      .poll(() =>
        sender
          .getByText(/usernames are hidden in anonymous chat/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await receiver.content()).not.toContain('jimmy_2011');
    expect(await receiver.content()).not.toContain('555-123');
    await screenshotBothWidths(receiver, 'contact-hidden-receiver');
    await screenshotBothWidths(sender, 'contact-hidden-sender');
    expect(senderErrors).toEqual([]);
    expect(receiverErrors).toEqual([]);
  });
});
