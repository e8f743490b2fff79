import { describe, expect, it } from 'vitest';
import { httpRouteList } from '@serendip/protocol';
import { listRoutes } from '../security/routeTable';
import { sharedTestServer } from '../support';

/** The route entries of the contract (protocol/src/routes/) and the server's routes are one list. */
describe('route entries', () => {
  const server = sharedTestServer();
  const entries = httpRouteList().map((entry) => `${entry.method} ${entry.path}`);

  it('name only routes the server has', () => {
    const served = new Set(listRoutes(server.server.app));
    expect(entries.filter((route) => !served.has(route))).toEqual([]);
  });

  it('cover every /api route the server serves', () => {
    const entered = new Set(entries);
    const unentered = listRoutes(server.server.app).filter(
      (route) => / \/api\//.test(route) && !entered.has(route),
    );
    expect(unentered).toEqual([]);
  });

  it('name each route once', () => {
    expect(entries.filter((route, index) => entries.indexOf(route) !== index)).toEqual([]);
  });
});
