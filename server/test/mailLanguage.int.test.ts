import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readOutbox, type OutboxMail } from './outbox';
import { startTestServer, type TestServer } from './support';
import { eventually, signUp, type Person } from './social';
import { moderate, reportProfile, staffMember } from './moderation';
import { users } from '../src/platform/db/schema';

/** E-mails are written in the recipient account's language, whoever asked and however. */
describe('e-mails in the account’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://serendip.example' });
  });
  afterAll(() => server.close());

  async function emailOf(person: Person): Promise<string> {
    const [row] = await server.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, person.id));
    return row!.email;
  }

  async function mailTo(address: string): Promise<OutboxMail> {
    let found: OutboxMail | undefined;
    await eventually(async () => {
      found = (await readOutbox(server.dataDir)).find((mail) => mail.to === address);
      expect(found).toBeDefined();
    });
    return found!;
  }

  it('sends the password reset mail in Spanish to a Spanish account', async () => {
    const person = await signUp(server.url);
    expect((await person.client.put('/api/users/profile', { language: 'es' })).status).toBe(200);
    const email = await emailOf(person);
    const forgot = await server.client().post('/api/auth/forgotpassword', { email });
    expect(forgot.status).toBe(200);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Restablece tu contraseña de Serendip');
    expect(mail.text).toMatch(
      new RegExp(
        `^Hola, ${person.username}:\\n\\nAlguien ha pedido restablecer la contraseña de tu cuenta de Serendip\\. .*\\nhttps://serendip\\.example/resetpassword/[A-Za-z0-9_-]{43}\\n\\nEl enlace funciona una sola vez y caduca en 1 hora\\.`,
      ),
    );
    expect(mail.html).toContain('<p>Hola, ');
  });

  it('follows the account, not the language of whoever asked: English when the account has none', async () => {
    const person = await signUp(server.url);
    const email = await emailOf(person);
    await server
      .client()
      .post('/api/auth/forgotpassword', { email }, { headers: { 'accept-language': 'es' } });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Serendip password');
    expect(mail.text).toMatch(new RegExp(`^Hello ${person.username},\\n`));
  });

  it('tells a Spanish account of a warning in Spanish, with the statement and the appeal date', async () => {
    const [moderator, reporter, person] = [
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await person.client.put('/api/users/profile', { language: 'es' });
    await reportProfile(reporter, person, 'Insults');
    const done = await moderate(moderator, `user:${person.id}`, {
      action: 'warn',
      rule: 'respect',
      note: 'Insults',
    });
    expect(done.status).toBe(200);

    const mail = await mailTo(await emailOf(person));
    expect(mail.subject).toBe('Una decisión de moderación sobre tu cuenta de Serendip');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      `Hola, ${person.username}:`,
      '',
      'Tu cuenta ha recibido una advertencia.',
      '',
      'La declaración de motivos (en inglés):',
    ]);
    expect(lines[5]).toMatch(/under the rule "Respect everyone"/);
    expect(mail.text).toContain('Puedes leer tus decisiones y recurrirlas en /account/standing.');
    // Six months from now, written the Spanish way ("29 de mayo de 2027, 10:20 UTC").
    expect(mail.text).toMatch(/Se aceptan recursos hasta el \d{1,2} de [a-z]+ de \d{4}/);
  });
});
