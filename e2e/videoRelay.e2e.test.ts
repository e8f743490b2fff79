/// <reference lib="dom" />
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startCoturn, turnserverInstalled, type Coturn } from '../server/test/coturn';
import { browserSuite } from './browserSuite';
import {
  expectCameraShown,
  expectReceiving,
  type PageRecord,
  recordPeerConnections,
} from './videoCall';
import {
  connectionStats,
  machineAddresses,
  parseCandidate,
  recordSignalling,
  sdpCandidates,
  type Received,
} from './relayEvidence';

/**
 * The promise of "hide my IP", end to end with a real coturn relay: with TURN configured the
 * call is relay-only, so the stranger never learns your address. Two browsers call each
 * other through coturn on loopback; everything a page receives from the stranger (signalling
 * frames on the socket, the descriptions and candidates handed to its RTCPeerConnection, the
 * remote candidates in getStats) carries relay candidates only. A control call without the
 * setting shows the stranger's host candidates, so the checks can tell the difference.
 *
 * Skipped only where coturn is missing; `.ci/run` installs it, so CI always runs this file.
 */

describe.skipIf(!turnserverInstalled)("'Hide my IP' with a real TURN relay", () => {
  const secret = crypto.randomBytes(24).toString('hex');
  let coturn: Coturn;
  // Registered before the suite, so it runs after the suite has closed the server (hooks stack).
  afterAll(async () => {
    await coturn?.stop();
  });
  const suite = browserSuite({
    env: async () => {
      coturn = await startCoturn(secret);
      return { TURN_URLS: coturn.url, TURN_SECRET: secret };
    },
  });

  interface Stranger {
    name: string;
    context: BrowserContext;
    page: Page;
    received: Received;
    errors: string[];
  }

  async function openVideoChat(name: string, hideIp: boolean): Promise<Stranger> {
    const { context, page, errors } = await suite.open({ initScripts: [recordPeerConnections] });
    const received = recordSignalling(page);
    await page.goto('/video-chat');
    await expectCameraShown(page);
    const hide = page.getByRole('checkbox', { name: 'Hide my IP' });
    expect(await hide.isChecked()).toBe(false);
    if (hideIp) {
      await hide.check();
      await expect
        .poll(() => page.getByText('Calls go through our relay server').isVisible())
        .toBe(true);
    }
    return { name, context, page, received, errors };
  }

  async function findMatch(page: Page) {
    const button = page.getByRole('button', { name: 'Find a Match' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
  }

  /** Two strangers (each with or without 'Hide my IP') match and see each other. */
  async function call(hide: [boolean, boolean]): Promise<[Stranger, Stranger]> {
    const pair: [Stranger, Stranger] = [
      await openVideoChat('first', hide[0]),
      await openVideoChat('second', hide[1]),
    ];
    for (const stranger of pair) await findMatch(stranger.page);
    for (const { page } of pair) {
      await expect
        .poll(() => page.getByRole('button', { name: 'End Call' }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
    }
    for (const { page } of pair) await expectReceiving(page, 1);
    return pair;
  }

  async function hangUp(pair: Stranger[]) {
    for (const { context, errors } of pair) {
      expect(errors).toEqual([]);
      await context.close();
    }
  }

  /** The page's own record of what it gave its RTCPeerConnection. */
  const pageRecord = (page: Page) =>
    page.evaluate(() => {
      const { configs, addedCandidates, remoteSdps } = window as unknown as PageRecord;
      return { configs, addedCandidates, remoteSdps };
    });

  /**
   * Everything `receiver` learned of the stranger's ICE candidates, from the socket, from its
   * RTCPeerConnection's inputs and from getStats, parsed.
   */
  async function learnedCandidates(receiver: Stranger) {
    const record = await pageRecord(receiver.page);
    const [stats] = await connectionStats(receiver.page);
    const fromSdp = [...receiver.received.sdps, ...record.remoteSdps].flatMap(sdpCandidates);
    return {
      record,
      stats,
      signalled: [...receiver.received.candidates, ...record.addedCandidates, ...fromSdp].map(
        parseCandidate,
      ),
    };
  }

  /** `receiver` learned only relay candidates of the stranger (and no address behind them). */
  async function expectOnlyRelayLearned(receiver: Stranger) {
    const { stats, signalled, record } = await learnedCandidates(receiver);
    // Trickled candidates did arrive through the socket and reach the connection.
    expect(receiver.received.candidates.length).toBeGreaterThan(0);
    expect(record.addedCandidates.length).toBeGreaterThan(0);
    expect(receiver.received.sdps.length).toBeGreaterThan(0);

    const seen = `${receiver.name} learned ${JSON.stringify({ signalled, stats }, null, 1)}`;
    for (const candidate of signalled) {
      expect(candidate, seen).toMatchObject({ type: 'relay', address: coturn.host });
      // Relay candidates carry the address the relay saw the stranger from, unless hidden.
      expect([undefined, '0.0.0.0', '::'], seen).toContain(candidate.relatedAddress);
    }
    const relayPorts = new Set(signalled.map((candidate) => candidate.port));
    expect(stats.remoteCandidates.length).toBeGreaterThan(0);
    for (const candidate of stats.remoteCandidates) {
      expect(candidate, seen).toMatchObject({ candidateType: 'relay', address: coturn.host });
      expect(relayPorts, seen).toContain(candidate.port);
    }
    // No address of this machine, nor an mDNS name standing for one, in anything signalled.
    const signalling = receiver.received.frames.join('\n');
    for (const address of machineAddresses) expect(signalling).not.toContain(address);
    expect(signalling).not.toMatch(/\.local\b/);
  }

  /** The connection of `side` went through the relay, chosen because it was relay-only. */
  async function expectRelayedConnection(side: Stranger) {
    const { record, stats } = await learnedCandidates(side);
    expect(record.configs.length).toBeGreaterThan(0);
    for (const config of record.configs) expect(config.iceTransportPolicy).toBe('relay');
    expect(stats.iceTransportPolicy).toBe('relay');
    expect(stats.selected?.local).toMatchObject({
      candidateType: 'relay',
      address: coturn.host,
      relayProtocol: 'udp',
    });
    expect(stats.selected?.local.url).toContain(`127.0.0.1:${coturn.port}`);
  }

  it('relays a call where both hide their IP: neither learns a host or srflx candidate', async () => {
    const pair = await call([true, true]);
    for (const side of pair) {
      await expectRelayedConnection(side);
      await expectOnlyRelayLearned(side);
      const { stats } = await learnedCandidates(side);
      expect(stats.selected?.remote.candidateType).toBe('relay');
    }
    await hangUp(pair);
  });

  it('without the setting (control), the same call connects and host candidates are revealed', async () => {
    const pair = await call([false, false]);
    for (const side of pair) {
      const { record, stats, signalled } = await learnedCandidates(side);
      expect(record.configs[0].iceTransportPolicy).toBe('all');
      expect(stats.iceTransportPolicy).toBe('all');
      expect(signalled.map((candidate) => candidate.type)).toContain('host');
      expect(stats.remoteCandidates.map((candidate) => candidate.candidateType)).toContain('host');
      // The host candidates name this machine's addresses (or mDNS names standing for them).
      const signalling = side.received.frames.join('\n');
      if (machineAddresses.length > 0 && !/\.local\b/.test(signalling)) {
        expect(machineAddresses.some((address) => signalling.includes(address))).toBe(true);
      }
    }
    await hangUp(pair);
  });

  it('hides the address of the one who asked, even when the stranger does not', async () => {
    const [hider, other] = await call([true, false]);
    await expectRelayedConnection(hider);
    // The stranger learns only the relay's address of the one hiding ...
    await expectOnlyRelayLearned(other);
    // ... while the one hiding sees the stranger's own candidates (they chose not to hide).
    const { signalled } = await learnedCandidates(hider);
    expect(signalled.map((candidate) => candidate.type)).toContain('host');
    await hangUp([hider, other]);
  });
});
