import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import { registerUser, startTestServer, type TestServer } from '../../../test/support';

/**
 * Server messages follow the person's language: the account's, else Accept-Language, else the
 * spec's English; on sockets, the language the handshake gave.
 */
describe('server messages in the person’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const emptyLogin = { identifier: '', password: 'whatever' };

  it('answers a 400 in Spanish to Accept-Language es-MX, and in English without a header', async () => {
    const spanish = await server
      .client()
      .post('/api/auth/login', emptyLogin, { headers: { 'accept-language': 'es-MX,en;q=0.5' } });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({
      message: 'Se requiere el nombre de usuario o el correo electrónico.',
    });

    const english = await server.client().post('/api/auth/login', emptyLogin);
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ message: 'Username or email is required.' });
  });

  it('keeps English for languages it does not speak, and picks by weight', async () => {
    const unknown = await server
      .client()
      .post('/api/auth/login', emptyLogin, { headers: { 'accept-language': 'nl-NL,sv' } });
    expect(unknown.body.message).toBe('Username or email is required.');
    const weighted = await server.client().post('/api/auth/login', emptyLogin, {
      headers: { 'accept-language': 'fr;q=0.3,pt;q=0.9,de;q=0.5' },
    });
    expect(weighted.body.message).toBe('Informe o nome de usuário ou o e-mail.');
  });

  it('keeps the account’s language, shows it on the own record, and lets it beat the header', async () => {
    const account = await registerUser(server.client());
    const client = server.client();
    client.token = account.token;
    const before = await client.get('/api/users/profile');
    expect(before.body).not.toHaveProperty('language');

    const saved = await client.put('/api/users/profile', { language: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('fr');
    expect((await client.get('/api/users/profile')).body.language).toBe('fr');
    const login = await server
      .client()
      .post('/api/auth/login', { identifier: account.username, password: account.password });
    expect(login.body.language).toBe('fr');

    // A validation error (before the route's guard) and a refusal inside the route.
    const headers = { 'accept-language': 'es' };
    const invalid = await client.put('/api/users/profile', { username: 'x' }, { headers });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(
      /^Le nom d'utilisateur doit contenir au moins \d+ caractères\.$/,
    );
    const missing = await client.get(`/api/users/${crypto.randomUUID()}`, { headers });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Profil introuvable.');

    // Changed again: every later answer follows at once.
    await client.put('/api/users/profile', { language: 'ja' });
    const again = await client.get(`/api/users/${crypto.randomUUID()}`, { headers });
    expect(again.body.message).toBe('プロフィールが見つかりません。');
  });

  it('refuses a language it does not speak with a clear 400', async () => {
    const account = await registerUser(server.client());
    const client = server.client();
    client.token = account.token;
    const refused = await client.put('/api/users/profile', { language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^language must be one of en, es, pt-BR/);
  });

  it('answers a socket ack failure in the handshake’s language', async () => {
    const german = await server.socket(undefined, { headers: { 'accept-language': 'de-AT' } });
    const refused = await german.emitWithAck('sendMessage', {
      conversationId: crypto.randomUUID(),
      content: 'hi',
      type: 'text',
    });
    expect(refused).toEqual({ ok: false, message: 'Bitte melde dich an, um zu chatten.' });

    const english = await server.socket();
    expect(
      await english.emitWithAck('sendMessage', {
        conversationId: crypto.randomUUID(),
        content: 'hi',
        type: 'text',
      }),
    ).toEqual({ ok: false, message: 'Please log in to chat.' });
  });

  it('lets the handshake’s auth.language beat its Accept-Language', async () => {
    const socket = connectSocket(server.url, {
      auth: { language: 'ar' },
      extraHeaders: { 'accept-language': 'de' },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const refused = await socket.emitWithAck('sendMessage', {
        conversationId: crypto.randomUUID(),
        content: 'hi',
        type: 'text',
      });
      expect(refused).toEqual({ ok: false, message: 'يُرجى تسجيل الدخول للدردشة.' });
    } finally {
      socket.disconnect();
    }
  });
});

describe('a rate limit in the person’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('says when to try again, with its number, in Russian', async () => {
    const client = server.client();
    const headers = { 'accept-language': 'ru-RU,ru;q=0.9' };
    let refused;
    // The contact form takes five messages in ten minutes from one address.
    for (let attempt = 0; attempt < 6; attempt++)
      refused = await client.post('/api/contact', {}, { headers });
    expect(refused!.status).toBe(429);
    const message: string = refused!.body.message;
    const seconds = Number(/(\d+)/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(500);
    const form = new Intl.PluralRules('ru').select(seconds);
    const word = { one: 'секунду', few: 'секунды', many: 'секунд' }[form as 'one'] ?? 'секунды';
    expect(message).toBe(`Слишком много запросов. Попробуйте снова через ${seconds} ${word}.`);

    const english = await client.post('/api/contact', {});
    expect(english.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
