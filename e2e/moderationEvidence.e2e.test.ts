/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedUser } from './fixtures';
import { giveAccountCompletedConversations } from '../server/test/trust';
import { lookAtPage } from './looks';

/**
 * The evidence a moderator judges by: in anonymous chat a member is flagged for "send nudes"
 * (refused), sends an image and an insult, and is reported; the moderator's item shows the
 * flagged words, both sides' lines labelled, and the image blurred until clicked, readable on a
 * phone and a desktop.
 */
describe('evidence in the moderation console', () => {
  const suite = browserSuite({ env: { TRUST_PROXY: 'true' } });

  async function pageFrom(address: string, token: string) {
    const { page, errors } = await suite.open({ address, token });
    return { page, errors };
  }

  async function startMatching(page: Page) {
    await page.goto('/anonymous-chat');
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
    await match.click();
  }

  async function send(page: Page, text: string) {
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  it('shows the flagged words, both sides’ lines and the image blurred until clicked', async () => {
    const stamp = Date.now() % 100000;
    const [alice, bully, mod] = [
      await onboardedUser(suite.server, `alice${stamp}`),
      await onboardedUser(suite.server, `bully${stamp}`, { bio: 'hi' }),
      await onboardedUser(suite.server, `mod${stamp}`),
    ];
    await runRoleCommand(suite.server.database.db, ['grant', mod.email, 'moderator']);
    // Past the first chats in which new people cannot send images (trust), both alike.
    for (const person of [alice, bully])
      await giveAccountCompletedConversations(suite.server, person.user._id);
    const image = await imageFile('evidence.png', 400, 300, '#b91c1c');
    const { page: reporter, errors: reporterErrors } = await pageFrom('198.51.100.21', alice.token);
    const { page: reported } = await pageFrom('203.0.113.21', bully.token);

    await startMatching(reported);
    await startMatching(reporter);
    await expect
      .poll(() => reporter.getByText('Chatting with Stranger').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await send(reporter, 'hello there');
    await expect.poll(() => reported.getByText('hello there').isVisible()).toBe(true);
    // Refused and flagged: the stranger never sees it.
    await send(reported, 'send nudes');
    await expect
      .poll(() => reported.getByText('Asking strangers for nudes', { exact: false }).isVisible())
      .toBe(true);
    await reported.locator('input[type=file]').setInputFiles(image);
    await reported.getByRole('button', { name: 'Send photo' }).click();
    await expect
      .poll(() => reporter.getByText('Click to reveal').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await send(reported, 'you are ugly');
    await expect.poll(() => reporter.getByText('you are ugly').isVisible()).toBe(true);
    expect(await reporter.getByText('send nudes').count()).toBe(0);
    await reporter.getByRole('button', { name: 'Report' }).click();
    await reporter.getByRole('button', { name: 'Harassment or hate' }).click();
    await expect
      .poll(() => reporter.getByText('User reported successfully', { exact: false }).isVisible())
      .toBe(true);

    // The moderator's queue: a severity badge and "Automatic flag", never "0 reporters".
    const { page: console1, errors: consoleErrors } = await pageFrom('192.0.2.21', mod.token);
    await console1.goto('/moderation');
    const entry = console1.getByRole('link', { name: new RegExp(`bully${stamp}`) });
    await expect.poll(() => entry.isVisible()).toBe(true);
    await expect.poll(() => entry.getByText('Automatic flag').isVisible()).toBe(true);
    expect(await entry.getByText('1 reporter').isVisible()).toBe(true);
    expect(await console1.getByText('0 reporters').count()).toBe(0);
    await entry.click();

    // The flag's words, the lines from both sides labelled, the bio labelled as a bio.
    const flagged = console1.getByTestId('flagged');
    await expect.poll(() => flagged.locator('mark').first().textContent()).toBe('send nudes');
    const chat = console1
      .getByTestId('report')
      .filter({ hasText: 'by an account' })
      .getByTestId('evidence-line');
    await expect.poll(() => chat.count()).toBe(3);
    expect(await chat.allTextContents()).toEqual([
      'Reporter: hello there',
      expect.stringMatching(/^Reported: /),
      'Reported: you are ugly',
    ]);
    await expect.poll(() => console1.getByTestId('bio').textContent()).toBe('Bio: hi');

    // The image is blurred until clicked.
    const cover = console1.getByRole('button', { name: /^Show Image sent by the reported person/ });
    expect(await cover.getAttribute('data-blurred')).toBe('true');
    expect(await console1.getByTestId('proposal').textContent()).toContain('proposes');
    expect(await lookAtPage(console1, 'moderation-evidence')).toEqual([]);
    for (const size of [PHONE, DESKTOP]) {
      await console1.setViewportSize(size);
      await console1.getByTestId('flagged').scrollIntoViewIfNeeded();
      await console1.screenshot({
        path: `.e2e-artifacts/screenshots/moderation-evidence-top-${size.width}.png`,
      });
    }
    await cover.click();
    const shown = console1.getByRole('button', { name: /^Image sent by the reported person/ });
    await expect.poll(() => shown.getAttribute('data-blurred')).toBe('false');
    await screenshot(console1, 'moderation-evidence-revealed');
    expect(reporterErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Three browsers, two chat pages and axe at two widths in two schemes take a while.
  }, 240_000);
});
