/// <reference lib="dom" />
/**
 * XSS: about 30 payloads put into every user-text field (bio, interests, captions, comments, room
 * names and descriptions, friend, room and anonymous messages, search), then every view that shows
 * them is rendered in Chromium. No payload may run (`window.__xss` stays unset, no dialog opens),
 * each must be shown as text, and every page carries a CSP without inline scripts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { jpeg, photoForm } from '../../server/test/photoFixtures';
import { ask, requestMatch, type Client } from '../../server/test/anonymous';
import { befriend, type Person } from '../../server/test/social';
import { browserSuite } from '../browserSuite';
import { onboardedUser } from '../fixtures';
import { fitting, pack, XSS_PAYLOADS } from './xssPayloads';

const suite = browserSuite();
let owner: Person;
let friend: Person;
let roomId: string;

async function person(prefix: string): Promise<Person> {
  const made = await onboardedUser(suite.server, `${prefix}${Date.now() % 100000}`);
  return { id: made.user._id, username: made.username, token: made.token, client: made.client };
}

/** A signed-in page that records dialogs; `__xss` is read from the page later. */
async function pageOf(token?: string) {
  const opened = await suite.open({ token });
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { ...opened, dialogs };
}

/** The page's own CSP: scripts only from the site, nothing inline. */
function expectCsp(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

/** Waits until every payload in `values` shows on the page as text, then checks none ran. */
async function expectShownAsText(page: Page, values: string[]) {
  for (const value of values)
    await expect
      .poll(() => page.evaluate((text) => document.body.textContent?.includes(text), value), {
        timeout: 10_000,
      })
      .toBe(true);
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  // Give late handlers (onerror of images, animations, autofocus) a moment to fire.
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(
      () =>
        document.querySelectorAll(
          'script:not([src]), [onerror], [onload], [onfocus], [ontoggle], [onbegin], [onstart], iframe, object, embed',
        ).length,
    ),
  ).toBe(0);
}

beforeAll(async () => {
  [owner, friend] = [await person('xowner'), await person('xfriend')];
  await befriend(owner, friend);
  const profile = await owner.client.put('/api/users/profile', {
    bio: pack(500)[0],
    interests: fitting(40).slice(0, 20),
  });
  expect(profile.status).toBe(200);
  const photo = await owner.client.request('POST', '/api/photos', {
    form: photoForm(await jpeg(), { caption: pack(2200)[0] }),
  });
  expect(photo.status).toBe(201);
  for (const text of pack(1000))
    expect((await friend.client.post(`/api/comments/${photo.body._id}`, { text })).status).toBe(
      201,
    );
  // Friend chat: the friend writes to the owner.
  const conversationId = (await friend.client.post(`/api/chat/conversation/${owner.id}`)).body._id;
  const friendSocket = (await suite.server.socket(friend.token)) as Client;
  for (const [index, content] of pack(2000).entries())
    expect(
      (
        await ask(friendSocket, 'sendMessage', {
          conversationId,
          content,
          type: 'text',
          clientId: `x${index}`,
        })
      ).ok,
    ).toBe(true);
  // Rooms: names and descriptions, and messages in one of them.
  const names = pack(60);
  const descriptions = pack(300);
  for (const [index, name] of names.entries()) {
    const room = await owner.client.post('/api/rooms', {
      name,
      description: descriptions[index % descriptions.length],
    });
    expect(room.status).toBe(201);
    roomId ??= room.body._id;
  }
  const ownerSocket = (await suite.server.socket(owner.token)) as Client;
  expect((await ask(ownerSocket, 'joinRoom', roomId)).ok).toBe(true);
  for (const [index, content] of pack(2000).entries())
    expect(
      (
        await ask(ownerSocket, 'sendRoomMessage', {
          roomId,
          content,
          type: 'text',
          clientId: `r${index}`,
        })
      ).ok,
    ).toBe(true);
});

describe('XSS payloads in every user-text field, rendered in Chromium', () => {
  it('profile: bio, interests, captions and comments', async () => {
    const { page, dialogs } = await pageOf(friend.token);
    expectCsp(await page.goto(`/profile/${owner.id}`));
    await expectShownAsText(page, [pack(500)[0], pack(2200)[0], ...fitting(40).slice(0, 20)]);
    await page
      .getByRole('button', { name: /^Comments \(/ })
      .first()
      .click();
    await expectShownAsText(page, pack(1000));
    await expectNothingRan(page, dialogs);
  });

  it('feed: the friend’s caption', async () => {
    const { page, dialogs } = await pageOf(friend.token);
    expectCsp(await page.goto('/feed'));
    await expectShownAsText(page, pack(2200));
    await expectNothingRan(page, dialogs);
  });

  it('friend chat and the conversations list', async () => {
    const { page, dialogs } = await pageOf(owner.token);
    expectCsp(await page.goto(`/chat/${friend.id}`));
    await expectShownAsText(page, pack(2000));
    await expectNothingRan(page, dialogs);
    expectCsp(await page.goto('/conversations'));
    await expect.poll(() => page.getByText(friend.username).first().isVisible()).toBe(true);
    await expectNothingRan(page, dialogs);
  });

  it('rooms list (names, descriptions) and room chat', async () => {
    const { page, dialogs } = await pageOf(owner.token);
    expectCsp(await page.goto('/rooms'));
    await expectShownAsText(page, [...pack(60), ...pack(300)]);
    await expectNothingRan(page, dialogs);
    expectCsp(await page.goto(`/room/${roomId}`));
    await expectShownAsText(page, pack(2000));
    await expectNothingRan(page, dialogs);
  });

  it('search: every payload typed as a query', async () => {
    const { page, dialogs } = await pageOf(owner.token);
    expectCsp(await page.goto('/search'));
    const box = page.getByPlaceholder('Search by username...');
    for (const payload of XSS_PAYLOADS) {
      await box.fill(payload);
      await box.press('Enter');
      await expect.poll(() => page.getByText('No users found.').isVisible()).toBe(true);
    }
    await expectNothingRan(page, dialogs);
  });

  it('anonymous chat: a stranger sends every payload', async () => {
    const { page, dialogs } = await pageOf();
    expectCsp(await page.goto('/anonymous-chat'));
    const input = page.getByPlaceholder('Type an interest and press Enter');
    await input.fill('Xsstesting');
    await input.press('Enter');
    await page.getByText("I'm not a robot").click();
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
    await match.click();
    const stranger = (await suite.server.socket()) as Client;
    expect((await requestMatch(suite.server.url, stranger, ['Xsstesting'])).ok).toBe(true);
    await expect.poll(() => page.getByText('Chatting with Stranger').isVisible()).toBe(true);
    for (const content of pack(1000))
      expect((await ask(stranger, 'sendAnonymousMessage', { content, type: 'text' })).ok).toBe(
        true,
      );
    await expectShownAsText(page, pack(1000));
    await expectNothingRan(page, dialogs);
    stranger.disconnect();
  });
});
