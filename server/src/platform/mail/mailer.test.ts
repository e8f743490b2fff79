import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config';
import { readOutbox } from '../../../test/outbox';
import { createMailer } from './index';

/** A logger whose JSON lines are kept in `lines`. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-mail-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each mail as an .eml file and, in development, logs its links', async () => {
    const { logger, lines } = capturingLogger();
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      MAIL_FROM: 'Serendip <no-reply@example.test>',
    });
    const mailer = createMailer(config, logger);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://serendip.example/resetpassword/abc123 within an hour.',
      replyTo: 'help@example.com',
    });
    await mailer.send({
      to: 'bob@example.com',
      subject: 'Second',
      text: 'No link here. Ünïcödé ✓',
      html: '<p>Hi</p>',
    });
    await mailer.close();

    const mails = await readOutbox(dataDir);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password', 'Second']);
    expect(mails[0]).toMatchObject({ to: 'ada@example.com', replyTo: 'help@example.com' });
    expect(mails[0].text).toContain('https://serendip.example/resetpassword/abc123');
    expect(mails[1]).toMatchObject({
      to: 'bob@example.com',
      text: expect.stringContaining('Ünïcödé ✓'),
    });
    expect(mails[1].html?.trim()).toBe('<p>Hi</p>');
    expect(path.basename(mails[0].file)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/,
    );

    const raw = await fs.readFile(mails[0].file, 'utf8');
    expect(raw).toMatch(/^From: Serendip <no-reply@example\.test>\r$/m);

    const logged = lines.find(
      (line) => line.msg === 'mail written to the outbox' && line.subject === 'Reset your password',
    );
    expect(logged).toMatchObject({
      level: 30,
      to: 'ada@example.com',
      file: mails[0].file,
      links: ['https://serendip.example/resetpassword/abc123'],
    });
  });

  it('never logs the links in production (a reset link is a credential)', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), logger);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://serendip.example/resetpassword/abc123 within an hour.',
    });
    const [mail] = await readOutbox(dataDir);
    expect(mail.text).toContain('resetpassword/abc123');
    expect((await fs.stat(mail.file)).mode & 0o077).toBe(0);
    expect(lines.some((line) => line.msg === 'mail written to the outbox')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });

  it('reads an empty outbox as no mail', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
  });
});

describe('SMTP mailer (SMTP_URL set)', () => {
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: Buffer; user?: string }> = [];
  let rejectRecipients = false;

  beforeEach(async () => {
    received.length = 0;
    rejectRecipients = false;
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === 'mailer' && auth.password === 's3cret')
          return done(null, { user: auth.username });
        done(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, done) {
        if (rejectRecipients) return done(new Error('Mailbox unavailable'));
        done();
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
            user: session.user as string | undefined,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers through the SMTP server with credentials from the URL', async () => {
    const { logger } = capturingLogger();
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      MAIL_FROM: 'Serendip <no-reply@example.test>',
    });
    const mailer = createMailer(config, logger);
    await mailer.send({
      to: 'support@example.test',
      subject: 'Contact form: Ada',
      text: 'Hello',
      replyTo: 'ada@example.com',
    });
    await mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@example.test',
      to: ['support@example.test'],
      user: 'mailer',
    });
    const parsed = await PostalMime.parse(received[0].raw);
    expect(parsed.subject).toBe('Contact form: Ada');
    expect(parsed.text?.trim()).toBe('Hello');
    expect(parsed.replyTo?.[0]?.address).toBe('ada@example.com');
    await expect(fs.readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
  });

  it('rejects when the SMTP server refuses the mail', async () => {
    rejectRecipients = true;
    const { logger } = capturingLogger();
    const mailer = createMailer(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` }),
      logger,
    );
    await expect(
      mailer.send({ to: 'nobody@example.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/Mailbox unavailable/);
    await mailer.close();
  });
});
