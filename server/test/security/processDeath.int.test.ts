import { afterAll, describe, expect, it } from 'vitest';
import type { MatchFound } from '@serendip/protocol';
import { clustersEnabled, startCluster, type ServerCluster } from '../multiProcess';
import { nextEvent } from '../support';
import { requestMatch } from '../anonymous';
import { requestVideoMatch } from '../video';

const PAIRS = 3;
/** "Within seconds": the survivors hear of it well before the 10 s heartbeat would tell them. */
const TOLD_WITHIN_MS = 7000;

/**
 * When a process dies, its people's partners on other processes are told within seconds, well
 * inside the 10 s heartbeat. Survivors on A, partners on B; B is killed.
 */
describe.skipIf(!clustersEnabled)('a partner process dying', () => {
  let cluster: ServerCluster | undefined;
  afterAll(async () => {
    await cluster?.close();
  });

  it(`tells anonymous and video partners within ${TOLD_WITHIN_MS / 1000} s`, async () => {
    cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const told: Array<Promise<number>> = [];
    let killedAt = 0;
    const timeOf = (promise: Promise<unknown>) => promise.then(() => Date.now() - killedAt);

    for (let pair = 0; pair < PAIRS; pair += 1) {
      const [survivor, doomed] = await Promise.all([cluster.socket(a), cluster.socket(b)]);
      const matched = nextEvent(survivor, 'matched');
      expect((await requestMatch(b.url, doomed)).ok).toBe(true);
      expect((await requestMatch(a.url, survivor)).ok).toBe(true);
      await matched;
      told.push(timeOf(nextEvent(survivor, 'partnerDisconnected', 30_000)));
    }
    const [survivor, doomed] = await Promise.all([cluster.socket(a), cluster.socket(b)]);
    const queued = nextEvent(doomed, 'waitingForMatch');
    expect((await requestVideoMatch(b.url, doomed)).ok).toBe(true);
    await queued;
    const found = nextEvent<MatchFound>(survivor, 'matchFound');
    expect((await requestVideoMatch(a.url, survivor)).ok).toBe(true);
    await found;
    told.push(timeOf(nextEvent(survivor, 'memberLeftCall', 30_000)));

    killedAt = Date.now();
    await b.kill('SIGKILL');
    const times = await Promise.all(told);
    console.log(`partner process death told after ${times.map((ms) => ms / 1000).join(', ')} s`);
    for (const ms of times) expect(ms).toBeLessThan(TOLD_WITHIN_MS);
  }, 90_000);
});
