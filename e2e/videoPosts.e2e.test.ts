/// <reference lib="dom" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { befriend, postPhoto, type Member } from '../server/test/photoFixtures';
import { makeClip } from '../server/test/videoFixtures';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedUser } from './fixtures';

type Person = Awaited<ReturnType<typeof onboardedUser>>;

/** A clip written to a temporary file for the file input. */
async function clipFile(name: string, options: Parameters<typeof makeClip>[0]): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-video-')), name);
  await fs.writeFile(file, makeClip(options));
  return file;
}

/** The element's playback state, read in the page. */
const playback = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    paused: element.paused,
    readyState: element.readyState,
    currentTime: element.currentTime,
    duration: element.duration,
    controls: element.controls,
    playsInline: element.playsInline,
    poster: element.poster,
  }));

/**
 * Waits until the video has played `seconds` by itself, read as the sum of the steps of its time
 * between readings: the clips loop, so a step back is a wrap past the end (from the first reading
 * alone, a clip read near its end could never get "further").
 */
async function expectTimeMovesOn(video: Locator, seconds: number): Promise<void> {
  let last = (await playback(video)).currentTime;
  let played = 0;
  await expect
    .poll(
      async () => {
        const now = await playback(video);
        const step = now.currentTime - last;
        played += step >= 0 ? step : (now.duration || 0) - last + now.currentTime;
        last = now.currentTime;
        return now.paused ? 0 : played;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(seconds);
}

/** Waits until the video is muted, has frames, and its time moves on by itself. */
async function expectPlaying(video: Locator): Promise<void> {
  // Only a visible page plays on its own (the app pauses inline videos in a hidden one).
  await video.page().bringToFront();
  await expect.poll(async () => (await playback(video)).readyState, { timeout: 15_000 }).toBe(4);
  const first = await playback(video);
  expect(first).toMatchObject({ muted: true, controls: true, playsInline: true });
  expect(first.poster).toMatch(/\/uploads\/photos\/[0-9a-f-]{36}\.jpg$/);
  await expectTimeMovesOn(video, 0.5);
}

/**
 * A video post made through the feed's form plays muted inline in a friend's feed and in Post
 * Details, pauses when scrolled away, and a too-long clip is refused with the stated limit.
 */
describe.each([
  { name: 'phone', viewport: PHONE, extension: 'mp4' as const },
  { name: 'desktop', viewport: DESKTOP, extension: 'webm' as const },
])('video posts at $viewport.width px ($extension)', ({ name, viewport, extension }) => {
  const suite = browserSuite();
  let alice: Person;
  let bob: Person;

  async function pageFor(person: Person): Promise<{ page: Page; errors: string[] }> {
    const touch = viewport === PHONE;
    const { page, errors } = await suite.open({ viewport, touch, token: person.token });
    return { page, errors };
  }

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    alice = await onboardedUser(suite.server, `vida${name}${suffix}`);
    bob = await onboardedUser(suite.server, `vidb${name}${suffix}`);
    const member = (person: Person) => ({ id: person.user._id }) as Member;
    await befriend(suite.server, member(alice), member(bob));
    // Older posts below the video, so the feed is long enough to scroll it away.
    for (const caption of ['Older one', 'Older two', 'Older three'])
      await postPhoto(alice.client, caption, 800, 800);
  });

  it('uploads a video through the form; it plays in the feed and in Post Details', async () => {
    const { page: alicePage, errors: aliceErrors } = await pageFor(alice);
    await alicePage.goto('/feed');
    // Below 992 px the form is one tap away, in the Create dialog; wider, beside the feed.
    const phone = viewport === PHONE;
    if (phone) {
      const create = alicePage
        .locator('.create-post-prompt')
        .getByRole('button', { name: 'Create' });
      await expect.poll(() => create.isVisible()).toBe(true);
      await create.tap();
    }
    const form = phone ? alicePage.getByRole('dialog', { name: 'Create a post' }) : alicePage;
    const input = form.locator('input[type=file]').first();
    await expect
      .poll(() =>
        form
          .getByText('A photo, or a video (MP4, WebM or MOV) of up to 50 MB and 60 seconds.')
          .isVisible(),
      )
      .toBe(true);

    // Too long: refused in the form with the limit, before anything is sent.
    await input.setInputFiles(
      await clipFile(`long.${extension}`, {
        extension,
        seconds: 63,
        width: 64,
        height: 48,
        rate: 2,
      }),
    );
    await expect
      .poll(() => form.getByRole('alert').filter({ hasText: 'The video is too long.' }).isVisible())
      .toBe(true);
    expect(await form.getByRole('alert').first().textContent()).toBe(
      'The video is too long. The limit is 60 seconds.',
    );

    // A 4 s clip: previewed, sent as it is, announced as a video.
    await input.setInputFiles(
      await clipFile(`clip.${extension}`, { extension, seconds: 4, width: 640, height: 360 }),
    );
    await expect.poll(() => form.getByLabel('Selected video preview').isVisible()).toBe(true);
    await form.getByLabel('Caption (optional)').fill('Waves at dusk');
    await screenshot(alicePage, 'video-post-form');
    await form.getByRole('button', { name: 'Upload Video' }).click();
    await expect
      .poll(() => alicePage.getByText('Video uploaded successfully!').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(aliceErrors).toEqual([]);

    // Bob's feed: the video is at the top, muted, and plays on its own once on screen.
    const { page, errors } = await pageFor(bob);
    await page.goto('/feed');
    const video = page.getByTestId('post-video');
    await expect.poll(() => video.count(), { timeout: 10_000 }).toBe(1);
    await video.scrollIntoViewIfNeeded();
    await expectPlaying(video);
    await screenshot(page, 'video-post-feed');

    // Scrolled away it pauses.
    await page.getByText('Older three').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await playback(video)).paused).toBe(true);

    // Explore: a tile with the poster; Post Details plays it.
    await page.goto('/explore');
    const tile = page.getByRole('button', { name: `Video by ${alice.username}: Waves at dusk` });
    await expect.poll(() => tile.isVisible(), { timeout: 10_000 }).toBe(true);
    // The tile itself plays muted while on screen (no controls inside a button).
    const tileVideo = tile.getByTestId('explore-video');
    await expectTimeMovesOn(tileVideo, 0.5);
    expect(await playback(tileVideo)).toMatchObject({ muted: true, controls: false });
    await screenshot(page, 'video-post-explore');
    await tile.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Post Details' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inDetails = dialog.getByTestId('post-video');
    await expectPlaying(inDetails);
    // One video plays at a time: the tile behind the dialog stopped.
    expect((await playback(tileVideo)).paused).toBe(true);
    await screenshot(page, 'video-post-details');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Closed, the tile plays again where it was, nothing scrolled.
    await expectTimeMovesOn(tileVideo, 0.5);

    // Another's profile lists the posts as cards: the video plays inline there too.
    await page.goto(`/profile/${alice.user._id}`);
    const onProfile = page.getByTestId('post-video');
    await expect.poll(() => onProfile.count(), { timeout: 10_000 }).toBe(1);
    await onProfile.scrollIntoViewIfNeeded();
    await expectPlaying(onProfile);
    await screenshot(page, 'video-post-profile');
    expect(errors).toEqual([]);

    // Her own profile lists it as a card, like others' profiles do; it plays there.
    await alicePage.goto(`/profile/${alice.user._id}`);
    const own = alicePage.getByTestId('post-video');
    await expect.poll(() => own.count(), { timeout: 10_000 }).toBe(1);
    await own.scrollIntoViewIfNeeded();
    await screenshot(alicePage, 'video-post-own-profile');
    await expectPlaying(own);
    expect(aliceErrors).toEqual([]);
  });
});
