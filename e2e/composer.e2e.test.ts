/// <reference lib="dom" />
import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { chatOnDeskAndPhone } from './chatPages';
import { imageFile, onboardedFriends, onboardedUser } from './fixtures';
import { lookAtPage } from './looks';

/**
 * The composer and timeline between a desktop and a phone: Shift+Enter lines, media preview with
 * caption and Cancel, pasted and dropped images, day separators, and the desktop two panes.
 */
describe('composer, timeline and desktop two-pane messaging', () => {
  const suite = browserSuite();
  let imagePath: string;
  let alice: Awaited<ReturnType<typeof onboardedUser>>;
  let bob: Awaited<ReturnType<typeof onboardedUser>>;

  async function signedIn(token: string, viewport: typeof PHONE) {
    const touch = viewport.width === PHONE.width;
    const { page, errors } = await suite.open({ viewport, touch, token });
    return { page, errors };
  }

  /** Puts an image file on a paste or a drop, as the browser does for a real one. */
  async function transferImage(page: Page, selector: string, kind: 'paste' | 'drop') {
    const base64 = (await fs.readFile(imagePath)).toString('base64');
    await page.evaluate(
      ({ selector, kind, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const file = new File([bytes], 'pasted.png', { type: 'image/png' });
        const transfer = new DataTransfer();
        transfer.items.add(file);
        const target = document.querySelector(selector)!;
        if (kind === 'paste') {
          target.dispatchEvent(
            new ClipboardEvent('paste', {
              clipboardData: transfer,
              bubbles: true,
              cancelable: true,
            }),
          );
          return;
        }
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(
            new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
          );
        }
      },
      { selector, kind, base64 },
    );
  }

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    [alice, bob] = await onboardedFriends(suite.server, `alicec${suffix}`, `bobc${suffix}`);
    await alice.client.post(`/api/chat/conversation/${bob.user._id}`);
    imagePath = await imageFile('sunset.png', 320, 200, '#f97316');
  });

  it('sends a two-line message, previews media with a caption, and takes pasted images', async () => {
    const { desk, deskErrors, phone, phoneErrors } = await chatOnDeskAndPhone(suite, alice, bob);

    // Desktop: the list on the left of the chat; phone: the chat alone.
    const list = desk.getByRole('heading', { name: 'Your Conversations' });
    await expect.poll(() => list.isVisible()).toBe(true);
    const listBox = await desk.locator('.conversations-pane').boundingBox();
    const chatBox = await desk.locator('.chat-panel').boundingBox();
    expect(listBox && chatBox && listBox.x + listBox.width <= chatBox.x).toBe(true);
    expect(listBox && chatBox && Math.abs(listBox.y - chatBox.y) < 5).toBe(true);
    await expect
      .poll(() => desk.locator('.conversations-pane a.active').textContent())
      .toContain(bob.username);
    expect(await phone.getByRole('heading', { name: 'Your Conversations' }).count()).toBe(0);

    // Shift+Enter adds a line, Enter sends both lines as one message.
    const box = desk.getByRole('textbox', { name: 'Message' });
    await box.click();
    const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
    const oneLine = await height();
    await box.pressSequentially('First line');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    expect(await box.inputValue()).toBe('First line\nsecond line');
    // The box grows with its lines.
    expect(await height()).toBeGreaterThan(oneLine + 15);
    await screenshot(desk, 'composer-two-lines');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    const received = phone.locator('.message-text', { hasText: 'second line' });
    await expect.poll(() => received.innerText()).toBe('First line\nsecond line');
    const lines = await received.evaluate((element) => element.getBoundingClientRect().height);
    expect(lines).toBeGreaterThan(30);

    // The day is marked once above today's messages, and the name is not above each bubble.
    const today = (page: Page) => page.locator('li.day-separator', { hasText: 'Today' });
    await expect.poll(() => today(phone).count()).toBe(1);
    await expect.poll(() => today(desk).count()).toBe(1);
    expect(await today(phone).isVisible()).toBe(true);
    expect(await phone.locator('.message-sender').count()).toBe(0);

    // On the phone (touch), Enter on the on-screen keyboard's send key sends too.
    const phoneBox = phone.getByRole('textbox', { name: 'Message' });
    await phoneBox.tap();
    await phoneBox.fill('Hi from the phone');
    await phoneBox.press('Enter');
    await expect
      .poll(() =>
        desk.getByRole('log', { name: 'Messages' }).getByText('Hi from the phone').isVisible(),
      )
      .toBe(true);

    // A picked image waits in a preview: Cancel sends nothing.
    await desk.locator('input[type=file]').setInputFiles(imagePath);
    const preview = desk.getByRole('form', { name: 'Photo preview' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    await expect
      .poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(320);
    await preview.getByRole('textbox', { name: 'Caption' }).fill('Tonight');
    await screenshot(desk, 'composer-preview');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => preview.count()).toBe(0);
    await desk.waitForTimeout(500);
    expect(await phone.locator('img[src*="/uploads/chat/"]').count()).toBe(0);

    // Picked again with a caption and sent: the photo, then the caption.
    await desk.locator('input[type=file]').setInputFiles(imagePath);
    await preview.getByRole('textbox', { name: 'Caption' }).fill('The sunset tonight');
    await preview.getByRole('button', { name: 'Send photo' }).click();
    await expect
      .poll(() => phone.locator('img[src*="/uploads/chat/"]').count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() =>
        phone.getByRole('log', { name: 'Messages' }).getByText('The sunset tonight').isVisible(),
      )
      .toBe(true);

    // A pasted image goes to the same preview, on the phone.
    await transferImage(phone, 'textarea[aria-label="Message"]', 'paste');
    const phonePreview = phone.getByRole('form', { name: 'Photo preview' });
    await expect.poll(() => phonePreview.isVisible()).toBe(true);
    await screenshot(phone, 'composer-paste-preview');
    await phonePreview.getByRole('button', { name: 'Send photo' }).click();
    await expect
      .poll(() => desk.locator('img[src*="/uploads/chat/"]').count(), { timeout: 10_000 })
      .toBe(2);

    // An image dropped on the chat goes to the preview too.
    await transferImage(desk, '.chat-panel', 'drop');
    await expect.poll(() => preview.isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Cancel' }).click();

    await phone.evaluate(() => {
      const list = document.querySelector('.message-list');
      if (list) list.scrollTop = list.scrollHeight;
    });
    expect(await lookAtPage(phone, 'composer-timeline')).toEqual([]);
    await screenshot(desk, 'composer-two-pane-chat');
    expect(deskErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
  });

  it('shows the list and an empty pane on /conversations at 1280 and one pane at 390', async () => {
    const { page: desk, errors: deskErrors } = await signedIn(alice.token, DESKTOP);
    const { page: phone, errors: phoneErrors } = await signedIn(alice.token, PHONE);
    await desk.goto('/conversations');
    await phone.goto('/conversations');
    await expect
      .poll(() => desk.getByRole('heading', { level: 1, name: 'Your Conversations' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => desk.getByText('Pick a conversation to read and reply here.').isVisible())
      .toBe(true);
    await expect.poll(() => phone.getByText('Your Conversations').isVisible()).toBe(true);
    await expect.poll(() => phone.getByText(bob.username).first().isVisible()).toBe(true);
    expect(await phone.locator('.conversations-two-pane').count()).toBe(0);

    expect(await lookAtPage(desk, 'conversations-two-pane-empty')).toEqual([]);
    // A row opens the chat on the right; the list stays.
    await desk
      .getByRole('link', { name: new RegExp(bob.username) })
      .first()
      .click();
    await expect.poll(() => desk.getByText(`Chat with ${bob.username}`).isVisible()).toBe(true);
    expect(new URL(desk.url()).pathname).toBe(`/chat/${bob.user._id}`);
    expect(await desk.locator('.conversations-pane').isVisible()).toBe(true);

    // The phone opens the chat as a page of its own.
    await phone
      .getByRole('link', { name: new RegExp(bob.username) })
      .first()
      .click();
    await expect.poll(() => phone.getByText(`Chat with ${bob.username}`).isVisible()).toBe(true);
    expect(await phone.locator('.conversations-pane').count()).toBe(0);
    await screenshot(desk, 'conversations-two-pane');
    await screenshot(phone, 'conversations-one-pane');
    expect(deskErrors).toEqual([]);
    expect(phoneErrors).toEqual([]);
  });
});
