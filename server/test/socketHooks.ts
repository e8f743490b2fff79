// Setup file of the integration and end-to-end projects (vitest.config.ts): runs for every test
// file, so each test's own sockets are closed after it (support.ts).
import { afterEach, beforeEach } from 'vitest';
import { testBegins, testEnded } from './support';

beforeEach(testBegins);
afterEach(testEnded);
