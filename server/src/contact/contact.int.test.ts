import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { startTestServer, type TestServer } from '../../test/support';
import { readOutbox } from '../../test/outbox';
import { solveAltcha, solveCaptcha, widgetPayload } from '../../test/captcha';
import { contactMessages } from '../platform/db/schema';
import type { Mailer } from '../platform/mail/types';

const SUPPORT = 'help@serendip.test';
const FAILED = { message: 'Captcha verification failed. Please try again.' };
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  message: 'Hello there.\nThe video chat froze on my phone.',
  ...overrides,
});

describe('POST /api/contact', () => {
  let server: TestServer;
  const rows = () => server.database.db.select().from(contactMessages);
  beforeAll(async () => {
    server = await startTestServer({ SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => server.close());

  it('stores the message and mails it to support once the captcha is solved', async () => {
    const client = server.client();
    const captcha = await solveCaptcha(client);
    const response = await client.post('/api/contact', { ...form(), captcha });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Your message has been sent.' });

    const stored = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      message: form().message,
    });

    const mails = (await readOutbox(server.dataDir)).filter(
      (mail) => mail.replyTo === 'ada@example.com',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SUPPORT, subject: 'Contact form: Ada Lovelace' });
    for (const part of [
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Phone: +44 20 7946 0000',
      'The video chat froze',
    ]) {
      expect(mails[0].text).toContain(part);
    }

    const replay = await client.post('/api/contact', {
      ...form({ email: 'replay@example.com' }),
      captcha,
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(FAILED);
    expect(
      await server.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'replay@example.com')),
    ).toEqual([]);
  });

  it('accepts a form without a phone number', async () => {
    const client = server.client();
    const response = await client.post('/api/contact', {
      ...form({ email: 'nophone@example.com', phone: undefined }),
      captcha: await solveCaptcha(client),
    });
    expect(response.status).toBe(201);
    const [stored] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'nophone@example.com'));
    expect(stored.phone).toBe('');
    const mail = (await readOutbox(server.dataDir)).find(
      (item) => item.replyTo === 'nophone@example.com',
    );
    expect(mail?.text).toContain('Phone: (not given)');
  });

  it('refuses a wrong solution, a tampered challenge and a missing captcha, storing nothing', async () => {
    const client = server.client();
    const before = (await rows()).length;
    const challenge = (await client.get<Challenge>('/api/captcha/challenge')).body;
    const solution = await solveAltcha(challenge);
    const wrong = widgetPayload(challenge, { ...solution, counter: solution.counter + 1 });
    expect(await client.post('/api/contact', { ...form(), captcha: wrong })).toMatchObject({
      status: 400,
      body: FAILED,
    });
    const tampered = widgetPayload(
      { ...challenge, parameters: { ...challenge.parameters, cost: 2 } },
      solution,
    );
    expect(await client.post('/api/contact', { ...form(), captcha: tampered })).toMatchObject({
      status: 400,
      body: FAILED,
    });
    expect(
      await client.post('/api/contact', { ...form(), captcha: 'bm90IGEgcGF5bG9hZA==' }),
    ).toMatchObject({
      status: 400,
      body: FAILED,
    });
    const missing = await client.post('/api/contact', form());
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Please solve the captcha.' });
    expect((await rows()).length).toBe(before);
  });

  it('answers each missing field with the SPEC text', async () => {
    const client = server.client();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: undefined }, 'Fill the name'],
      [{ name: '   ' }, 'Fill the name'],
      [{ email: undefined }, 'Fill the email'],
      [{ email: '' }, 'Fill the email'],
      [{ message: undefined }, 'Fill the message'],
      [{ message: ' \n ' }, 'Fill the message'],
      [{ email: 'not-an-email' }, 'Invalid email format.'],
      [{ email: 'ada@' }, 'Invalid email format.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await client.post('/api/contact', { ...form(overrides), captcha: 'unused' });
      expect({ overrides, status: response.status, body: response.body }).toEqual({
        overrides,
        status: 400,
        body: { message },
      });
    }
  });

  it('still answers 201 when the mail cannot be sent, because the message is stored', async () => {
    const { ctx } = server.server;
    const mailer = ctx.mailer;
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
      close: async () => {},
    };
    ctx.mailer = failing;
    try {
      const client = server.client();
      const response = await client.post('/api/contact', {
        ...form({ email: 'nomail@example.com' }),
        captcha: await solveCaptcha(client),
      });
      expect(response.status).toBe(201);
      expect(
        await server.database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.email, 'nomail@example.com')),
      ).toHaveLength(1);
    } finally {
      ctx.mailer = mailer;
    }
  });
});

describe('POST /api/contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('allows 5 posts per 10 minutes from one address, then answers 429 { message }', async () => {
    const client = server.client();
    const first = await client.post('/api/contact', {
      ...form(),
      captcha: await solveCaptcha(client),
    });
    expect(first.status).toBe(201);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect(
        (await client.post('/api/contact', { ...form({ name: '' }), captcha: 'x' })).status,
      ).toBe(400);
    }
    const sixth = await client.post('/api/contact', {
      ...form(),
      captcha: await solveCaptcha(client),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(await server.database.db.select().from(contactMessages)).toHaveLength(1);
  });
});
