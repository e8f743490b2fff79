import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { Ack, AnonymousMatched, MatchFound } from '@serendip/protocol';
import type { Client } from './anonymous';
import { solveCaptcha, solveCaptchaFor } from './captcha';
import { nextEvent, TestClient } from './support';
import { signUp, type Person } from './social';
import { moderate, reportProfile } from './moderation';

/**
 * One address shared by several people (a household, an office, a mobile network): the
 * scenario of "a sanction binds its person", run on one server and on two processes.
 */
export interface SharedAddressWorld {
  /** The processes' base URLs (the same twice for one server). Every client shares one address. */
  urls: [string, string];
  /** A socket to process `at`, signed in with `token` when given, from browser `visitorId`. */
  connect(at: 0 | 1, as: { token?: string; visitorId: string }): Promise<Client>;
  /** Gives an account the moderator role. */
  makeModerator(person: Person): Promise<void>;
}

export const NOTE = 'You insulted a stranger with racist language';
const SIGN_IN_TO_CONTINUE = 'Please sign in to continue.';
const LONGER_CHECK_NEEDED = 'Please complete the check again; it may take a few seconds.';

/** Everything one person's sockets and HTTP calls received, to search for another's sanction. */
class Received {
  readonly items: unknown[] = [];

  listen(socket: Client): Client {
    socket.onAny((event: string, ...args: unknown[]) => this.items.push({ event, args }));
    return socket;
  }

  /** Emits with an acknowledgement and keeps the answer. */
  async ask<T extends object = object>(
    socket: Client,
    event: string,
    ...args: unknown[]
  ): Promise<Ack<T>> {
    const answer = await new Promise<Ack<T>>((resolve) => {
      (socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args, resolve);
    });
    this.items.push({ ack: event, answer });
    return answer;
  }

  async http(client: TestClient, path: string, token?: string): Promise<unknown> {
    const response = await client.request('GET', path, token ? { token } : {});
    this.items.push({ http: path, status: response.status, body: response.body });
    return response.body;
  }

  /** Nothing of anyone's sanction: no note, no statement, no appeal token. */
  expectNothingOfTheSanction(who: string): void {
    const text = JSON.stringify(this.items);
    expect(this.items.length, who).toBeGreaterThan(0);
    expect(text, who).not.toContain(NOTE);
    expect(text, who).not.toContain('statement');
    expect(text, who).not.toContain('appealToken');
    expect(text, who).not.toMatch(/suspended|banned/i);
  }
}

/** A text match between two sockets, a line each way; both leave after. */
async function chatInText(url: string, [one, two]: [Client, Client], logs: [Received, Received]) {
  const matched = [
    nextEvent<AnonymousMatched>(one, 'matched'),
    nextEvent<AnonymousMatched>(two, 'matched'),
  ];
  for (const [index, socket] of [one, two].entries()) {
    const recaptchaValue = await solveCaptcha(new TestClient(url));
    const answer = await logs[index]!.ask(socket, 'requestAnonymousMatch', {
      interests: [],
      recaptchaValue,
    });
    expect(answer).toEqual({ ok: true });
  }
  await Promise.all(matched);
  for (const [from, to, index] of [
    [one, two, 0],
    [two, one, 1],
  ] as const) {
    const heard = nextEvent<{ content: string }>(to, 'receiveAnonymousMessage');
    const sent = await logs[index].ask(from, 'sendAnonymousMessage', {
      content: `hello from ${index}`,
      type: 'text',
    });
    expect(sent.ok).toBe(true);
    expect((await heard).content).toBe(`hello from ${index}`);
  }
  await logs[0].ask(one, 'leaveAnonymousChat');
  await logs[1].ask(two, 'leaveAnonymousChat');
}

/** A video call between two sockets with a line of its chat; both end it after. */
async function chatInVideo(url: string, [one, two]: [Client, Client], logs: [Received, Received]) {
  const queued = nextEvent(one, 'waitingForMatch');
  const found = [
    nextEvent<MatchFound>(one, 'matchFound'),
    nextEvent<MatchFound>(two, 'matchFound'),
  ];
  for (const [index, socket] of [one, two].entries()) {
    const captcha = await solveCaptcha(new TestClient(url));
    const answer = await logs[index]!.ask(socket, 'requestMatch', {
      groupPreferred: false,
      interests: [],
      captcha,
    });
    expect(answer).toEqual({ ok: true });
    if (index === 0) await queued;
  }
  const [call] = await Promise.all(found);
  const heard = nextEvent<{ message: string }>(two, 'receiveVideoChatMessage');
  expect(
    (
      await logs[0].ask(one, 'sendVideoChatMessage', {
        message: 'hi on video',
        callId: call!.callId,
      })
    ).ok,
  ).toBe(true);
  expect((await heard).message).toBe('hi on video');
  await logs[0].ask(one, 'video-call-ended', call!.callId);
  await logs[1].ask(two, 'video-call-ended', call!.callId);
}

/**
 * Two accounts and a visitor on one address; one account is suspended with a note. The other
 * account and the visitor match (text and video) and chat, and never receive the note, a
 * statement or an appeal token; the other account is not refused even on the suspended
 * account's browser. The suspended account's browser, signed out, stays refused with its
 * statement. A brand-new browser on the address only solves a longer captcha, and passes.
 */
