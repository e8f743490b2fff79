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
