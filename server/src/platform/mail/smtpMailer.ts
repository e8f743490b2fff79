import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { Mail, Mailer } from './types';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials and options in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    url: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    // nodemailer waits minutes by default; a request that sends mail should fail in seconds instead.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    this.logger.info(
      { to: mail.to, subject: mail.subject, messageId: info.messageId },
      'mail sent',
    );
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
