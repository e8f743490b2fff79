/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { runRoleCommand } from '../server/src/moderation/roleCommand';
import { messages, reports } from '../server/src/platform/db/schema';
import { newId } from '../server/src/platform/ids';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { expectCameraShown } from './videoCall';
import { onboardedUser } from './fixtures';

/**
 * The last places of "reporting in two clicks": a video call member (the tile's
 * flag, then a category), and a friend chat message, which a moderator then removes with the
 * item's picker. The dialogs and the picker are photographed at phone and desktop widths.
 */
describe('reporting a call member and a friend message', () => {
  const suite = browserSuite();
  const errors: string[][] = [];

  async function openPage(path: string, token?: string): Promise<Page> {
    const opened = await suite.open({ token, path });
    errors.push(opened.errors);
    return opened.page;
  }

  async function findVideoMatch(page: Page) {
    await expectCameraShown(page);
    await page.getByText("I'm not a robot").click();
    const button = page.getByRole('button', { name: 'Find a Match' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
  }

  it('reports a video call member with the flag, then a category', async () => {
    const [alice, bob] = [await openPage('/video-chat'), await openPage('/video-chat')];
    await findVideoMatch(alice);
    await findVideoMatch(bob);
    const flag = alice.getByRole('button', { name: /^Report Stranger \[.{4}\]$/ });
    await expect.poll(() => flag.isVisible(), { timeout: 15_000 }).toBe(true);
    await flag.click();
    const dialog = alice.getByRole('dialog', { name: /^Report Stranger/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshotBothWidths(alice, 'report-video-dialog');
    await dialog.getByRole('button', { name: 'Spam or scam' }).click();
    await expect
      .poll(() => alice.getByText('User reported successfully', { exact: false }).isVisible())
      .toBe(true);
    expect(await alice.getByRole('dialog').count()).toBe(0);
    // A report takes the reporter out of the call, back to the set-up screen.
    await expect
      .poll(() => alice.getByRole('button', { name: 'Find a Match' }).isVisible())
      .toBe(true);
    expect(await alice.getByRole('button', { name: 'End Call' }).count()).toBe(0);
    const [row] = await suite.server.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.context, 'video'), eq(reports.category, 'spam')));
    expect(row).toMatchObject({ reason: 'Spam or scam' });
    expect(errors.flat()).toEqual([]);
  });

  it('reports a friend message; a moderator removes it with the picker', async () => {
    const stamp = Date.now() % 100000;
    const [alice, bob, mod] = [
      await onboardedUser(suite.server, `alice${stamp}`),
      await onboardedUser(suite.server, `bob${stamp}`),
      await onboardedUser(suite.server, `mod${stamp}`),
    ];
    await runRoleCommand(suite.server.database.db, ['grant', mod.email, 'moderator']);
    expect((await alice.client.post(`/api/friends/request/${bob.user._id}`)).status).toBe(201);
    expect((await bob.client.post(`/api/friends/accept/${alice.user._id}`)).status).toBe(200);
    const opened = await alice.client.post(`/api/chat/conversation/${bob.user._id}`);
    const conversationId = (opened.body as { _id: string })._id;
    // Bob's threat, then Alice's answer (what shows that the history has loaded).
    for (const [sender, content, second] of [
      [bob.user._id, 'Send me money or I tell everyone', 0],
      [alice.user._id, 'Leave me alone', 1],
    ] as const) {
      const id = newId();
      await suite.server.database.db.insert(messages).values({
        id,
        conversationId,
        senderId: sender,
        clientId: id,
        type: 'text',
        content,
        createdAt: new Date(Date.now() - 60_000 + second * 1000),
      });
    }

    const chat = await openPage(`/chat/${bob.user._id}`, alice.token);
    await expect
      .poll(() => chat.getByText('Send me money or I tell everyone').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await chat
      .getByRole('button', { name: /^Message actions: message by/ })
      .first()
      .click();
    await chat.getByRole('menuitem', { name: 'Report' }).click();
    await chat.getByRole('button', { name: 'Threats or violence', exact: true }).click();
    await expect
      .poll(() => chat.getByText('User reported successfully', { exact: false }).isVisible())
      .toBe(true);

    const console1 = await openPage('/moderation', mod.token);
    await console1.getByRole('link', { name: new RegExp(`bob${stamp}`) }).click();
    await console1.getByLabel('Action').selectOption('remove');
    await console1.getByLabel('Rule').selectOption('respect');
    const picked = console1.getByRole('radio', { name: /Friend chat message.*Send me money/ });
    await expect.poll(() => picked.isVisible()).toBe(true);
    await picked.check();
    await screenshotBothWidths(console1, 'moderation-picker-friend-message');
    await console1.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => console1.getByText('Content removed.').isVisible()).toBe(true);

    await chat.reload();
    // In the message log (the conversation list beside it shows the last message too).
    const log = chat.getByRole('log', { name: 'Messages' });
    await expect.poll(() => log.getByText('Leave me alone').isVisible()).toBe(true);
    expect(await log.getByText('Send me money or I tell everyone').count()).toBe(0);
    expect(errors.flat()).toEqual([]);
  });
});
