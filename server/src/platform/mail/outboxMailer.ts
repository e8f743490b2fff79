import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { Mail, Mailer } from './types';

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Writes each mail as an RFC 822 file to `<dataDir>/outbox/<ISO-time>-<random>.eml` (readable by
 * the owner only) and logs its recipient, subject and file. Its links (password-reset links are
 * credentials) are logged only in development (NODE_ENV=development), where they make the flow
 * usable without SMTP; logs are often shipped and kept where such links must not be.
 */
export class OutboxMailer implements Mailer {
  readonly directory: string;
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly logLinks = false,
  ) {
    this.directory = path.join(dataDir, 'outbox');
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('The outbox transport did not render the message.');
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/:/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.directory, name);
    // Write then rename, so a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, raw, { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
    const links = this.logLinks ? { links: mail.text.match(LINK) ?? [] } : {};
    this.logger.info(
      { to: mail.to, subject: mail.subject, file, ...links },
      'mail written to the outbox',
    );
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
