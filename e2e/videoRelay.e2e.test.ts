/// <reference lib="dom" />
import crypto from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startCoturn, turnserverInstalled, type Coturn } from '../server/test/coturn';
import { startTestServer, type TestServer } from '../server/test/support';
import { DESKTOP, launchBrowser, newContext, watchErrors } from './browser';
import { expectReceiving } from './videoCall';

/**
 * The promise, end to end with a real coturn relay: "A 'hide my IP' setting forces
 * relay-only when TURN exists, so the stranger never learns your address". Two browsers call each
 * other through coturn on loopback; everything a page receives from the stranger (signalling
 * frames on the socket, the descriptions and candidates handed to its RTCPeerConnection, the
 * remote candidates in getStats) carries relay candidates only. A control call without the
 * setting shows the stranger's host candidates, so the checks can tell the difference.
 *
 * Skipped only where coturn is missing; `.ci/run` installs it, so CI always runs this file.
 */

/** What the page handed to its RTCPeerConnections (test-side hooks, nothing in the product). */
interface PageRecord {
  configs: RTCConfiguration[];
  /** Candidate lines passed to addIceCandidate. */
  addedCandidates: string[];
  /** SDPs passed to setRemoteDescription. */
  remoteSdps: string[];
}

function recordPeerConnections() {
  const recorded = window as unknown as PageRecord & { peerConnections: RTCPeerConnection[] };
  recorded.peerConnections = [];
  recorded.configs = [];
  recorded.addedCandidates = [];
  recorded.remoteSdps = [];
  const Native = window.RTCPeerConnection;
  class Recorded extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      recorded.peerConnections.push(this);
      recorded.configs.push(JSON.parse(JSON.stringify(config ?? {})));
    }
  }
  window.RTCPeerConnection = Recorded;
  // Wrapped on the prototype, so every call reaches the record whatever the page's code does.
  const prototype = Native.prototype;
  const addIceCandidate = prototype.addIceCandidate;
  prototype.addIceCandidate = function (this: RTCPeerConnection, ...args: unknown[]) {
    const candidate = args[0] as RTCIceCandidateInit | null | undefined;
    if (candidate?.candidate) recorded.addedCandidates.push(candidate.candidate);
    return Reflect.apply(addIceCandidate, this, args);
  } as typeof addIceCandidate;
  const setRemoteDescription = prototype.setRemoteDescription;
  prototype.setRemoteDescription = function (this: RTCPeerConnection, ...args: unknown[]) {
    const description = args[0] as RTCSessionDescriptionInit | undefined;
    if (description?.sdp) recorded.remoteSdps.push(description.sdp);
    return Reflect.apply(setRemoteDescription, this, args);
  } as typeof setRemoteDescription;
}

/** Signalling the page received from the stranger over its Socket.IO websocket. */
interface Received {
  candidates: string[];
  sdps: string[];
  /** The raw signalling frames, for address searches. */
  frames: string[];
}

const SIGNALS = ['webrtc-offer', 'webrtc-answer', 'webrtc-ice-candidate'];

function recordSignalling(page: Page): Received {
  const received: Received = { candidates: [], sdps: [], frames: [] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // Socket.IO event: engine.io "4", socket.io "2", optional namespace and ack id, JSON array.
      const match = /^42(?:\/[^,]*,)?\d*(\[[\s\S]*\])$/.exec(String(payload));
      if (!match) return;
      const [event, body] = JSON.parse(match[1]) as [string, Record<string, any>];
      if (!SIGNALS.includes(event)) return;
      received.frames.push(match[1]);
      if (event === 'webrtc-ice-candidate' && body.candidate?.candidate) {
        received.candidates.push(body.candidate.candidate);
      }
      if (event === 'webrtc-offer') received.sdps.push(body.offer.sdp);
      if (event === 'webrtc-answer') received.sdps.push(body.answer.sdp);
    });
  });
  return received;
}

interface ParsedCandidate {
  type: string;
  address: string;
  port: number;
  relatedAddress?: string;
}

/** `candidate:<foundation> <component> <protocol> <priority> <address> <port> typ <type> ...`. */
function parseCandidate(line: string): ParsedCandidate {
  const fields = line.replace(/^a=/, '').split(' ');
  const type = fields[fields.indexOf('typ') + 1];
  const raddr = fields.indexOf('raddr');
  return {
    type,
    address: fields[4],
    port: Number(fields[5]),
    relatedAddress: raddr === -1 ? undefined : fields[raddr + 1],
  };
}

const sdpCandidates = (sdp: string) =>
  sdp.split(/\r?\n/).filter((line) => line.startsWith('a=candidate:'));

/** This machine's addresses other than loopback (what a host candidate would reveal). */
const machineAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal)
  .map((entry) => entry!.address);

interface CandidateStats {
  candidateType: string;
  address?: string;
  port?: number;
  relatedAddress?: string;
  relayProtocol?: string;
  url?: string;
}

interface ConnectionStats {
  iceTransportPolicy?: string;
  selected: { local: CandidateStats; remote: CandidateStats } | null;
  remoteCandidates: CandidateStats[];
}

/** getStats() of each connected RTCPeerConnection: the selected pair and every remote candidate. */
function connectionStats(page: Page): Promise<ConnectionStats[]> {
  return page.evaluate(async () => {
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const results: ConnectionStats[] = [];
    const pick = (entry: any): CandidateStats => ({
      candidateType: entry.candidateType,
      address: entry.address,
      port: entry.port,
      relatedAddress: entry.relatedAddress,
      relayProtocol: entry.relayProtocol,
      url: entry.url,
    });
    for (const connection of peerConnections) {
      if (connection.connectionState !== 'connected') continue;
      const report = await connection.getStats();
      const byId = new Map<string, any>();
      report.forEach((entry: any) => byId.set(entry.id, entry));
      let pair: any;
      const remoteCandidates: CandidateStats[] = [];
      report.forEach((entry: any) => {
        if (entry.type === 'transport' && entry.selectedCandidatePairId) {
          pair = byId.get(entry.selectedCandidatePairId);
        }
        if (entry.type === 'remote-candidate') remoteCandidates.push(pick(entry));
      });
      results.push({
        iceTransportPolicy: connection.getConfiguration().iceTransportPolicy,
        selected: pair
          ? {
              local: pick(byId.get(pair.localCandidateId)),
              remote: pick(byId.get(pair.remoteCandidateId)),
            }
          : null,
        remoteCandidates,
      });
    }
    return results;
  });
}

describe.skipIf(!turnserverInstalled)("'Hide my IP' with a real TURN relay", () => {
  const secret = crypto.randomBytes(24).toString('hex');
  let coturn: Coturn;
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  interface Stranger {
    name: string;
    context: BrowserContext;
    page: Page;
    received: Received;
    errors: string[];
  }

  async function openVideoChat(name: string, hideIp: boolean): Promise<Stranger> {
    const context = await newContext(browser, server.url, DESKTOP);
    contexts.push(context);
    await context.addInitScript(recordPeerConnections);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const received = recordSignalling(page);
    await page.goto('/video-chat');
    await expect.poll(() => page.getByLabel('Your camera').isVisible()).toBe(true);
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

  beforeAll(async () => {
    coturn = await startCoturn(secret);
    server = await startTestServer({ TURN_URLS: coturn.url, TURN_SECRET: secret });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.close();
    await coturn?.stop();
  });

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
