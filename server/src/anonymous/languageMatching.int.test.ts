import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnonymousMatched, MatchFound } from '@serendip/protocol';
import { nextEvent, startTestServer, TestClient, type TestServer } from '../../test/support';
import { solveCaptcha } from '../../test/captcha';
import { collect, pause, settled } from '../../test/social';
import { ask } from '../../test/anonymous';

type Client = Awaited<ReturnType<TestServer['socket']>>;

/** Matching by language over the sockets: `languages` and `onlyMyLanguage` are optional extras. */
async function askFor(
  server: TestServer,
  socket: Client,
  event: 'requestAnonymousMatch' | 'requestMatch',
  extras: object = {},
) {
  const recaptchaValue = await solveCaptcha(new TestClient(server.url));
  const payload = { interests: [], recaptchaValue, ...extras };
  const full = event === 'requestMatch' ? { groupPreferred: false, ...payload } : payload;
  return ask(socket, event, full);
}

describe('matching by language', () => {
  // Nobody widens during a test here: only a shared language pairs two who gave languages.
  let server: TestServer;
  // Widens after 200 ms: only the switch keeps languages apart.
  let quick: TestServer;
  beforeAll(async () => {
    [server, quick] = await Promise.all([
      startTestServer({ ANONYMOUS_WIDEN_MS: '60000' }),
      startTestServer({ ANONYMOUS_WIDEN_MS: '200' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), quick?.close()]);
  });

  it('pairs the two Spanish speakers, not the English speaker between them', async () => {
    const [es1, en, es2] = await Promise.all([server.socket(), server.socket(), server.socket()]);
    const heardByEnglish = collect(en, 'matched');
    const matched = [
      nextEvent<AnonymousMatched>(es1, 'matched'),
      nextEvent<AnonymousMatched>(es2, 'matched'),
    ];
    expect(await askFor(server, es1, 'requestAnonymousMatch', { languages: ['es-ES'] })).toEqual({
      ok: true,
    });
    expect(await askFor(server, en, 'requestAnonymousMatch', { languages: ['en-US'] })).toEqual({
      ok: true,
    });
    expect(await askFor(server, es2, 'requestAnonymousMatch', { languages: ['es'] })).toEqual({
      ok: true,
    });
    const [first, second] = await Promise.all(matched);
    expect(first.sharedLanguages).toEqual(['es']);
    expect(second.sharedLanguages).toEqual(['es']);
    await settled(en);
    expect(heardByEnglish).toEqual([]);
    for (const socket of [es1, en, es2]) socket.disconnect();
  });

  it('pairs video callers by language too, and says which they share', async () => {
    const [es1, en, es2] = await Promise.all([server.socket(), server.socket(), server.socket()]);
    const heardByEnglish = collect(en, 'matchFound');
    const found = [
      nextEvent<MatchFound>(es1, 'matchFound'),
      nextEvent<MatchFound>(es2, 'matchFound'),
    ];
    await askFor(server, es1, 'requestMatch', { languages: ['es'] });
    await askFor(server, en, 'requestMatch', { languages: ['en'] });
    await askFor(server, es2, 'requestMatch', { languages: ['es-MX'] });
    expect((await Promise.all(found)).map((match) => match.sharedLanguages)).toEqual([
      ['es'],
      ['es'],
    ]);
    await settled(en);
    expect(heardByEnglish).toEqual([]);
    for (const socket of [es1, en, es2]) socket.disconnect();
  });

  it('keeps someone who asked for their language only from everyone else, even widened', async () => {
    const [strict, en, es] = await Promise.all([quick.socket(), quick.socket(), quick.socket()]);
    const heard = collect(strict, 'matched');
    await askFor(quick, strict, 'requestAnonymousMatch', {
      languages: ['es'],
      onlyMyLanguage: true,
    });
    await askFor(quick, en, 'requestAnonymousMatch', { languages: ['en'] });
    // Past both widen delays (200 ms) with room to spare on a loaded machine.
    await pause(800);
    await settled(strict);
    expect(heard).toEqual([]);
    const paired = nextEvent<AnonymousMatched>(es, 'matched');
    await askFor(quick, es, 'requestAnonymousMatch', { languages: ['es'] });
    expect((await paired).sharedLanguages).toEqual(['es']);
    for (const socket of [strict, en, es]) socket.disconnect();
  });

  it('matches as before without the field, and leaves sharedLanguages out', async () => {
    const [plain, spanish] = await Promise.all([server.socket(), server.socket()]);
    const matched = nextEvent<AnonymousMatched>(plain, 'matched');
    await askFor(server, plain, 'requestAnonymousMatch');
    await askFor(server, spanish, 'requestAnonymousMatch', { languages: ['es'] });
    expect(await matched).not.toHaveProperty('sharedLanguages');
    for (const socket of [plain, spanish]) socket.disconnect();
  });

  it('refuses a language that is not a language tag, and queues nobody', async () => {
    const socket = await server.socket();
    const reply = await askFor(server, socket, 'requestAnonymousMatch', { languages: ['<b>es'] });
    expect(reply).toMatchObject({ ok: false });
    expect((reply as { message: string }).message).toMatch(/language/i);
    socket.disconnect();
  });
});