export async function sharedAddressScenario(world: SharedAddressWorld): Promise<void> {
  const [first, second] = world.urls;
  const moderator = await signUp(first);
  await world.makeModerator(moderator);
  const [suspended, neighbour] = [await signUp(first), await signUp(second)];
  const browsers = {
    suspended: crypto.randomUUID(),
    neighbour: crypto.randomUUID(),
    visitor: crypto.randomUUID(),
    another: crypto.randomUUID(),
  };
  const neighbourLog = new Received();
  const visitorLog = new Received();

  // Before the decision: the suspended account chats (from its browser) with two visitors.
  const suspendedSocket = await world.connect(0, {
    token: suspended.token,
    visitorId: browsers.suspended,
  });
  const visitor = visitorLog.listen(await world.connect(1, { visitorId: browsers.visitor }));
  const another = visitorLog.listen(await world.connect(0, { visitorId: browsers.another }));
  await chatInText(first, [suspendedSocket, visitor], [new Received(), visitorLog]);
  await chatInText(second, [suspendedSocket, another], [new Received(), visitorLog]);

  await reportProfile(neighbour, suspended, 'Racist insults');
  const cut = new Promise((resolve) => suspendedSocket.once('disconnect', resolve));
  const decided = await moderate(moderator, `user:${suspended.id}`, {
    action: 'suspend',
    rule: 'respect',
    hours: 24,
    note: NOTE,
  });
  expect(decided.status).toBe(200);
  await cut;

  // The other account, on its own browser and on the suspended account's (one family
  // computer), and the visitor: they match, in text and in video, and chat.
  const neighbourSocket = neighbourLog.listen(
    await world.connect(1, { token: neighbour.token, visitorId: browsers.neighbour }),
  );
  const onSharedComputer = neighbourLog.listen(
    await world.connect(0, { token: neighbour.token, visitorId: browsers.suspended }),
  );
  // (Two people who just parted are not paired again: each pair meets once per kind.)
  await chatInText(second, [neighbourSocket, visitor], [neighbourLog, visitorLog]);
  await chatInText(first, [onSharedComputer, another], [neighbourLog, visitorLog]);
  await chatInVideo(first, [visitor, neighbourSocket], [visitorLog, neighbourLog]);
  await chatInVideo(second, [another, onSharedComputer], [visitorLog, neighbourLog]);
  for (const url of [first, second]) {
    await neighbourLog.http(new TestClient(url), '/api/users/profile', neighbour.token);
    await neighbourLog.http(new TestClient(url), '/api/notifications', neighbour.token);
    await visitorLog.http(
      new TestClient(url),
      `/api/captcha/challenge?visitorId=${browsers.visitor}`,
    );
  }

  // The suspended account's browser, signed out: refused, but with nothing of the decision
  // (someone else may be using that device); signing in shows the person their statement.
  const signedOut = await world.connect(1, { visitorId: browsers.suspended });
  const ownLog = new Received();
  for (const url of [first, second]) {
    const text = await ownLog.ask(signedOut, 'requestAnonymousMatch', {
      interests: [],
      recaptchaValue: await solveCaptcha(new TestClient(url)),
    });
    const video = await ownLog.ask(signedOut, 'requestMatch', {
      groupPreferred: false,
      interests: [],
      captcha: await solveCaptcha(new TestClient(url)),
    });
    for (const refused of [text, video])
      expect(refused).toMatchObject({ ok: false, message: SIGN_IN_TO_CONTINUE });
  }
  ownLog.expectNothingOfTheSanction("the suspended account's browser, signed out");

  // A browser never seen on the address: a longer captcha, nothing else, and it matches.
  const newcomerLog = new Received();
  for (const [at, event] of [
    [0, 'requestAnonymousMatch'],
    [1, 'requestMatch'],
  ] as const) {
    const visitorId = crypto.randomUUID();
    const newcomer = newcomerLog.listen(await world.connect(at, { visitorId }));
    const url = world.urls[at];
    const payload = (captcha: string) =>
      event === 'requestMatch'
        ? { groupPreferred: false, interests: [], captcha }
        : { interests: [], recaptchaValue: captcha };
    const tooEasy = await newcomerLog.ask(
      newcomer,
      event,
      payload(await solveCaptcha(new TestClient(url))),
    );
    expect(tooEasy).toEqual({ ok: false, message: LONGER_CHECK_NEEDED });
    const check = await solveCaptchaFor(new TestClient(url), visitorId);
    newcomerLog.items.push({ http: 'challenge', longer: check.longer });
    expect(check.longer).toBe(true);
    expect(await newcomerLog.ask(newcomer, event, payload(check.payload))).toEqual({ ok: true });
    await newcomerLog.ask(
      newcomer,
      event === 'requestMatch' ? 'cancelVideoMatch' : 'leaveAnonymousChat',
    );
    newcomer.disconnect();
  }

  neighbourLog.expectNothingOfTheSanction('the other account');
  visitorLog.expectNothingOfTheSanction('the visitor');
  newcomerLog.expectNothingOfTheSanction('a new visitor');
  for (const socket of [neighbourSocket, onSharedComputer, visitor, another, signedOut])
    socket.disconnect();
}
