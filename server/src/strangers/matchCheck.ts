import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import { passCaptchaOnce } from '../platform/captcha';
import { needsLongerCheck, rememberOnAddress } from '../moderation/addressFriction';
import { visitorKey } from '../platform/visitorKey';

/**
 * The captcha of a socket's first match request (text or video): a longer one for a visitor the
 * server does not know on an address where someone was sanctioned lately (ALTCHA only: remote
 * providers weigh addresses themselves). A visitor who passed is known on that address after.
 */
export async function passMatchCheck(
  ctx: Pick<AppContext, 'captcha' | 'hub' | 'db' | 'secret'>,
  session: { captchaPassed: boolean },
  token: string | undefined,
  socket: AppSocket,
): Promise<void> {
  if (session.captchaPassed) return;
  const { userId, visitorId, ipKey, address } = socket.data;
  const asker = { userId, visitorKey: visitorKey(ctx.secret, visitorId), ipKey };
  const longer = ctx.captcha.provider === 'altcha' && (await needsLongerCheck(ctx, asker));
  if (await passCaptchaOnce(ctx.captcha, session, token, address, longer ? 'longer' : 'normal'))
    await rememberOnAddress(ctx, asker);
}
