import { vi } from 'vitest';

type Route = { status?: number; body: unknown };

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path"; unknown calls answer 404.
 * Returns the mock so tests can inspect the calls made.
 */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${String(input)}`];
    const status = route?.status ?? (route ? 200 : 404);
    const body = route ? route.body : { message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const testConfig = {
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  ads: { provider: 'house' },
  iceServers: [],
};

export const testUser = {
  _id: 'user-1',
  username: 'alice',
  email: 'alice@example.com',
  profilePicture: 'default_avatar.jpg',
  bio: '',
  interests: [],
  blockedBy: [],
  blockedUsers: [],
  onboardingCompleted: true,
};
