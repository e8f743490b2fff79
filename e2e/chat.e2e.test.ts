/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile, onboardedFriends, onboardedUser } from './fixtures';

/** Two friends chat live with history, typing, emoji and an image; a room. */
describe('friend chat and rooms in the browser', () => {
  const suite = browserSuite();
  let imagePath: string;
  let alice: Awaited<ReturnType<typeof onboardedUser>>;
  let bob: Awaited<ReturnType<typeof onboardedUser>>;

  const signedInPage = (token: string) => suite.open({ token });

  beforeAll(async () => {
    const suffix = Date.now() % 100000;
    [alice, bob] = await onboardedFriends(suite.server, `alice${suffix}`, `bob${suffix}`);

    // 60 messages of history, sent through the real socket path.
    const conversation = await alice.client.post(`/api/chat/conversation/${bob.user._id}`);
    const socket = await suite.server.socket(alice.token);
    for (let index = 1; index <= 60; index += 1) {
      const ack = await socket.emitWithAck('sendMessage', {
        conversationId: conversation.body._id,
        content: `History message ${index}`,
        type: 'text',
        clientId: `history-${index}`,
      });
      expect(ack.ok).toBe(true);
    }
    socket.disconnect();
    imagePath = await imageFile('cat.png', 320, 240, '#3b82f6');
  });

  it('chats live between two friends and scrolls back through history', async () => {
    const { page: alicePage, errors: aliceErrors } = await signedInPage(alice.token);
    const { page: bobPage, errors: bobErrors } = await signedInPage(bob.token);
    await alicePage.goto(`/chat/${bob.user._id}`);
    await bobPage.goto(`/chat/${alice.user._id}`);
    await expect
      .poll(() => alicePage.getByText(`Chat with ${bob.username}`).isVisible())
      .toBe(true);
    // At 1280 px the conversation list beside the chat shows the last message too.
    const aliceLog = alicePage.getByRole('log', { name: 'Messages' });
    await expect.poll(() => aliceLog.getByText('History message 60').isVisible()).toBe(true);
    expect(await aliceLog.getByText('History message 1', { exact: true }).count()).toBe(0);

    // Scrolling to the top loads older pages until the start of the history.
    const list = alicePage.getByRole('log', { name: 'Messages' });
    await expect
      .poll(
        async () => {
          await list.evaluate((element) => element.scrollTo({ top: 0 }));
          return alicePage.getByText('No older messages').isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await aliceLog.getByText('History message 1', { exact: true }).count()).toBe(1);

    // Typing shows on the other side; the message arrives live.
    await bobPage
      .getByLabel('Message', { exact: true })
      .pressSequentially('Hello Alice!', { delay: 20 });
    await expect
      .poll(() => alicePage.getByText(`${bob.username} is typing...`).isVisible())
      .toBe(true);
    await bobPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => aliceLog.getByText('Hello Alice!').isVisible()).toBe(true);

    // An emoji from the picker, and an image.
    await alicePage.getByRole('button', { name: 'Emoji', exact: true }).click();
    await alicePage
      .getByRole('dialog', { name: 'Emoji picker' })
      .getByRole('button', { name: /👍/ })
      .first()
      .click();
    await alicePage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => bobPage.getByText('👍').last().isVisible()).toBe(true);

    // The full set is searchable by name: "pizza" finds 🍕.
    await alicePage.getByRole('button', { name: 'Emoji', exact: true }).click();
    const picker = alicePage.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByPlaceholder('Search').fill('pizza');
    await picker.getByRole('option', { name: /pizza/ }).first().click();
    await expect
      .poll(() => alicePage.getByLabel('Message', { exact: true }).inputValue())
      .toBe('🍕');
    await alicePage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => bobPage.getByText('🍕').last().isVisible()).toBe(true);
    await alicePage.locator('input[type=file]').setInputFiles(imagePath);
    await alicePage.getByRole('button', { name: 'Send photo' }).click();
    await expect
      .poll(() => bobPage.locator('img[src*="/uploads/chat/"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshotBothWidths(bobPage, 'chat');

    await alicePage.goto('/conversations');
    await expect.poll(() => alicePage.getByText('Your Conversations').isVisible()).toBe(true);
    await expect.poll(() => alicePage.getByText('[Image]').isVisible()).toBe(true);
    expect(aliceErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
  });

  it('creates a room that appears live for another user, and both chat in it', async () => {
    const { page: alicePage, errors: aliceErrors } = await signedInPage(alice.token);
    const { page: bobPage, errors: bobErrors } = await signedInPage(bob.token);
    await bobPage.goto('/rooms');
    await expect.poll(() => bobPage.getByText('Trending Rooms').first().isVisible()).toBe(true);

    await alicePage.goto('/rooms');
    await alicePage.getByRole('button', { name: 'Create New Room' }).click();
    await alicePage.getByLabel('Room name').fill('Night Owls');
    await alicePage.getByLabel('Description (optional)').fill('For people awake at 3 am');
    await alicePage
      .getByRole('dialog')
      .getByRole('button', { name: /Create/ })
      .click();
    await expect
      .poll(() => alicePage.getByText("Room 'Night Owls' created successfully!").isVisible())
      .toBe(true);

    await expect
      .poll(() => bobPage.getByText("New room 'Night Owls' created!").isVisible())
      .toBe(true);
    await screenshotBothWidths(bobPage, 'rooms');
    const card = bobPage.locator('.card', { hasText: 'Night Owls' }).first();
    await card.getByRole('link', { name: 'Join Room' }).click();
    await bobPage.waitForURL('**/room/**');
    await alicePage.goto(bobPage.url().replace(suite.server.url, ''));

    await bobPage.getByLabel('Message', { exact: true }).fill('Anyone up?');
    await bobPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => alicePage.getByText('Anyone up?').isVisible()).toBe(true);
    await alicePage.getByLabel('Message', { exact: true }).fill('Always.');
    await alicePage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => bobPage.getByText('Always.').isVisible()).toBe(true);
    await screenshotBothWidths(alicePage, 'room');
    expect(aliceErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
  });
});
