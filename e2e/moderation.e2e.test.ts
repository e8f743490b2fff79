/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

/**
 * A user reports a stranger in anonymous chat; a moderator claims the
 * item, reads the evidence and suspends with a rule; the stranger sees the statement on their
 * next match attempt and appeals; another moderator reverses; the stranger can chat again.
 */
describe('moderation in the browser', () => {
  const suite = browserSuite({ env: { TRUST_PROXY: 'true' } });

  /** A page whose requests come from `address` (behind the trusted proxy), signed in with a token. */
  async function pageFrom(address: string, token?: string) {
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

  /** A moderator made the way the README says (`npm run admin -- grant <email> moderator`). */
  async function moderator(name: string) {
    const person = await onboardedUser(suite.server, `${name}${Date.now() % 100000}`);
    await runRoleCommand(suite.server.database.db, ['grant', person.email, 'moderator']);
    return person;
  }

  it('report, claim, suspend with a rule, statement and appeal, reversal by another moderator', async () => {
    const alice = await onboardedUser(suite.server, `alice${Date.now() % 100000}`);
    const [first, second] = [await moderator('mona'), await moderator('max')];
    const { page: user, errors: userErrors } = await pageFrom('198.51.100.7', alice.token);
    const { page: stranger } = await pageFrom('203.0.113.7');

    await startMatching(stranger);
    await startMatching(user);
    await expect
      .poll(() => user.getByText('Chatting with Stranger').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await stranger.getByLabel('Message', { exact: true }).fill('Send me your address or else');
    await stranger.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => user.getByText('Send me your address or else').isVisible()).toBe(true);

    // Two clicks: Report, then a category (a reason typed first is optional).
    await user.getByRole('button', { name: 'Report' }).click();
    await user.getByLabel('What happened? (optional)').fill('Threatening me');
    await screenshotBothWidths(user, 'report-anonymous-dialog');
    await user.getByRole('button', { name: 'Threats or violence' }).click();
    await expect
      .poll(() => user.getByText('User reported successfully', { exact: false }).isVisible())
      .toBe(true);

    // The moderator's queue, the item with its evidence, a claim and a suspension with a rule.
    const { page: console1, errors: consoleErrors } = await pageFrom('192.0.2.1', first.token);
    await console1.goto('/');
    await console1.locator('#user-menu').click();
    await console1.getByRole('link', { name: 'Moderation' }).click();
    const item = console1.getByRole('link', { name: /Visitor .*1 reporter/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    await screenshotBothWidths(console1, 'moderation-queue');
    await item.click();
    await expect
      .poll(() => console1.getByText('Send me your address or else').isVisible())
      .toBe(true);
    await expect.poll(() => console1.getByText('Threatening me').isVisible()).toBe(true);
    await console1.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => console1.getByText('Claimed.').isVisible()).toBe(true);
    await console1.getByLabel('Action').selectOption('suspend');
    await console1.getByLabel('Rule').selectOption('respect');
    await console1.getByLabel('Duration (hours)').fill('24');
    await screenshotBothWidths(console1, 'moderation-item');
    await console1.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => console1.getByText('Suspended.').isVisible()).toBe(true);

    // The stranger's next match attempt shows the statement and takes an appeal.
    await startMatching(stranger);
    const screen = stranger.getByTestId('suspension-screen');
    await expect.poll(() => screen.isVisible()).toBe(true);
    await expect
      .poll(() => screen.getByText(/under the rule "Respect everyone"/).isVisible())
      .toBe(true);
    await screenshotBothWidths(stranger, 'moderation-suspension-screen');
    await screen.getByRole('textbox').fill('I was joking, it will not happen again.');
    await screen.getByRole('button', { name: 'Send appeal' }).click();
    await expect
      .poll(() => screen.getByText('Your appeal was sent', { exact: false }).isVisible())
      .toBe(true);

    // The deciding moderator is offered no decision on the appeal; the card names the person
    // and links to the evidence. Another moderator reverses it.
    await console1.goto('/moderation/appeals');
    const own = console1.getByTestId('appeal').filter({ hasText: 'I was joking' });
    await expect.poll(() => own.isVisible()).toBe(true);
    expect(await own.getByText(/^Visitor [0-9a-f]{8}$/).isVisible()).toBe(true);
    expect(await own.getByRole('button').count()).toBe(0);
    expect(await own.getByText('You made this decision', { exact: false }).isVisible()).toBe(true);
    await screenshotBothWidths(console1, 'moderation-appeals-own');
    await own.getByRole('link', { name: 'Reports and evidence' }).click();
    await expect
      .poll(() => console1.getByText('Send me your address or else').isVisible())
      .toBe(true);
    const { page: console2 } = await pageFrom('192.0.2.2', second.token);
    await console2.goto('/moderation/appeals');
    const appeal = console2.getByTestId('appeal').filter({ hasText: 'I was joking' });
    await expect.poll(() => appeal.isVisible()).toBe(true);
    await appeal.getByLabel('Reason sent back').fill('A first offence: a warning would have done.');
    await appeal.getByRole('button', { name: 'Reverse' }).click();
    await expect.poll(() => console2.getByText('Decision reversed.').isVisible()).toBe(true);

    // The stranger can chat again: no statement, and matching starts (the reporter, skipped on
    // to a new stranger after the report, may be waiting: a visitor's new connection is a new
    // person, so the pair may form at once).
    await startMatching(stranger);
    await expect
      .poll(
        async () =>
          (await stranger.getByText('Matching...').isVisible()) ||
          (await stranger.getByText('Chatting with Stranger').isVisible()),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await stranger.getByTestId('suspension-screen').isVisible()).toBe(false);
    expect(userErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows one’s warnings on the account standing page', async () => {
    const [mod, reporter, bob] = [
      await moderator('mia'),
      await onboardedUser(suite.server, `rep${Date.now() % 100000}`),
      await onboardedUser(suite.server, `bob${Date.now() % 100000}`),
    ];
    await reporter.client.post(`/api/users/report/${bob.user._id}`, { reason: 'Spam links' });
    const warned = await mod.client.post(`/api/moderation/items/user:${bob.user._id}/actions`, {
      action: 'warn',
      rule: 'genuine',
      note: 'Please stop posting links.',
    });
    expect(warned.status).toBe(200);
    const { page, errors } = await pageFrom('198.51.100.9', bob.token);
    await page.goto('/account/standing');
    await expect
      .poll(() =>
        page
          .getByTestId('statement')
          .getByText('Please stop posting links.', { exact: false })
          .isVisible(),
      )
      .toBe(true);
    await screenshotBothWidths(page, 'moderation-standing');
    expect(errors).toEqual([]);
  });
});
