/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import { moderationLog, reportOutcomes, reports } from '../server/src/platform/db/schema';
import { newId } from '../server/src/platform/ids';
import { monthOf } from '../server/src/moderation/transparencyCounts';
import { DESKTOP, PHONE } from './browser';
import { browserSuite } from './browserSuite';
import { lookAtPage } from './looks';
import { onboardedUser } from './fixtures';

const MINUTE = 60_000;

/** Last month (UTC): its name and a moment `hours` into it. */
function lastMonth() {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  return {
    name: monthOf(new Date(start)),
    at: (hours: number) => new Date(start + hours * 3_600_000),
  };
}

/**
 * The public transparency page: reached from the footer, a month of counts with the small ones
 * shown as "fewer than 10", the JSON download, at phone and desktop widths.
 */
describe('transparency report page', () => {
  const suite = browserSuite();
  const month = lastMonth();

  beforeAll(async () => {
    const db = suite.server.database.db;
    const [reporter, reported] = [
      await onboardedUser(suite.server, `tr${Date.now() % 100000}a`),
      await onboardedUser(suite.server, `tr${Date.now() % 100000}b`),
    ];
    // 14 harassment reports decided after 1 h to 14 h (median 7 h 30 min), 3 automatic flags.
    for (let index = 0; index < 17; index += 1) {
      const id = newId();
      const createdAt = month.at(24 + index);
      const automatic = index >= 14;
      await db.insert(reports).values({
        id,
        reporterId: automatic ? null : reporter.user._id,
        reportedUserId: reported.user._id,
        context: automatic ? 'anonymous' : 'profile',
        reason: 'seeded',
        category: automatic ? 'minors' : 'harassment',
        status: automatic ? 'open' : 'reviewed',
        createdAt,
      });
      if (!automatic)
        await db.insert(reportOutcomes).values({
          reportId: id,
          outcome: 'actioned',
          decidedAt: new Date(createdAt.getTime() + (index + 1) * 60 * MINUTE),
        });
    }
    const actions = { warning: 12, suspension: 3, 'automatic suspension': 2, dismiss: 10 };
    const appeals = { 'appeal filed': 11, 'appeal upheld': 5, 'appeal reversed': 4 };
    for (const [action, count] of Object.entries({ ...actions, ...appeals }))
      for (let index = 0; index < count; index += 1)
        await db.insert(moderationLog).values({
          id: newId(),
          action,
          subject: `user:${reported.user._id}`,
          note: 'seeded',
          createdAt: month.at(72 + index),
        });
  });

  it('is linked from the footer and shows a month at 390 and 1280 px', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const { page, errors } = await suite.open({ viewport: size, path: '/about' });
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Transparency' })
        .click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Transparency report' }).isVisible())
        .toBe(true);
      expect(page.url()).toMatch(/\/transparency$/);
      // The current month first; then last month, picked from the list.
      await page.getByLabel('Month').selectOption(month.name);
      await expect.poll(() => page.url()).toContain(`month=${month.name}`);
      const byCategory = page.locator('.card', { hasText: 'Reports by category' });
      await expect
        .poll(() => byCategory.getByRole('row', { name: /Harassment or hate/ }).textContent())
        .toContain('14');
      expect(
        await byCategory
          .getByRole('row', { name: /Sexual content involving minors/ })
          .textContent(),
      ).toContain('fewer than 10');
      const byKind = page.locator('.card', { hasText: 'Actions by kind' });
      expect(await byKind.getByRole('row', { name: 'Warnings' }).textContent()).toContain('12');
      expect(await byKind.getByRole('row', { name: 'Suspensions' }).textContent()).toContain(
        'fewer than 10',
      );
      // The median time as Intl writes hours and minutes in short units ("7 hr 30 min").
      await expect.poll(() => page.getByText(/^7 hr? 30 min$/).isVisible()).toBe(true);
      const appeals = page.locator('.card', { hasText: 'Appeals' }).last();
      expect(await appeals.getByRole('row', { name: /^Filed/ }).textContent()).toContain('11');
      const download = page.getByRole('link', { name: 'Download JSON' });
      expect(await download.getAttribute('href')).toBe(`/api/transparency/${month.name}.json`);
      // Nothing may overflow sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      // Light and dark, 390 and 1280 px, each checked with axe (once: it covers both widths).
      if (size === DESKTOP) expect(await lookAtPage(page, 'transparency')).toEqual([]);
    }
  }, 300_000);

  it('downloads the month as a JSON file with no personal data', async () => {
    const { page } = await suite.open({ path: `/transparency?month=${month.name}` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`serendip-transparency-${month.name}.json`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const json = JSON.parse(text) as { month: string; reports: { total: number } };
    expect(json).toMatchObject({ month: month.name, reports: { total: 17 } });
    expect(text).not.toContain('seeded');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
