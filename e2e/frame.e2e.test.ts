/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../server/test/support';
import { postPhoto } from '../server/test/photoFixtures';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedFriends, onboardedUser } from './fixtures';
import { lookAtPage, seriousViolations } from './looks';

type Member = Awaited<ReturnType<typeof onboardedUser>>;

/**
 * The frame on a phone and a desktop: the bottom tab bar and its Create, the labelled Messages
 * entry, Tab order, Back closing dialogs, the place kept on Back, and signing up mid-chat.
 */
describe('frame and navigation in the browser', () => {
  const suite = browserSuite();
  let alice: Member;
  let bob: Member;

  /** A page at phone (touch) or desktop size, signed in with `token` when given. */
  async function open(size: typeof PHONE, token?: string) {
    const { page, errors } = await suite.open({ viewport: size, touch: size.width < 768, token });
    return { page, errors };
  }

  async function axeClean(page: Page) {
    expect(await seriousViolations(page)).toEqual([]);
  }

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    [alice, bob] = await onboardedFriends(suite.server, `alice${suffix}`, `bob${suffix}`);
    for (let index = 0; index < 10; index += 1)
      await postPhoto(bob.client, `Bob's post number ${index}`, 400, 400);
  });

  it("posts from the phone's Create tab in one tap, from the feed", async () => {
    const { page, errors } = await open(PHONE, alice.token);
    await page.goto('/feed');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect.poll(() => tabs.isVisible()).toBe(true);
    await screenshot(page, 'frame-feed-phone');
    await tabs.getByRole('button', { name: 'Create' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Create a post' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog
      .getByLabel('Photo')
      .setInputFiles(await imageFile('create.png', 300, 200, '#7c3aed'));
    await dialog.getByLabel('Caption (optional)').fill('Made from the Create tab');
    await screenshot(page, 'frame-create-sheet');
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Upload Photo' }).tap();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await expect
      .poll(() => page.getByText('Made from the Create tab').first().isVisible())
      .toBe(true);
    // The bar never covers the page's end: the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page
      .locator('.app-footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await tabs.evaluate((bar) => bar.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    expect(errors).toEqual([]);
  });

  it('opens the same composer from the Create of another page, and every navbar link from Me', async () => {
    const { page, errors } = await open(PHONE, alice.token);
    await page.goto('/rooms');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabs.getByRole('button', { name: 'Create' }).tap();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Create a post' }).isVisible())
      .toBe(true);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/rooms');

    await tabs.getByRole('button', { name: 'Me' }).tap();
    const sheet = page.getByRole('dialog', { name: alice.user.username });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    for (const label of [
      'Chat',
      'Video Chat',
      'Rooms',
      'Trending',
      'Explore',
      'My Profile',
      'Friends',
      'Search Users',
      'Conversations',
    ])
      expect(await sheet.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    await page.waitForTimeout(400);
    await page.screenshot({ path: '.e2e-artifacts/screenshots/frame-me-sheet-viewport-390.png' });
    // The whole sheet is on screen, Logout included.
    const sheetTop = await sheet.evaluate((element) => element.getBoundingClientRect().top);
    expect(sheetTop).toBeGreaterThanOrEqual(0);
    expect(await sheet.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await axeClean(page);
    await sheet.getByRole('link', { name: 'Search Users' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(errors).toEqual([]);
  });

  it('labels the Messages entry with the unread count, on the navbar and the tab bar', async () => {
    const conversationId = (await alice.client.post(`/api/chat/conversation/${bob.user._id}`)).body
      ._id as string;
    const socket = await suite.server.socket(alice.token);
    const ack = await socket.emitWithAck('sendMessage', {
      conversationId,
      content: 'Unread hello',
      type: 'text',
      clientId: 'frame-unread-1',
    });
    expect(ack.ok).toBe(true);
    socket.disconnect();
    for (const size of [DESKTOP, PHONE]) {
      const { page } = await open(size, bob.token);
      await page.goto('/feed');
      const scope =
        size === DESKTOP
          ? page.locator('.app-navbar')
          : page.getByRole('navigation', { name: 'Tabs' });
      const link = scope.getByRole('link', { name: 'Messages (1 unread)' });
      await expect.poll(() => link.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await link.textContent()).toContain('Messages');
      await screenshot(page, 'frame-messages-entry');
    }
  });

  it('tabs through the navbar in its visual order on a desktop, and through the tab bar on a phone', async () => {
    const { page } = await open(DESKTOP, alice.token);
    await page.goto('/rooms');
    await expect.poll(() => page.getByRole('link', { name: 'Explore' }).isVisible()).toBe(true);
    const order: { name: string; x: number; y: number }[] = [];
    await page.locator('body').focus();
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.closest('.app-navbar')) return null;
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent ?? '',
          x: box.x,
          y: box.y,
        };
      });
      if (focused) order.push(focused);
    }
    expect(order.length).toBeGreaterThan(8);
    const xs = order.map((item) => item.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(order.map((item) => item.name).join(' | ')).toMatch(
      /Chat.*Video Chat.*Rooms.*Trending.*Explore.*Messages.*Notifications/,
    );

    const phone = await open(PHONE, alice.token);
    await phone.page.goto('/rooms');
    const tabs = phone.page.getByRole('navigation', { name: 'Tabs' });
    await expect.poll(() => tabs.isVisible()).toBe(true);
    await tabs.getByRole('link', { name: 'Strangers' }).focus();
    const names: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      names.push(await phone.page.evaluate(() => document.activeElement?.textContent ?? ''));
      await phone.page.keyboard.press('Tab');
    }
    expect(names).toEqual(['Strangers', 'Video', 'Create', 'Messages', 'Me']);
  });

  it('closes Post Details with Back and stays on /explore', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const { page, errors } = await open(size, alice.token);
      await page.goto('/feed');
      await page.goto('/explore');
      const tile = page.getByTestId('explore-item').first().getByRole('button');
      await expect.poll(() => tile.isVisible(), { timeout: 15_000 }).toBe(true);
      await tile.click();
      const dialog = page.getByRole('dialog', { name: 'Post Details' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await screenshot(page, 'frame-post-details');
      await page.goBack();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/explore');
      // Closed with its button, the next Back leaves the page as usual.
      await tile.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/feed');
      expect(errors).toEqual([]);
    }
  });

  it('returns to the same place in the feed after Back from a profile', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const { page } = await open(size, alice.token);
      await page.goto('/feed');
      await expect
        .poll(() => page.getByText("Bob's post number 9").isVisible(), { timeout: 15_000 })
        .toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
        .toBeGreaterThan(4000);
      await page.evaluate(() => window.scrollTo(0, 3000));
      // The scroll may be smooth (Bootstrap's reboot): wait for it to arrive, not a fixed time.
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect.poll(scrollY).toBeGreaterThan(2900);
      const before = await scrollY();
      // A link to bob's profile on a card in view.
      const link = page.locator(`main a[href="/profile/${bob.user._id}"]`);
      const visible = await link.evaluateAll((links) =>
        links.findIndex((anchor) => {
          const box = anchor.getBoundingClientRect();
          return box.top > 60 && box.bottom < window.innerHeight - 80;
        }),
      );
      expect(visible).toBeGreaterThanOrEqual(0);
      await link.nth(visible).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/profile/${bob.user._id}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/feed');
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
        .toBeGreaterThan(before - 60);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(60);
    }
  });

  it('keeps a visitor who registers mid-chat in the same chat with the same stranger', async () => {
    const a = await open(PHONE);
    const b = await open(DESKTOP);
    for (const { page } of [a, b]) {
      await page.goto('/anonymous-chat');
      const match = page.getByRole('button', { name: 'Match with a Stranger' });
      await page.getByText("I'm not a robot").click();
      await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
      await match.click();
    }
    const box = (page: Page) => page.getByLabel('Message', { exact: true });
    await expect.poll(() => box(a.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => box(b.page).isVisible()).toBe(true);
    const say = async (from: Page, to: Page, text: string) => {
      await box(from).fill(text);
      await from.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => to.getByText(text).isVisible()).toBe(true);
    };
    await say(b.page, a.page, 'Hi from the stranger');

    await a.page.getByRole('button', { name: 'Reveal My Profile' }).tap();
    const sheet = a.page.getByRole('dialog', { name: 'Create your account' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await screenshot(a.page, 'frame-register-in-chat');
    await axeClean(a.page);
    const username = `midchat${Date.now() % 100000}`;
    await sheet.getByLabel('Username').fill(username);
    await sheet.getByLabel('Email').fill(`${username}@example.com`);
    await sheet.getByLabel('Password').fill('correct horse battery');
    await sheet.getByRole('button', { name: 'Register' }).tap();
    await expect.poll(() => sheet.isVisible(), { timeout: 15_000 }).toBe(false);

    // Signed in, still in /anonymous-chat, with the same stranger both ways.
    expect(new URL(a.page.url()).pathname).toBe('/anonymous-chat');
    await expect.poll(() => a.page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await a.page.getByText('Hi from the stranger').isVisible()).toBe(true);
    await say(a.page, b.page, 'Signed up and still here');
    await say(b.page, a.page, 'Welcome back');
    expect(await b.page.getByText('Stranger has disconnected').count()).toBe(0);
    await screenshot(a.page, 'frame-chat-after-register');

    // Onboarding is offered, not forced, once they move on.
    await a.page.goto('/rooms');
    expect(new URL(a.page.url()).pathname).toBe('/rooms');
    await expect
      .poll(() => a.page.getByRole('link', { name: 'Finish setting up' }).isVisible())
      .toBe(true);
    await screenshot(a.page, 'frame-onboarding-offer');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('shows the changed pages whole at both widths, with no serious accessibility problem', async () => {
    const { page, errors } = await open(PHONE, alice.token);
    const problems: string[] = [];
    for (const [path, name, ready] of [
      ['/feed', 'frame-look-feed', "Your Friends' Feed"],
      ['/rooms', 'frame-look-rooms', 'Trending Rooms'],
      ['/about', 'frame-look-about', 'About Serendip'],
      ['/profile', 'frame-look-own-profile', 'Photos'],
      ['/explore', 'frame-look-explore', 'Explore'],
    ] as const) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { name: ready, exact: true }).first().isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      problems.push(...(await lookAtPage(page, name)).map((line) => `${path} ${line}`));
    }
    // The rooms search shows its whole placeholder on a phone.
    await page.goto('/rooms');
    const fits = await page
      .locator('#room-search')
      .evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
    expect(fits).toBe(true);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the onboarding step heading in view after Next, and chips unfilled on touch', async () => {
    // An account that has not finished onboarding.
    const newcomer = await registerUser(suite.server.client(), {
      username: `new${Date.now() % 100000}`,
    });
    const { page } = await open(PHONE, newcomer.token);
    await page.goto('/onboarding');
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await next.tap();
    const heading = page.getByRole('heading', { name: 'Your Interests' });
    await expect.poll(() => heading.isVisible()).toBe(true);
    const navbarBottom = await page
      .locator('.app-navbar')
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    // Bootstrap scrolls smoothly: the heading settles below the navbar.
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(navbarBottom);
    const chip = page.getByRole('button', { name: 'Music', exact: true });
    await chip.tap();
    await chip.tap();
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    const fill = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);
    const primary = await page.evaluate(
      () =>
        getComputedStyle(document.querySelector('.btn-primary') ?? document.body).backgroundColor,
    );
    expect(fill).not.toBe(primary);
    expect(await lookAtPage(page, 'frame-look-onboarding')).toEqual([]);
  });
});
