import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@serendip/protocol';
import { statementMail } from './statementMail';

const statement = {
  decision: 'suspension' as const,
  message: 'You are suspended until 2027-01-01, under the rule "Respect everyone".',
  appealUntil: '2027-06-01T10:20:00.000Z',
};

describe('the statement mail in every language', () => {
  it.each(INTERFACE_LANGUAGES)(
    '%s: a statement mail with its statement and appeal date',
    (language) => {
      const mail = statementMail(language, 'ann', statement);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text).toContain('ann');
      expect(mail.text).toContain(statement.message);
      expect(mail.text).toContain('/account/standing');
      expect(mail.text).toMatch(language === 'en' ? /2027-06-01T10:20/ : /2027/);
      if (language !== 'en') expect(mail.text).not.toContain('Appeals are accepted');
    },
  );

  it('keeps the English statement mail as it always read', () => {
    expect(statementMail('en', 'ann', { ...statement, appealUntil: null })).toEqual({
      subject: 'A moderation decision about your Serendip account',
      text: `Hello ann,\n\n${statement.message}\n\nYou can read your decisions and appeal them at /account/standing.\n`,
    });
  });
});
