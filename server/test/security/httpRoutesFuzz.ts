import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { REPORT_CATEGORY_IDS } from '@serendip/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../support';
import { jpeg } from '../photoFixtures';
import { BATCH, BATCH_RUNS, body, errorLog, inParallel, SEED, segment, words } from './arbitraries';
import { buildWorld, leakIn, type World } from './fixtures';
import { listRoutes } from './routeTable';
import { requests, type Request, type RouteFuzz } from './httpRequests';

/**
 * Property tests over every HTTP route (base and ours), with each route's real field names,
 * full Unicode and wrong types, sent as a signed-in attacker, a visitor or a forged token.
 * For every request: never a 5xx, a JSON `{ message }` on every 4xx, nothing of another user's
 * private data in the answer (e-mail, private messages, password hashes), and the process stays up.
 *
 * The routes are split over PARTS test files (httpRoutes.property.partN.int.test.ts), each with
 * a server of its own, so the 1,000 requests per route run on every test worker instead of
 * keeping one busy for minutes while the other has finished.
 */

const user = (world: World) => segment(world.ids.users);
const photo = (world: World) => segment(world.ids.photos);
const conversation = (world: World) => segment(world.ids.conversations);
const room = (world: World) => segment(world.ids.rooms);
const notification = (world: World) => segment(world.ids.notifications);
const page = fc.integer({ min: 1, max: 5 });
const limit = fc.integer({ min: 1, max: 50 });
const interests = fc.array(words, { maxLength: 5 });
const email = fc.emailAddress();
const password = fc.string({ unit: 'grapheme', minLength: 6, maxLength: 40 });
const username = fc.stringMatching(/^[A-Za-z0-9_.-]{3,20}$/);
const none = { body: body({}) };
/** Push service URLs: real-looking, the server's own network, not https, not a URL. */
const pushEndpoint = fc.oneof(
  fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/fuzz',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest',
    'http://push.example.com/x',
  ),
  words,
);
/** Real months, one before 2000, future ones and impossible ones. */
const monthName = fc.oneof(
  fc.constantFrom('2026-01', '1999-12', '2999-01', '2026-13', '2026-00', '0000-01'),
  fc
    .record({ year: fc.integer({ min: 1990, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`),
);

/** Every route, by `METHOD /path` as Fastify lists it. A new route fails the coverage test. */
const ROUTES: Record<string, RouteFuzz> = {
  'POST /api/auth/google': { body: body({ tokenId: words }) },
  'POST /api/auth/register': { body: body({ username, email, password }) },
  'POST /api/auth/login': { body: body({ identifier: words, password }) },
  'POST /api/auth/forgotpassword': { body: body({ email }) },
  'GET /api/auth/resetpassword/:resettoken': { params: { resettoken: () => segment([]) } },
  'PUT /api/auth/resetpassword/:resettoken': {
    params: { resettoken: () => segment([]) },
    body: body({ password }),
  },
  'GET /api/users/profile': {},
  'PUT /api/users/profile': {
    body: body({ username, bio: words, interests }),
  },
  'PUT /api/users/profile/picture': { form: { file: 'profilePicture' } },
  'POST /api/users/onboarding': { body: body({ bio: words, interests }) },
  'GET /api/users/recommendations': {},
  'GET /api/users/search': { query: { username: words } },
  'GET /api/users/:id': { params: { id: user } },
  'PUT /api/users/block/:id': { params: { id: user }, ...none },
  'PUT /api/users/unblock/:id': { params: { id: user }, ...none },
  'POST /api/users/report/:id': {
    params: { id: user },
    body: body({ reason: words, category: fc.constantFrom(...REPORT_CATEGORY_IDS, 'bad') }),
  },
  'GET /api/friends': {},
  'GET /api/friends/requests': {},
  'POST /api/friends/request/:id': { params: { id: user }, ...none },
  'POST /api/friends/accept/:id': { params: { id: user }, ...none },
  'POST /api/friends/reject/:id': { params: { id: user }, ...none },
  'DELETE /api/friends/:id': { params: { id: user } },
  'GET /api/photos/feed': { query: { page, limit } },
  'GET /api/photos/explore': { query: { page, limit } },
  'GET /api/photos/user/:userId': { params: { userId: user }, query: { page, limit } },
  'POST /api/photos': { form: { file: 'image', text: { caption: words } } },
  'GET /api/photos/:id': { params: { id: photo } },
  'PUT /api/photos/:id': { params: { id: photo }, body: body({ caption: words }) },
  'PUT /api/photos/like/:id': { params: { id: photo }, ...none },
  'DELETE /api/photos/:id': { params: { id: photo } },
  'GET /api/comments/:photoId': { params: { photoId: photo } },
  'POST /api/comments/:photoId': { params: { photoId: photo }, body: body({ text: words }) },
  'POST /api/chat/conversation/:friendId': { params: { friendId: user }, ...none },
  'GET /api/chat/conversations': {},
  'GET /api/chat/messages/:conversationId': {
    params: { conversationId: conversation },
    query: { page, limit },
  },
  'POST /api/chat/upload-media': { form: { file: 'chatMedia' } },
  'GET /api/rooms': { query: { q: words, mine: fc.constantFrom('0', '1', 'true') } },
  'POST /api/rooms': { body: body({ name: words, description: words }) },
  'GET /api/rooms/:id': { params: { id: room } },
  'GET /api/rooms/:id/messages': { params: { id: room }, query: { page, limit } },
  'GET /api/notifications': {},
  'PUT /api/notifications/:id/read': { params: { id: notification }, ...none },
  'PUT /api/notifications/read': none,
  'POST /api/push/subscriptions': {
    body: body({
      endpoint: pushEndpoint,
      keys: fc.record({ p256dh: words, auth: words }),
      showText: fc.boolean(),
    }),
  },
  'POST /api/push/unsubscribe': { body: body({ endpoint: pushEndpoint }) },
  // Ours beyond the spec.
  'PUT /api/chat/conversations/:conversationId/read': {
    params: { conversationId: conversation },
    ...none,
  },
  'PUT /api/rooms/:id/read': { params: { id: room }, ...none },
  'GET /api/rooms/:id/members': { params: { id: room } },
  'POST /api/rooms/:id/leave': { params: { id: room }, ...none },
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  'POST /api/auth/logout': { ...none, signsOut: true },
  'POST /api/auth/logout-all': { ...none, signsOut: true },
  // Moderation: the attacker is a plain user, so every console call is refused.
  'GET /api/account/role': {},
  'GET /api/account/standing': {},
  'GET /api/account/trust': {},
  'POST /api/appeals': {
    body: body({ text: words, appealToken: words, sanctionId: words }),
  },
  'GET /api/moderation/rules': {},
  'GET /api/moderation/queue': {
    query: { filter: fc.constantFrom('open', 'mine', 'resolved'), q: words },
  },
  'GET /api/moderation/items/:subject': { params: { subject: user } },
  'POST /api/moderation/items/:subject/claim': { params: { subject: user }, ...none },
  'DELETE /api/moderation/items/:subject/claim': { params: { subject: user } },
  'POST /api/moderation/items/:subject/actions': {
    params: { subject: user },
    body: body({
      action: fc.constantFrom('dismiss', 'warn', 'remove', 'terminate', 'suspend', 'ban'),
      rule: words,
      note: words,
      hours: fc.integer(),
      content: body({
        kind: fc.constantFrom('photo', 'comment', 'roomMessage', 'chatMessage', 'room'),
        id: words,
      }),
    }),
  },
  'GET /api/moderation/appeals': {},
  'POST /api/moderation/appeals/:id': {
    params: { id: () => segment([]) },
    body: body({ decision: fc.constantFrom('upheld', 'reversed'), reason: words }),
  },
  'GET /api/moderation/log': {},
  'GET /api/moderation/roles': {},
  'GET /api/appeals': { query: { token: words } },
  'POST /api/reports': {
    body: body({
      kind: fc.constantFrom('photo', 'comment', 'roomMessage', 'chatMessage', 'song'),
      id: words,
      category: fc.constantFrom(...REPORT_CATEGORY_IDS, 'bad'),
      reason: words,
    }),
  },
  'PUT /api/moderation/roles/:userId': {
    params: { userId: user },
    body: body({ role: fc.constantFrom('user', 'moderator', 'admin') }),
  },
  'GET /api/config': {},
  'GET /api/captcha/challenge': { query: { visitorId: fc.oneof(words, fc.uuid()) } },
  'POST /api/contact': {
    body: body({
      name: words,
      email,
      phone: words,
      message: words,
      captcha: words,
    }),
  },
  'GET /api/video/ice-servers': {},
  'GET /api/transparency': { query: { month: fc.oneof(monthName, words) } },
  'GET /api/transparency/:month.json': {
    params: { month: () => fc.oneof(monthName, segment([])) },
  },
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /metrics': {},
};
/** How many test files share the routes; each takes every PARTS-th route from its own index. */
export const PARTS = 4;

/** The routes of part `part` (0-based) of PARTS. */
export function routesOfPart(part: number): string[] {
  return Object.keys(ROUTES).filter((_, index) => index % PARTS === part);
}

/** Declares the tests of part `part`; part 0 also checks that ROUTES matches the served routes. */
export function describeHostileRoutes(part: number): void {
  describe(`every HTTP route holds against hostile input (part ${part + 1} of ${PARTS})`, () => {
    let server: TestServer;
    let world: World;
    let image: Buffer;
    let xsrf: string;
    const log = errorLog();
    let sent = 0;
    let leaverToken: string;

    beforeAll(async () => {
      server = await startTestServer({}, { logger: log.logger });
      world = await buildWorld(server);
      leaverToken = (await registerUser(server.client())).token;
      image = await jpeg(32, 24);
      const cookie = (await fetch(`${server.url}/api/config`)).headers.getSetCookie().join('; ');
      xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
      return () => server.close();
    });

    async function send(method: string, request: Request, signsOut = false) {
      const headers: Record<string, string> = {
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      };
      const token = signsOut ? leaverToken : world.attacker.token;
      if (request.as === 'attacker') headers.authorization = `Bearer ${token}`;
      if (request.as === 'forged')
        headers.authorization = `Bearer ${world.attacker.token.slice(0, -4)}AAAA`;
      let payload: string | FormData | undefined;
      if (request.form) payload = request.form;
      else if (request.json !== undefined && method !== 'GET') {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(request.json);
      }
      const url = `${server.url}${request.path}${request.query ? `?${request.query}` : ''}`;
      const response = await fetch(url, { method, headers, body: payload });
      sent += 1;
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        text: await response.text(),
      };
    }

    /** Why the answer breaks the property, or null. */
    function problem(answer: Awaited<ReturnType<typeof send>>): string | null {
      if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
      const leaked = leakIn(world, answer.text);
      if (leaked) return `leaked another user's private data (${leaked.slice(0, 12)}...)`;
      if (answer.status >= 400) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.text);
        } catch {
          return `${answer.status} without a JSON body: ${answer.text.slice(0, 100)}`;
        }
        const message = (parsed as { message?: unknown })?.message;
        if (typeof message !== 'string' || !message.trim())
          return `${answer.status} without a { message }: ${answer.text.slice(0, 100)}`;
      }
      return null;
    }

    // Declared in one part only (not skipped in the others).
    if (part === 0)
      it('lists every route the server serves, and no route is left out', async () => {
        const served = listRoutes(server.server.app);
        expect(served.length).toBeGreaterThan(40);
        expect(
          served.filter((route) => !(route in ROUTES)),
          'routes without a property test',
        ).toEqual([]);
        expect(
          Object.keys(ROUTES).filter((route) => !served.includes(route)),
          'stale entries',
        ).toEqual([]);
        // Every part has its file, so no route's share of the tests is left undeclared.
        const parts = Array.from({ length: PARTS }, (_, index) =>
          fileURLToPath(
            new URL(`./httpRoutes.property.part${index + 1}.int.test.ts`, import.meta.url),
          ),
        );
        expect(
          parts.filter((file) => !fs.existsSync(file)),
          'missing part files',
        ).toEqual([]);
      });

    it.each(routesOfPart(part))('%s', { timeout: 600_000 }, async (route) => {
      const [method] = route.split(' ');
      const before = sent;
      log.lines.length = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(requests(route, ROUTES[route], world, image), {
            minLength: BATCH,
            maxLength: BATCH,
          }),
          async (batch) => {
            const answers = await inParallel(batch, (request) =>
              send(method, request, Boolean(ROUTES[route].signsOut)),
            );
            answers.forEach((answer, index) => {
              const why = problem(answer);
              if (why)
                throw new Error(`${route} ${JSON.stringify(batch[index]).slice(0, 400)}: ${why}`);
            });
            expect(log.lines, 'error-level server logs').toEqual([]);
          },
        ),
        { numRuns: BATCH_RUNS, seed: SEED, endOnFailure: true },
      );
      expect(sent - before).toBeGreaterThanOrEqual(BATCH_RUNS * BATCH);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  });
}
