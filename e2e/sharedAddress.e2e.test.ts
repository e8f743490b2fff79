/// <reference lib="dom" />
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moderate, reportProfile, staffMember } from '../server/test/moderation';
import { signUp } from '../server/test/social';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';

const NOTE = 'You insulted a stranger with racist language';

/**
 * One address (every client here is 127.0.0.1): after an account on it is suspended, a browser
 * the server never saw there solves a longer captcha and matches; it sees nothing of the
 * suspension. /community says whom a decision applies to.
 */
describe('a suspension on a shared address, in the browser', () => {
  const suite = browserSuite();

  it('a new browser on the address only solves a longer captcha, then matches, and sees nothing of the suspension', async () => {
    const [moderator, reporter, suspended] = [
      await staffMember(suite.server.url, suite.server.database.db),
      await signUp(suite.server.url),
      await signUp(suite.server.url),
    ];
    // The suspended account is online from this address when the moderator decides.
    const online = await suite.server.socket(suspended.token, { visitorId: crypto.randomUUID() });
    await reportProfile(reporter, suspended, 'Racist insults');
    const decided = await moderate(moderator, `user:${suspended.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 24,
      note: NOTE,
    });
    expect(decided.status).toBe(200);
    online.disconnect();

    const { page, errors } = await suite.open();
    const levels: unknown[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/captcha/challenge')) return;
      const body = (await response.json()) as { parameters?: { data?: { level?: string } } };
      levels.push(body.parameters?.data?.level ?? 'normal');
    });
    await page.goto('/anonymous-chat');
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(levels).toEqual(['longer']);
    await match.click();
    await expect.poll(() => page.getByText('Matching...').isVisible()).toBe(true);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(NOTE);
    expect(text).not.toMatch(/suspended|appeal/i);
    await screenshotBothWidths(page, 'shared-address-matching');
    expect(errors).toEqual([]);
  });

  it('/community says whom a decision applies to and what an address can do', async () => {
    const { page } = await suite.open();
    await page.goto('/community');
    const section = page.getByRole('heading', { name: 'Whom a decision applies to' });
    await expect.poll(() => section.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('An address is never enough to block anyone.').isVisible())
      .toBe(true);
    await screenshotBothWidths(page, 'community-whom-decisions-apply-to');
  });
});
