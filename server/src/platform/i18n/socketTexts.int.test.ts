import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_CHAT_TERMINATED,
  type ChatTerminated,
  type ModerationNotice,
} from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../../test/support';
import { ask, pairUp } from '../../../test/anonymous';
import { leave, videoPair } from '../../../test/video';

/**
 * Texts the server sends as plain strings in socket events (not as an ack's `{ message }`) reach
 * each person in the language of their own socket; a socket that named none gets the English.
 */
describe('plain socket texts in the person’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const speaking = (language: string) =>
    server.socket(undefined, { headers: { 'accept-language': language } });

  it('sends friendRequestError in the sender’s language, and English to a spec client', async () => {
    const spanish = await speaking('es-ES');
    const refused = nextEvent<string>(spanish, 'friendRequestError');
    await ask(spanish, 'sendFriendRequestFromAnonymousChat', crypto.randomUUID());
    expect(await refused).toBe('Inicia sesión para enviar una solicitud de amistad.');

    const english = await server.socket();
    const plain = nextEvent<string>(english, 'friendRequestError');
    await ask(english, 'sendFriendRequestFromAnonymousChat', crypto.randomUUID());
    expect(await plain).toBe('Please log in to send a friend request.');
  });

  it('ends an anonymous chat telling each side why in its own language', async () => {
    const [sender, partner] = [await speaking('es'), await speaking('de-DE')];
    await pairUp(server.url, sender, partner);
    const notice = nextEvent<ModerationNotice>(sender, 'moderationNotice');
    const senderEnded = nextEvent<ChatTerminated>(sender, 'chatTerminated');
    const partnerEnded = nextEvent<ChatTerminated>(partner, 'chatTerminated');
    await ask(sender, 'sendAnonymousMessage', { content: 'kys', type: 'text' });
    const why =
      'Decirle a alguien que se haga daño no está permitido en Serendip. Tu mensaje no se ha enviado.';
    expect(await senderEnded).toEqual({ reason: why });
    expect((await notice).message).toBe(why);
    expect(await partnerEnded).toEqual({
      reason:
        'Der Chat wurde von unseren Sicherheitsprüfungen beendet. Du hast nichts falsch gemacht.',
    });
  });

  it('keeps the spec’s English for a partner whose client named no language', async () => {
    const [sender, partner] = [await speaking('ja'), await server.socket()];
    await pairUp(server.url, sender, partner);
    const partnerEnded = nextEvent<ChatTerminated>(partner, 'chatTerminated');
    await ask(sender, 'sendAnonymousMessage', { content: 'kys', type: 'text' });
    expect(await partnerEnded).toEqual({ reason: PARTNER_CHAT_TERMINATED });
  });

  it('ends a call telling the member who stays why in their language', async () => {
    const [sender, other] = [await speaking('fr'), await speaking('ja-JP')];
    const [found] = await videoPair(server.url, sender, other);
    const callId = found.callId;
    const ended = nextEvent<ChatTerminated>(sender, 'chatTerminated');
    const otherEnded = nextEvent<ChatTerminated>(other, 'chatTerminated');
    await ask(sender, 'sendVideoChatMessage', { message: "I'm 15 lol", callId });
    expect(await ended).toEqual({
      reason:
        'Serendip est réservé aux adultes (18 ans et plus). Un modérateur examinera cette conversation.',
      callId,
    });
    expect(await otherEnded).toEqual({
      reason: '安全チェックによりチャットが終了しました。あなたに問題はありません。',
      callId,
    });
    await leave(sender, other);
  });
});
