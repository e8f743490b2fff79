import type { AppContext } from '../platform/context';
import type { RequestLanguage } from '../platform/i18n/httpMessages';
import { chooseLanguage } from '../platform/i18n/languageChoice';
import { bearer } from './guard';

/**
 * The language of a request's `{ message }`: the signed-in account's, when it has one, else the
 * best match of Accept-Language, else English. A reply refused before the route's guard ran (a
 * validation error, a rate limit) still follows the account when the request carries its token.
 * The account is only asked when a reply carries a message; a failed look-up falls back to the
 * header rather than failing the reply.
 */
export function requestLanguage(
  ctx: Pick<AppContext, 'auth' | 'accountLanguageOf' | 'logger'>,
): RequestLanguage {
  return async (request) => {
    const acceptLanguage = request.headers['accept-language'];
    try {
      const userId = request.userId ?? (await ctx.auth.userIdFromToken(bearer(request)));
      const account = userId ? await ctx.accountLanguageOf(userId) : undefined;
      return chooseLanguage({ account, acceptLanguage });
    } catch (error) {
      ctx.logger.warn({ err: error }, 'the account language could not be read');
      return chooseLanguage({ acceptLanguage });
    }
  };
}
