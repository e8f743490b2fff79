import type { ContactBody, MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { contactMessages } from '../platform/db/schema';
import { invalid } from '../platform/errors';
import { CAPTCHA_FAILED } from '../platform/captcha';
import { newId } from '../platform/ids';

export const CONTACT_SENT = 'Your message has been sent.';

/** Line breaks and other control characters must not reach a mail header. */
const headerSafe = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');

/** Checks the captcha, stores the message, and mails it to the support address (reply goes to the sender). */
export async function sendContactMessage(
  ctx: AppContext,
  body: ContactBody,
  remoteIp: string,
): Promise<MessageResponse> {
  if (!(await ctx.captcha.verify(body.captcha, remoteIp))) throw invalid(CAPTCHA_FAILED);

  const id = newId();
  const { name, email, phone, message } = body;
  await ctx.db.insert(contactMessages).values({ id, name, email, phone, message });

  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: email,
      subject: headerSafe(`Contact form: ${name}`),
      text: [
        `Name: ${name}`,
        `Email: ${email}`,
        `Phone: ${phone || '(not given)'}`,
        '',
        'Message:',
        message,
      ].join('\n'),
    });
  } catch (error) {
    // The message is stored, so the sender's work is not lost and support can still read it:
    // a mail failure is ours to fix, not theirs to retry.
    ctx.logger.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
  }
  return { message: CONTACT_SENT };
}
