/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './browserSuite';
import { lookAtPage } from './looks';

/**
 * After a skip, both strangers click Reconnect and chat again; when
 * only one clicks, they are not paired (the one who asked waits, the other sees the offer).
 */
describe('reconnecting with the last stranger in the browser', () => {
  const suite = browserSuite();

  const openChat = () => suite.open({ path: '/anonymous-chat' });

  async function startMatching(page: Page) {
    const match = page.getByRole('button', { name: 'Match with a Stranger' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => match.isEnabled(), { timeout: 15_000 }).toBe(true);
    await match.click();
  }

  /** In a live chat: the message box shows (an ended chat keeps its header, not the box). */
  const chatting = (page: Page) => page.getByLabel('Message', { exact: true }).isVisible();
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  async function say(from: Page, to: Page, text: string) {
    await from.getByLabel('Message', { exact: true }).fill(text);
    await button(from, 'Send').click();
    await expect.poll(() => to.getByText(text).isVisible()).toBe(true);
  }

  /** Two fresh visitors matched with each other; then `a` skips (back to the search). */
  async function matchThenSkip(): Promise<[Page, Page, string[], string[]]> {
    const { page: a, errors: aErrors } = await openChat();
    const { page: b, errors: bErrors } = await openChat();
    await startMatching(a);
    await startMatching(b);
    await expect.poll(() => chatting(a), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => chatting(b)).toBe(true);
    await say(a, b, 'Hello there');
    await button(a, 'New chat').click();
    await expect.poll(() => b.getByText('Stranger has disconnected').isVisible()).toBe(true);
    return [a, b, aErrors, bErrors];
  }

  it('re-pairs the two when both click Reconnect, and they chat again', async () => {
    const [a, b, aErrors, bErrors] = await matchThenSkip();
    // The one left behind keeps the conversation, with Reconnect beside New chat.
    expect(await b.getByText('Hello there').isVisible()).toBe(true);
    await expect.poll(() => button(b, 'Reconnect').isVisible()).toBe(true);
    expect(await lookAtPage(b, 'anonymous-reconnect-ended')).toEqual([]);

    // The one who skipped searches on, with Reconnect under the search.
    await expect.poll(() => button(a, 'Reconnect').isVisible()).toBe(true);
    expect(await lookAtPage(a, 'anonymous-reconnect-searching')).toEqual([]);
    await button(a, 'Reconnect').click();
    await expect
      .poll(() => a.getByText('Waiting for the stranger to accept...').isVisible())
      .toBe(true);
    await expect
      .poll(() => b.getByText('The stranger wants to reconnect with you.').isVisible())
      .toBe(true);
    expect(await lookAtPage(b, 'anonymous-reconnect-offered')).toEqual([]);
    await button(b, 'Accept reconnect').click();
    await expect.poll(() => chatting(a)).toBe(true);
    await expect.poll(() => chatting(b)).toBe(true);
    await say(b, a, 'Glad you came back');
    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
    // Its own limit: three accessibility checks, each in two themes at two widths (90-120 s
    // when the machine is busy).
  }, 240_000);

  it('does not pair them when only one clicks', async () => {
    const [a, b] = await matchThenSkip();
    await button(b, 'Reconnect').click();
    await expect
      .poll(() => b.getByText('Waiting for the stranger to accept...').isVisible())
      .toBe(true);
    expect(await lookAtPage(b, 'anonymous-reconnect-waiting')).toEqual([]);
    // a is offered it but keeps searching instead: nobody is paired.
    await expect.poll(() => button(a, 'Accept reconnect').isVisible()).toBe(true);
    await a.waitForTimeout(1500);
    expect(await chatting(a)).toBe(false);
    expect(await chatting(b)).toBe(false);
    expect(await a.getByText('Matching...').isVisible()).toBe(true);
    // b withdraws: a's offer goes back to a plain Reconnect.
    await button(b, 'Cancel reconnect').click();
    await expect.poll(() => button(a, 'Reconnect').isVisible()).toBe(true);
    expect(await chatting(a)).toBe(false);
  });
});
