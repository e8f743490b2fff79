import type { Config } from '../config';
import type { Logger } from '../logger';
import { OutboxMailer } from './outboxMailer';
import { SmtpMailer } from './smtpMailer';
import type { Mailer } from './types';

export type { Mail, Mailer } from './types';

/** SMTP when SMTP_URL is set; otherwise mails are written to DATA_DIR/outbox/ (a fresh machine still works). */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom, logger);
  const development = config.env === 'development';
  const mailer = new OutboxMailer(config.dataDir, config.mailFrom, logger, development);
  if (development)
    logger.info(
      { outbox: mailer.directory },
      'SMTP_URL is not set: mails are written to the outbox and their links logged',
    );
  else
    logger.warn(
      { outbox: mailer.directory },
      'SMTP_URL is not set: mails are only written to the outbox, nobody receives them',
    );
  return mailer;
}
