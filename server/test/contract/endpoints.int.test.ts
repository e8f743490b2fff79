import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@serendip/protocol';
import { listRoutes } from '../security/routeTable';
import { sharedTestServer } from '../support';

/** The endpoint map the web app's client is typed from (protocol/src/endpoints.ts) is served. */
describe('endpoint map', () => {
  const server = sharedTestServer();

  it('names only routes the server has, with their methods', () => {
    const served = new Set(listRoutes(server.server.app));
    const missing = Object.entries(API_ENDPOINTS).flatMap(([path, methods]) =>
      methods.map((method) => `${method} ${path}`).filter((route) => !served.has(route)),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * Fetched by the ALTCHA widget itself (components/Captcha.tsx), or a plain download link
 * (the transparency page's monthly JSON), never through the API client.
 */
const OUTSIDE_THE_CLIENT = new Set([
  'GET /api/captcha/challenge',
  'GET /api/transparency/:month.json',
]);

/** ...and the map is whole: a route added without its entry leaves the web app's client untyped. */
describe('endpoint map, the other way', () => {
  const server = sharedTestServer();

  it('has every /api route the server serves', () => {
    const mapped = new Set(
      Object.entries(API_ENDPOINTS).flatMap(([path, methods]) =>
        methods.map((method) => `${method} ${path}`),
      ),
    );
    const unmapped = listRoutes(server.server.app).filter(
      (route) => / \/api\//.test(route) && !mapped.has(route) && !OUTSIDE_THE_CLIENT.has(route),
    );
    expect(unmapped).toEqual([]);
  });
});
