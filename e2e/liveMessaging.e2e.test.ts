/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoomView } from '@serendip/protocol';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedFriends, onboardedUser } from './fixtures';
import { lookAtPage } from './looks';

/** A friend's message while elsewhere is a toast and a count, cleared on every tab. */
describe('live messaging signals in the browser', () => {
  const suite = browserSuite();
  let alice: Awaited<ReturnType<typeof onboardedUser>>;
  let bob: Awaited<ReturnType<typeof onboardedUser>>;
  let conversationId: string;
  let sequence = 0;

  async function aliceSays(content: string) {
    const socket = await suite.server.socket(alice.token);
    const ack = await socket.emitWithAck('sendMessage', {
      conversationId,
      content,
      type: 'text',
      clientId: `live-${(sequence += 1)}`,
    });
    expect(ack.ok).toBe(true);
    socket.disconnect();
  }

  const badge = (page: Page) => page.getByTestId('messages-unread-count');

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    [alice, bob] = await onboardedFriends(suite.server, `alice${suffix}`, `bob${suffix}`);
    conversationId = (await alice.client.post(`/api/chat/conversation/${bob.user._id}`)).body._id;
  });

  it('toasts and counts a message received on another page, and reading clears it in a second tab too', async () => {
    const opened = await suite.open({ token: bob.token });
    const feed = opened.page;
    await feed.goto('/feed');
    const secondTab = await opened.context.newPage();
    await secondTab.goto('/rooms');
    await expect.poll(() => feed.getByRole('link', { name: /^Messages/ }).isVisible()).toBe(true);
    await expect
      .poll(() => secondTab.getByRole('link', { name: /^Messages/ }).isVisible())
      .toBe(true);
    expect(await badge(feed).count()).toBe(0);

    await aliceSays('Hi Bob, are you coming to the concert tonight? I have a spare ticket');
    const toast = feed.getByRole('link', { name: /Hi Bob, are you coming/ });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.textContent()).toBe(
      `${alice.username}: Hi Bob, are you coming to the concert tonight? I have a spar…`,
    );
    await expect.poll(() => badge(feed).textContent()).toBe('1');
    await expect.poll(() => badge(secondTab).textContent()).toBe('1');
    await expect.poll(() => feed.title()).toMatch(/^\(1\) /);
    // The toast never covers the navbar: the bell's open menu stays on top of it.
    await feed.getByRole('button', { name: /^Notifications/ }).click();
    const menuOnTop = () =>
      feed.evaluate(() => {
        const menu = document.querySelector('.notification-menu');
        const toast = document.querySelector('.app-toasts .app-toast');
        if (!menu || !toast) return 'missing';
        const a = menu.getBoundingClientRect();
        const b = toast.getBoundingClientRect();
        const x = (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2;
        const y = (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2;
        if (x < a.left || y > a.bottom) return 'no overlap';
        return menu.contains(document.elementFromPoint(x, y)) ? 'menu' : 'toast';
      });
    await expect.poll(menuOnTop).toBe('menu');
    await feed.keyboard.press('Escape');

    await aliceSays('Second one');
    await expect.poll(() => badge(secondTab).textContent()).toBe('2');
    await expect.poll(() => secondTab.title()).toMatch(/^\(2\) /);

    // The conversation list: bold row, its count and the last message's time, newest first.
    await secondTab.goto('/conversations');
    const row = secondTab.locator('a.conversation-row', { hasText: alice.username });
    await expect.poll(() => row.getByTestId('conversation-unread-count').textContent()).toBe('2');
    expect(await row.getAttribute('class')).toContain('conversation-unread');
    expect(await row.locator('time').textContent()).toBe('just now');
    expect(await lookAtPage(secondTab, 'conversations-unread')).toEqual([]);

    // Reading on the first tab (through the toast's link) clears the count on both tabs.
    await aliceSays('Third one');
    const third = feed.getByRole('link', { name: /Third one/ });
    await expect.poll(() => third.isVisible()).toBe(true);
    await third.click();
    await feed.waitForURL(`**/chat/${alice.user._id}`);
    await expect.poll(() => feed.getByText('Third one').last().isVisible()).toBe(true);
    await expect.poll(() => badge(feed).count()).toBe(0);
    await expect.poll(() => badge(secondTab).count()).toBe(0);
    await expect.poll(() => row.getByTestId('conversation-unread-count').count()).toBe(0);
    await expect.poll(() => secondTab.title()).not.toMatch(/^\(/);

    // While the chat is on screen, a new message neither toasts nor counts.
    await aliceSays('Seen right away');
    // At 1280 px the conversation list beside the chat shows the last message too.
    const chatLog = feed.getByRole('log', { name: 'Messages' });
    await expect.poll(() => chatLog.getByText('Seen right away').isVisible()).toBe(true);
    await expect
      .poll(async () => (await bob.client.get('/api/chat/conversations')).body[0].unreadCount)
      .toBe(0);
    // The other tab counts the message when it arrives and drops it when the read reaches it
    // (two events that may land either side of the request above): what must hold is the end.
    await expect.poll(() => badge(secondTab).count()).toBe(0);
    expect(
      await feed
        .locator('.app-toasts')
        .getByRole('link', { name: /Seen right away/ })
        .count(),
    ).toBe(0);
    expect(opened.errors).toEqual([]);
  });

  it('shows unread counts on the rooms you belong to, cleared by opening the room', async () => {
    const room = (await alice.client.post<RoomView>('/api/rooms', { name: 'Concert crew' })).body;
    const bobSocket = await suite.server.socket(bob.token);
    expect(await bobSocket.emitWithAck('joinRoom', room._id)).toMatchObject({ ok: true });
    bobSocket.disconnect();
    const aliceSocket = await suite.server.socket(alice.token);
    for (const content of ['Doors at 8', 'Bring ID']) {
      const ack = await aliceSocket.emitWithAck('sendRoomMessage', {
        roomId: room._id,
        content,
        type: 'text',
        clientId: `room-${(sequence += 1)}`,
      });
      expect(ack.ok).toBe(true);
    }
    aliceSocket.disconnect();

    const { page, errors } = await suite.open({ token: bob.token });
    await page.goto('/rooms');
    // In 'Your Rooms' (the room is also in Trending, marked as one's own).
    const yourRooms = page.getByRole('region', { name: 'Your Rooms' });
    const card = yourRooms.locator('.card', { hasText: 'Concert crew' });
    await expect.poll(() => card.getByTestId('room-unread-count').textContent()).toBe('2 unread');
    await card.getByRole('link', { name: 'Open' }).click();
    await expect.poll(() => page.getByText('Bring ID').isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const mine = await bob.client.get<RoomView[]>('/api/rooms?mine=1');
        return mine.body.find((item) => item._id === room._id)?.unreadCount;
      })
      .toBe(0);
    // The header shows the members, online first, and the room chat is looked at.
    const membersButton = page.getByRole('button', { name: /2 members/ });
    await expect.poll(() => membersButton.isVisible()).toBe(true);
    await membersButton.click();
    const list = page.locator('.room-members-menu');
    await expect.poll(() => list.getByText(bob.username).isVisible()).toBe(true);
    expect(await list.getByRole('link').first().textContent()).toContain(bob.username);
    await page.keyboard.press('Escape');
    expect(await lookAtPage(page, 'room-chat-members')).toEqual([]);
    await page.getByRole('link', { name: 'Back to Rooms' }).click();
    await expect.poll(() => card.getByRole('link', { name: 'Open' }).isVisible()).toBe(true);
    expect(await card.getByTestId('room-unread-count').count()).toBe(0);
    // Listed once among your rooms (Trending may list it too, marked as yours: one list for
    // /rooms and /trending).
    expect(await yourRooms.locator('.card', { hasText: 'Concert crew' }).count()).toBe(1);

    // Leave: back on the list, the room is no longer one of yours.
    await card.getByRole('link', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Leave Concert crew' }).click();
    await page.waitForURL('**/rooms');
    await expect.poll(() => page.getByText("You left 'Concert crew'.").isVisible()).toBe(true);
    const trendingCard = page
      .locator('section', { has: page.getByRole('heading', { name: 'Trending Rooms' }) })
      .locator('.card', { hasText: 'Concert crew' });
    await expect
      .poll(() => trendingCard.getByRole('link', { name: 'Join Room' }).isVisible())
      .toBe(true);
    expect(await page.locator('.card', { hasText: 'Concert crew' }).count()).toBe(1);
    expect(await bob.client.get<RoomView[]>('/api/rooms?mine=1')).toMatchObject({ body: [] });
    expect(errors).toEqual([]);
  });

  it('shows your own post in your feed, at once and after a reload', async () => {
    const photoPath = await imageFile('mine.png', 320, 240, '#f59e0b');
    const { page, errors } = await suite.open({ token: bob.token });
    await page.goto('/feed');
    await page.locator('input[type=file]').first().setInputFiles(photoPath);
    await page.getByLabel('Caption (optional)').fill('My own sunrise');
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const inFeed = page.getByLabel("Your Friends' Feed").getByText('My own sunrise');
    await expect.poll(() => inFeed.isVisible()).toBe(true);
    // The picker is ready for the next photo, its text in full (not "No …en").
    await expect
      .poll(() => page.getByText('No file chosen', { exact: true }).isVisible())
      .toBe(true);
    expect(await lookAtPage(page, 'feed-own-post')).toEqual([]);
    await page.reload();
    await expect.poll(() => inFeed.isVisible(), { timeout: 10_000 }).toBe(true);

    // The own profile leads with photo, bio and the posts as cards (as on others' profiles);
    // editing is behind a button.
    await page.goto('/profile');
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect.poll(() => photos.getByText('My own sunrise').isVisible()).toBe(true);
    expect(await page.getByLabel('Bio').isVisible()).toBe(false);
    expect(await lookAtPage(page, 'own-profile')).toEqual([]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect.poll(() => page.getByLabel('Bio').isVisible()).toBe(true);
    expect(await photos.getByRole('button', { name: 'Like (0)' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('takes the creator into a new room', async () => {
    const { page, errors } = await suite.open({ token: alice.token });
    await page.goto('/rooms');
    await page.getByRole('button', { name: 'Create New Room' }).click();
    await page.getByLabel('Room name').fill('Landing pad');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Create/ })
      .click();
    await page.waitForURL('**/room/**');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Landing pad' }).isVisible())
      .toBe(true);
    await page.getByLabel('Message', { exact: true }).fill('First!');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByText('First!').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
