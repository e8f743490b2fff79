/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedUser } from './fixtures';

/**
 * End to end with two people: search → request → accept (the bell shows it live) →
 * the friend's post appears in the feed → like and comment → block → gone from search and
 * feed → unblock.
 */
describe('the social layer with two people', () => {
  const suite = browserSuite();
  let photoPath: string;
  let alice: Awaited<ReturnType<typeof onboardedUser>>;
  let bob: Awaited<ReturnType<typeof onboardedUser>>;

  const signedInPage = (token: string) => suite.open({ token });

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    alice = await onboardedUser(suite.server, `alice${suffix}`, {
      bio: `Hi, I am alice${suffix}.`,
    });
    bob = await onboardedUser(suite.server, `bob${suffix}`, { bio: `Hi, I am bob${suffix}.` });
    photoPath = await imageFile('sunset.jpg', 1200, 800, '#f47b20');
  });

  it('befriends, posts, likes, comments, blocks and unblocks', async () => {
    const { page: bobPage, errors: bobErrors } = await signedInPage(bob.token);
    await bobPage.goto('/feed');
    const bobBell = bobPage.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bobBell.getAttribute('aria-label')).toBe('Notifications');

    // Alice finds Bob and sends a request.
    const { page: alicePage, errors: aliceErrors } = await signedInPage(alice.token);
    await alicePage.goto('/search');
    await alicePage.getByPlaceholder('Search by username...').fill(bob.username);
    await alicePage.getByRole('button', { name: 'Add Friend' }).click();
    await expect
      .poll(() => alicePage.getByRole('button', { name: 'Request Sent' }).isDisabled())
      .toBe(true);

    // Bob's bell lights up live, and he accepts.
    await expect
      .poll(() => bobBell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications (1 unread)');
    await bobBell.click();
    await expect
      .poll(() =>
        bobPage.getByText(`${alice.username} sent you a friend request.`).first().isVisible(),
      )
      .toBe(true);
    await bobPage.keyboard.press('Escape');
    await bobPage.goto('/friends');
    await bobPage.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => bobPage.getByRole('link', { name: alice.username }).first().isVisible())
      .toBe(true);

    // Bob posts a photo from the feed's side column.
    await bobPage.goto('/feed');
    await bobPage.locator('input[type=file]').first().setInputFiles(photoPath);
    await bobPage.getByLabel('Caption (optional)').fill('Sunset at the lake');
    await bobPage.getByRole('button', { name: 'Upload Photo' }).click();
    await expect
      .poll(() => bobPage.getByText('Photo uploaded successfully!').isVisible())
      .toBe(true);

    // Alice sees it in her friends' feed, likes it and comments.
    await alicePage.goto('/feed');
    await expect
      .poll(() => alicePage.getByText('Sunset at the lake').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await alicePage.getByRole('button', { name: 'Like (0)' }).click();
    await expect
      .poll(() => alicePage.getByRole('button', { name: 'Like (1)' }).isVisible())
      .toBe(true);
    await alicePage.getByRole('button', { name: 'Comments (0)' }).click();
    await expect.poll(() => alicePage.getByText('No comments yet.').isVisible()).toBe(true);
    await alicePage.getByLabel('Add a comment').fill('What a view!');
    await alicePage.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(() => alicePage.getByText('What a view!').isVisible()).toBe(true);
    await screenshotBothWidths(alicePage, 'feed');

    // Bob hears about the like and the comment live.
    await expect
      .poll(() => bobBell.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/unread/);
    await bobBell.click();
    await expect
      .poll(() => bobPage.getByText(`${alice.username} liked your photo.`).first().isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        bobPage.getByText(`${alice.username} commented on your photo.`).first().isVisible(),
      )
      .toBe(true);
    await bobPage.keyboard.press('Escape');

    await alicePage.goto('/explore');
    await expect
      .poll(() => alicePage.locator('.explore-grid img, .explore-grid video').count())
      .toBeGreaterThan(0);
    await screenshotBothWidths(alicePage, 'explore');

    // Alice blocks Bob: he vanishes from her search and feed.
    await alicePage.goto(`/profile/${bob.user._id}`);
    await expect
      .poll(() => alicePage.getByText(`Hi, I am ${bob.username}.`).isVisible())
      .toBe(true);
    await screenshotBothWidths(alicePage, 'profile-other');
    await alicePage.getByRole('button', { name: 'Block', exact: true }).click();
    await expect
      .poll(() => alicePage.getByText('This will also unfriend them.').isVisible())
      .toBe(true);
    await alicePage.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect
      .poll(() => alicePage.getByText(`${bob.username} has been blocked.`).isVisible())
      .toBe(true);

    await alicePage.goto('/search');
    await alicePage.getByPlaceholder('Search by username...').fill(bob.username);
    await expect.poll(() => alicePage.getByText('No users found.').isVisible()).toBe(true);
    await alicePage.goto('/feed');
    await expect
      .poll(() =>
        alicePage
          .getByText(
            'No photos from your friends yet. Add some friends and they can start posting!',
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await alicePage.getByText('Sunset at the lake').count()).toBe(0);

    // And unblocks him.
    await alicePage.goto(`/profile/${bob.user._id}`);
    await alicePage.getByRole('button', { name: 'Unblock' }).click();
    await expect
      .poll(() => alicePage.getByText(`${bob.username} has been unblocked.`).isVisible())
      .toBe(true);
    await alicePage.goto('/search');
    await alicePage.getByPlaceholder('Search by username...').fill(bob.username);
    await expect
      .poll(() => alicePage.getByRole('button', { name: 'Add Friend' }).isVisible())
      .toBe(true);

    expect(aliceErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
  });
});
