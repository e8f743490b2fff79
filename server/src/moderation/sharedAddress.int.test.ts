import { afterAll, beforeAll, describe, it } from 'vitest';
import { setRole } from './roles';
import { startTestServer, type TestServer } from '../../test/support';
import { sharedAddressScenario } from '../../test/sharedAddress';

// Every client of this server comes from 127.0.0.1: one address, as behind one router.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a sanction binds its person, not the address', () => {
  it('on one address, only the suspended person is refused or shown the decision; a new browser only solves a longer captcha', async () => {
    await sharedAddressScenario({
      urls: [server.url, server.url],
      connect: (_at, { token, visitorId }) => server.socket(token, { visitorId }),
      makeModerator: (person) => setRole(server.database.db, person.id, 'moderator'),
    });
  }, 120_000);
});
