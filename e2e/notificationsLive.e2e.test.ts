/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Photo } from '@serendip/protocol';
import { TestClient } from '../server/test/support';
import { postPhoto } from '../server/test/photoFixtures';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

type Member = Awaited<ReturnType<typeof onboardedUser>>;
const WIDTHS = [PHONE, DESKTOP] as const;

/**
 * Notifications that lead to their target (Post Details, a highlighted comment), grouped with
 * avatars and thumbnails, friend requests answered from the bell, the friends list kept live,
 * the offline banner, the signed-out-elsewhere notice and one trending list.
 */
describe('notifications and live screens', () => {
  const suite = browserSuite();
  let sequence = 0;

  const member = (prefix: string) =>
    onboardedUser(suite.server, `${prefix}${Date.now() % 100000}${(sequence += 1)}`);

  const pageAt = (viewport: typeof PHONE, token?: string) => suite.open({ viewport, token });

  async function befriend(a: Member, b: Member) {
    expect((await a.client.post(`/api/friends/request/${b.user._id}`)).status).toBe(201);
    expect((await b.client.post(`/api/friends/accept/${a.user._id}`)).status).toBe(200);
  }

  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
  const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible();

  for (const viewport of WIDTHS) {
    const at = `${viewport.width} px`;

    it(`a grouped like notification opens that photo in Post Details, a comment its comment (${at})`, async () => {
      const [owner, ann, ben, cat] = [
        await member('owner'),
        await member('ann'),
        await member('ben'),
        await member('cat'),
      ];
      for (const fan of [ann, ben, cat]) await befriend(owner, fan);
      // The three accepts are old news: only the likes and the comment are unread.
      await owner.client.put('/api/notifications/read');
      const photo = (await postPhoto(owner.client, `Lake at dawn ${at}`)) as Photo;
      const older = (await postPhoto(owner.client, `Older post ${at}`)) as Photo;
      for (const fan of [ann, ben, cat]) await fan.client.put(`/api/photos/like/${photo._id}`);
      const comment = await ann.client.post<{ _id: string }>(`/api/comments/${older._id}`, {
        text: `Lovely colours ${at}`,
      });

      const { page, errors } = await pageAt(viewport, owner.token);
      await page.goto('/feed');
      await expect
        .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications (4 unread)');
      await bell(page).click();
      const grouped = `${cat.username} and 2 others liked your photo.`;
      await expect.poll(visible(page, grouped)).toBe(true);
      const row = page.getByTestId('notification-row').filter({ hasText: grouped });
      // The actor's avatar and the post's thumbnail are on the row.
      expect(await row.locator('img.avatar').count()).toBe(1);
      await expect
        .poll(() => row.locator('img.notification-thumbnail').getAttribute('src'))
        .toBe(photo.thumbnailUrl ?? photo.imageUrl);
      await screenshot(page, 'notifications-bell-grouped');

      await row.getByRole('button').first().click();
      const dialog = page.getByRole('dialog', { name: 'Post Details' });
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => dialog.getByText(`Lake at dawn ${at}`).isVisible()).toBe(true);
      expect(new URL(page.url()).searchParams.get('post')).toBe(photo._id);
      await screenshot(page, 'notifications-post-details');
      // The whole group was read in one tap.
      await expect
        .poll(() => bell(page).getAttribute('aria-label'))
        .toBe('Notifications (1 unread)');
      // Back closes it and returns to the feed it was opened over. The address follows the
      // dialog's closing (history moves asynchronously), so it is waited for.
      await page.goBack();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/feed');

      await bell(page).click();
      await page.getByText(`${ann.username} commented on your photo.`).first().click();
      await expect.poll(() => dialog.getByText(`Older post ${at}`).isVisible()).toBe(true);
      const highlighted = dialog.locator('.comment-highlight');
      await expect.poll(() => highlighted.textContent()).toContain(`Lovely colours ${at}`);
      expect(await highlighted.getAttribute('data-comment-id')).toBe(comment.body._id);
      await screenshot(page, 'notifications-comment-highlight');
      expect(errors).toEqual([]);
    });

    it(`accepts a friend request inline from the bell; both sidebars update live (${at})`, async () => {
      const [me, them] = [await member('me'), await member('them')];
      const { page, errors } = await pageAt(viewport, me.token);
      const { page: theirPage } = await pageAt(viewport, them.token);
      await page.goto('/feed');
      await theirPage.goto('/feed');
      const noFriends = 'You have no friends yet. Search for some!';
      await expect.poll(visible(page, noFriends), { timeout: 10_000 }).toBe(true);
      await expect.poll(visible(theirPage, noFriends), { timeout: 10_000 }).toBe(true);

      expect((await them.client.post(`/api/friends/request/${me.user._id}`)).status).toBe(201);
      await expect
        .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications (1 unread)');
      await bell(page).click();
      const accept = page.getByRole('button', {
        name: `Accept friend request from ${them.username}`,
      });
      await expect.poll(() => accept.isVisible()).toBe(true);
      await screenshot(page, 'notifications-friend-request');
      await accept.click();
      await expect.poll(visible(page, 'Friend request accepted.')).toBe(true);
      expect(await bell(page).getAttribute('aria-label')).toBe('Notifications');
      await page.keyboard.press('Escape');

      // Both side columns list the new friend without a reload.
      const sidebar = (p: Page) => p.locator('.feed-sidebar');
      await expect
        .poll(() => sidebar(page).getByRole('link', { name: them.username }).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      await expect
        .poll(() => sidebar(theirPage).getByRole('link', { name: me.username }).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      await sidebar(theirPage).getByRole('link', { name: me.username }).scrollIntoViewIfNeeded();
      await screenshot(theirPage, 'friends-sidebar-live');

      // An unfriend empties both again, live.
      expect((await them.client.delete(`/api/friends/${me.user._id}`)).status).toBe(200);
      await expect.poll(visible(page, noFriends), { timeout: 10_000 }).toBe(true);
      expect(errors).toEqual([]);
    });

    it(`shows the offline banner and friends as Unknown while offline (${at})`, async () => {
      const [me, friend] = [await member('offme'), await member('offfriend')];
      await befriend(me, friend);
      const friendSocket = await suite.server.socket(friend.token);
      const { context, page } = await pageAt(viewport, me.token);
      await page.goto('/friends');
      const online = () => page.getByText('Online', { exact: true }).first().isVisible();
      await expect.poll(online, { timeout: 10_000 }).toBe(true);

      await context.setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await banner.textContent()).toContain('offline');
      await expect
        .poll(() => page.getByText('Unknown', { exact: true }).first().isVisible())
        .toBe(true);
      expect(await online()).toBe(false);
      await screenshot(page, 'offline-banner');

      await context.setOffline(false);
      await expect.poll(() => banner.isVisible(), { timeout: 15_000 }).toBe(false);
      await expect.poll(online, { timeout: 15_000 }).toBe(true);
      friendSocket.disconnect();
    });

    it(`says why after Log out everywhere on a second device (${at})`, async () => {
      const me = await member('twice');
      const { page } = await pageAt(viewport, me.token);
      await page.goto('/feed');
      await expect.poll(() => bell(page).isVisible(), { timeout: 10_000 }).toBe(true);

      // The second device signs in on its own and logs out everywhere from its profile.
      const second = new TestClient(suite.server.url);
      await second.get('/api/config');
      const login = await second.post<{ token: string }>('/api/auth/login', {
        identifier: me.username,
        password: me.password,
      });
      expect(login.status).toBe(200);
      const { page: secondPage } = await pageAt(viewport, login.body.token);
      await secondPage.goto('/profile');
      await secondPage.getByRole('button', { name: 'Log out everywhere' }).click();
      await secondPage
        .getByRole('dialog')
        .getByRole('button', { name: 'Log out everywhere' })
        .click();

      const text = 'You were signed out because your account was logged out on every device.';
      await expect.poll(visible(page, text), { timeout: 10_000 }).toBe(true);
      await screenshot(page, 'signed-out-elsewhere');
      // The device that chose to log out is not told it was signed out.
      await expect
        .poll(() => secondPage.evaluate(() => localStorage.getItem('token')), { timeout: 10_000 })
        .toBeNull();
      await secondPage.waitForTimeout(500);
      expect(await secondPage.getByText(text).count()).toBe(0);
      // It stays on the login page too, until dismissed.
      await page.goto('/login');
      await expect.poll(visible(page, text)).toBe(true);
      await page.getByRole('button', { name: 'Close alert' }).click();
      expect(await page.getByText(text).count()).toBe(0);
    });

    it(`shows the same trending rooms on /rooms and /trending (${at})`, async () => {
      const me = await member('rooms');
      const name = `Night owls ${viewport.width} ${sequence}`;
      expect((await me.client.post('/api/rooms', { name, description: 'Late talk' })).status).toBe(
        201,
      );
      const { page, errors } = await pageAt(viewport, me.token);
      const trendingNames = async (path: string) => {
        await page.goto(path);
        const section =
          path === '/rooms'
            ? page.locator('section', {
                has: page.getByRole('heading', { name: 'Trending Rooms' }),
              })
            : page.locator('main');
        await expect
          .poll(() => section.getByRole('heading', { level: 3 }).count(), { timeout: 10_000 })
          .toBeGreaterThan(0);
        return section.getByRole('heading', { level: 3 }).allTextContents();
      };
      const onRooms = await trendingNames('/rooms');
      await screenshot(page, 'rooms-trending');
      const onTrending = await trendingNames('/trending');
      await screenshot(page, 'trending');
      expect(onRooms).toContain(name);
      expect(onTrending).toEqual(onRooms);
      expect(errors).toEqual([]);
    });
  }
});
