import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp } from '../../test/social';
import { jpeg, photoForm } from '../../test/photoFixtures';
import { signAnonymousUploadToken } from '../anonymous/uploadToken';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function friendsWithConversation() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  return { a, b, conversationId: opened.body._id };
}

describe('chat media upload', () => {
  it('accepts images from members, refuses other files and anonymous callers without a token', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const form = async () => photoForm(await jpeg(), { field: 'chatMedia' });
    const ok = await a.client.request('POST', '/api/chat/upload-media', { form: await form() });
    expect(ok.status).toBe(201);
    expect(ok.body.fileUrl).toMatch(/^\/uploads\/chat\/[0-9a-f-]{36}\.\w+$/);
    expect((await fetch(server.url + ok.body.fileUrl)).status).toBe(200);
    const socket = await server.socket(a.token);
    const sent = await socket.emitWithAck('sendMessage', {
      conversationId,
      content: ok.body.fileUrl,
      type: 'image',
      clientId: 'media-1',
    });
    expect(sent).toMatchObject({ ok: true, message: { type: 'image', content: ok.body.fileUrl } });

    const text = photoForm(Buffer.from('just some text'), {
      field: 'chatMedia',
      type: 'image/png',
    });
    expect((await b.client.request('POST', '/api/chat/upload-media', { form: text })).status).toBe(
      415,
    );
    // Without an account (anonymous chat): images only, filed where they expire.
    const anonymous = await b.client.request('POST', '/api/chat/upload-media', {
      form: await form(),
      token: null,
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.fileUrl).toMatch(/^\/uploads\/anon\/[0-9a-f-]{36}\.(jpg|webp)$/);
  });

  it('lets a matched stranger upload images with the anonymous upload token', async () => {
    const visitor = server.client();
    const token = await signAnonymousUploadToken(server.server.ctx.secret, crypto.randomUUID());
    const headers = { 'x-anonymous-upload': token };
    const image = await visitor.request('POST', '/api/chat/upload-media', {
      form: photoForm(await jpeg(), { field: 'chatMedia' }),
      headers,
    });
    expect(image.status).toBe(201);
    expect(image.body.fileUrl).toMatch(/^\/uploads\/anon\//);
    const bad = await visitor.request('POST', '/api/chat/upload-media', {
      form: photoForm(await jpeg(), { field: 'chatMedia' }),
      headers: { 'x-anonymous-upload': 'forged' },
    });
    expect(bad.status).toBe(401);
  });
});
