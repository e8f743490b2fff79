import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@serendip/protocol';
import { resetMail } from './resetMail';

describe('the reset mail in every language', () => {
  it.each(INTERFACE_LANGUAGES)('%s: a reset mail with its link in text and HTML', (language) => {
    const link = 'https://serendip.example/resetpassword/abc';
    const mail = resetMail(language, 'a<b', link);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('a<b');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).not.toContain('a<b');
    if (language !== 'en') expect(mail.subject).not.toBe('Reset your Serendip password');
  });
});
