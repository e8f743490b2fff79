import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ask, requestMatch } from '../../test/anonymous';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import { eventually, signUp } from '../../test/social';
import { startTestServer, type TestServer } from '../../test/support';
import { accountBrowsers } from '../platform/db/schema';
import { visitorKey } from '../platform/visitorKey';
import { BROWSERS_PER_ACCOUNT, rememberBrowser } from './accountBrowsers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const browsersOf = (userId: string) =>
  server.database.db
    .select({ visitorKey: accountBrowsers.visitorKey })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.userId, userId));

describe("an account's browsers", () => {
  it('are bound when it connects with its visitor id, never a made-up one, and at most 20 are kept', async () => {
    const { ctx } = server.server;
    const person = await signUp(server.url);
    const browser = crypto.randomUUID();
    const socket = await server.socket(person.token, { visitorId: browser });
    await eventually(async () =>
      expect(await browsersOf(person.id)).toEqual([
        { visitorKey: visitorKey(ctx.secret, browser) },
      ]),
    );
    // A client that sends no visitor id gets one for that connection only: not a browser.
    const bare = await server.socket(person.token);
    socket.disconnect();
    bare.disconnect();

    const later = Array.from({ length: BROWSERS_PER_ACCOUNT }, () => crypto.randomUUID());
    for (const id of later) await rememberBrowser(ctx, person.id, visitorKey(ctx.secret, id));
    const kept = (await browsersOf(person.id)).map((row) => row.visitorKey).sort();
    expect(kept).toEqual(later.map((id) => visitorKey(ctx.secret, id)).sort());
  });

  it('a browser whose "may match" answer was cached is refused as soon as an account that used it is suspended', async () => {
    const [moderator, reporter, person] = [
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const browser = crypto.randomUUID();
    const signedOut = await server.socket(undefined, { visitorId: browser });
    expect(await requestMatch(server.url, signedOut)).toEqual({ ok: true });
    await ask(signedOut, 'leaveAnonymousChat');

    // The account signs in on that browser: from now on the browser's answer follows it too.
    const signedIn = await server.socket(person.token, { visitorId: browser });
    await eventually(async () => expect(await browsersOf(person.id)).toHaveLength(1));
    expect(await requestMatch(server.url, signedOut)).toEqual({ ok: true });
    await ask(signedOut, 'leaveAnonymousChat');

    await reportProfile(reporter, person);
    const decided = await moderate(moderator, `user:${person.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 1,
    });
    expect(decided.status).toBe(200);
    // At once (the cached "no" answer lives 30 s otherwise).
    // Refused with nothing of the decision: the signed-out browser may be someone else's hands.
    const refused = await ask(signedOut, 'requestAnonymousMatch', { interests: [] });
    expect(refused).toMatchObject({ ok: false, message: 'Please sign in to continue.' });
    expect(refused).not.toHaveProperty('statement');
    signedOut.disconnect();
    signedIn.disconnect();
  });
});
