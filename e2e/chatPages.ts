import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './browser';
import type { BrowserSuite } from './browserSuite';
import type { OnboardedUser } from './fixtures';

/**
 * `first` at desktop size and `second` on a touch phone, each in their chat with the other and
 * signed in, once both chats show their header.
 */
export async function chatOnDeskAndPhone(
  suite: BrowserSuite,
  first: OnboardedUser,
  second: OnboardedUser,
): Promise<{ desk: Page; deskErrors: string[]; phone: Page; phoneErrors: string[] }> {
  const desk = await suite.open({ token: first.token, path: `/chat/${second.user._id}` });
  const phone = await suite.open({
    viewport: PHONE,
    touch: true,
    token: second.token,
    path: `/chat/${first.user._id}`,
  });
  const header = (page: Page, other: OnboardedUser) =>
    page.getByText(`Chat with ${other.username}`).isVisible();
  await expect.poll(() => header(desk.page, second)).toBe(true);
  await expect.poll(() => header(phone.page, first)).toBe(true);
  return { desk: desk.page, deskErrors: desk.errors, phone: phone.page, phoneErrors: phone.errors };
}
