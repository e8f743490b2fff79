import { eq } from 'drizzle-orm';
import type { InterfaceLanguage } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache, accessChanged } from '../platform/accessCache';
import { users } from '../platform/db/schema';
import { interfaceLanguage } from './presenter';

/** The tag of a user's cached interface language, dropped on every process when it changes. */
const languageTag = (userId: string) => `language:${userId}`;

/**
 * The interface language kept on the account, else undefined. Read only when a reply carries a
 * `{ message }` (an error, a confirmation), and kept in the access cache so a burst of them costs
 * one lookup.
 */
export function accountLanguageOf(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
): Promise<InterfaceLanguage | undefined> {
  return accessCache(ctx.io).get(`language:${userId}`, [languageTag(userId)], async () => {
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return interfaceLanguage(row?.language);
  });
}

/** After the account's language was saved: every process reads it anew. */
export function accountLanguageChanged(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  userId: string,
): Promise<void> {
  return accessChanged(ctx, [languageTag(userId)]);
}
