/// <reference lib="dom" />
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoomView } from '@serendip/protocol';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedFriends, onboardedUser } from './fixtures';
import { seriousViolations } from './looks';

type User = Awaited<ReturnType<typeof onboardedUser>>;

/** "Seen" in friend chat, live room counts and join lines, @mentions: two browsers at a time. */
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('Seen and live rooms on a %s', (label, viewport) => {
  const suite = browserSuite();
  const errors: string[] = [];
  let sequence = 0;
  const name = (prefix: string) => `${prefix}${label[0]}${Date.now() % 100000}${(sequence += 1)}`;

  async function pageOf(user: User): Promise<Page> {
    const opened = await suite.open({ viewport, touch: viewport === PHONE, token: user.token });
    errors.push(...opened.errors);
    return opened.page;
  }

  async function send(page: Page, text: string) {
    const field = page.getByLabel('Message', { exact: true });
    await field.fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
  }

  afterAll(async () => {
    expect(errors).toEqual([]);
  });

  it('shows "Seen" live when the friend reads, and not once they stop sharing it', async () => {
    const [alice, bob] = await onboardedFriends(suite.server, name('alice'), name('bob'));

    const alicePage = await pageOf(alice);
    await alicePage.goto(`/chat/${bob.user._id}`);
    await send(alicePage, 'Are you there?');
    const seen = alicePage.getByTestId('seen-marker');
    expect(await seen.count()).toBe(0);

    const bobPage = await pageOf(bob);
    await bobPage.goto(`/chat/${alice.user._id}`);
    await expect
      .poll(() =>
        bobPage.getByRole('log', { name: 'Messages' }).getByText('Are you there?').isVisible(),
      )
      .toBe(true);
    // Live, without a reload: under Alice's message.
    await expect.poll(() => seen.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await seen.textContent()).toBe('Seen');
    await screenshot(alicePage, `seen-${label}`);

    // Bob turns "Share when I've seen messages" off in his profile's settings.
    await bobPage.goto('/profile');
    await bobPage.getByRole('button', { name: 'Edit Profile' }).click();
    const setting = bobPage.getByLabel("Share when I've seen messages");
    await expect.poll(() => setting.isChecked()).toBe(true);
    await setting.click();
    await expect.poll(() => setting.isChecked()).toBe(false);
    await expect
      .poll(async () => (await bob.client.get('/api/users/profile')).body.shareReadState)
      .toBe(false);
    await screenshot(bobPage, `seen-setting-${label}`);

    await send(alicePage, 'Still there?');
    await bobPage.goto(`/chat/${alice.user._id}`);
    await expect
      .poll(() =>
        bobPage.getByRole('log', { name: 'Messages' }).getByText('Still there?').isVisible(),
      )
      .toBe(true);
    // Alice reloads: no "Seen" at all now (hidden both ways while Bob does not share).
    await alicePage.reload();
    await expect
      .poll(() =>
        alicePage.getByRole('log', { name: 'Messages' }).getByText('Still there?').isVisible(),
      )
      .toBe(true);
    await alicePage.waitForTimeout(500);
    expect(await seen.count()).toBe(0);
  });

  it('changes the room count live, shows the join line, notifies a mention and counts unread', async () => {
    const owner = await onboardedUser(suite.server, name('own'));
    const guest = await onboardedUser(suite.server, name('gst'));
    const room = (await owner.client.post<RoomView>('/api/rooms', { name: `Night owls ${label}` }))
      .body;

    const ownerPage = await pageOf(owner);
    await ownerPage.goto(`/room/${room._id}`);
    const counts = ownerPage.getByTestId('room-counts');
    await expect.poll(() => counts.textContent()).toBe('1 member· 1 online');

    const guestPage = await pageOf(guest);
    await guestPage.goto(`/room/${room._id}`);
    await expect
      .poll(() => guestPage.getByTestId('room-counts').textContent())
      .toBe('2 members· 2 online');
    // The owner's header follows without a reload, and the timeline says who joined.
    await expect.poll(() => counts.textContent(), { timeout: 10_000 }).toBe('2 members· 2 online');
    const line = ownerPage.getByTestId('room-system-line');
    await expect.poll(() => line.textContent()).toBe(`${guest.username} joined`);
    await screenshot(ownerPage, `room-joined-${label}`);

    // @ and the start of the owner's name suggest the owner; picking fills the composer.
    const field = guestPage.getByLabel('Message', { exact: true });
    await field.click();
    await field.pressSequentially(`Hi @${owner.username.slice(0, 4)}`);
    const suggestions = guestPage.getByTestId('mention-suggestions');
    await expect.poll(() => suggestions.isVisible()).toBe(true);
    const option = suggestions.getByRole('option', { name: owner.username });
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await screenshot(guestPage, `mention-suggestions-${label}`);
    expect(await seriousViolations(guestPage)).toEqual([]);
    if (viewport === PHONE) await option.tap();
    else await field.press('Enter');
    await expect.poll(() => field.inputValue()).toBe(`Hi @${owner.username} `);
    expect(await suggestions.count()).toBe(0);
    await field.pressSequentially('see you at 10');
    await guestPage.getByRole('button', { name: 'Send', exact: true }).click();

    // The owner is notified (toast and bell) and sees their mention highlighted.
    const notice = `${guest.username} mentioned you in ${room.name}.`;
    await expect.poll(() => ownerPage.getByText(notice).first().isVisible()).toBe(true);
    const mine = ownerPage.getByTestId('mention-self');
    await expect.poll(() => mine.textContent()).toBe(`@${owner.username}`);
    await screenshot(ownerPage, `mention-notified-${label}`);
    const stored = (await owner.client.get('/api/notifications')).body as Array<{
      message: string;
      link?: string;
    }>;
    expect(stored.filter((item) => item.message === notice)).toEqual([
      expect.objectContaining({ link: `/room/${room._id}` }),
    ]);

    // 'Your Rooms' counts the guest's next message live.
    await ownerPage.goto('/rooms');
    // In 'Your Rooms' (Trending lists the room too, marked as one's own).
    const card = ownerPage
      .getByRole('region', { name: 'Your Rooms' })
      .getByRole('listitem')
      .filter({ hasText: room.name });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByTestId('room-unread-count').count()).toBe(0);
    await send(guestPage, 'anyone?');
    await expect
      .poll(() => card.getByTestId('room-unread-count').textContent(), { timeout: 10_000 })
      .toBe('1 unread');
    await screenshot(ownerPage, `rooms-unread-${label}`);
  });
});
