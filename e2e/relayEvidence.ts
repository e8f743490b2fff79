import os from 'node:os';
import type { Page } from 'playwright-core';

/*
 * What a stranger's page learned about the other side's addresses, for the 'Hide my IP' test:
 * the signalling it received, parsed candidates, and getStats() of its connections.
 */

/** Signalling the page received from the stranger over its Socket.IO websocket. */
export interface Received {
  candidates: string[];
  sdps: string[];
  /** The raw signalling frames, for address searches. */
  frames: string[];
}

const SIGNALS = ['webrtc-offer', 'webrtc-answer', 'webrtc-ice-candidate'];

/** The parts of a relayed offer, answer or candidate this file reads. */
interface SignalBody {
  candidate?: { candidate?: string };
  offer?: { sdp: string };
  answer?: { sdp: string };
}

export function recordSignalling(page: Page): Received {
  const received: Received = { candidates: [], sdps: [], frames: [] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // Socket.IO event: engine.io "4", socket.io "2", optional namespace and ack id, JSON array.
      const match = /^42(?:\/[^,]*,)?\d*(\[[\s\S]*\])$/.exec(String(payload));
      if (!match) return;
      const [event, body] = JSON.parse(match[1]) as [string, SignalBody];
      if (!SIGNALS.includes(event)) return;
      received.frames.push(match[1]);
      if (event === 'webrtc-ice-candidate' && body.candidate?.candidate) {
        received.candidates.push(body.candidate.candidate);
      }
      if (event === 'webrtc-offer' && body.offer) received.sdps.push(body.offer.sdp);
      if (event === 'webrtc-answer' && body.answer) received.sdps.push(body.answer.sdp);
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
export function parseCandidate(line: string): ParsedCandidate {
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

export const sdpCandidates = (sdp: string) =>
  sdp.split(/\r?\n/).filter((line) => line.startsWith('a=candidate:'));

/** This machine's addresses other than loopback (what a host candidate would reveal). */
export const machineAddresses = Object.values(os.networkInterfaces())
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

export interface ConnectionStats {
  iceTransportPolicy?: string;
  selected: { local: CandidateStats; remote: CandidateStats } | null;
  remoteCandidates: CandidateStats[];
}

/** getStats() of each connected RTCPeerConnection: the selected pair and every remote candidate. */
export function connectionStats(page: Page): Promise<ConnectionStats[]> {
  return page.evaluate(async () => {
    /** The fields of RTCStats entries read here (transport, candidate pair, candidates). */
    interface StatsEntry {
      id: string;
      type: string;
      selectedCandidatePairId?: string;
      localCandidateId?: string;
      remoteCandidateId?: string;
      candidateType?: string;
      address?: string;
      port?: number;
      relatedAddress?: string;
      relayProtocol?: string;
      url?: string;
    }
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const results: ConnectionStats[] = [];
    const pick = (entry: StatsEntry | undefined): CandidateStats => ({
      candidateType: entry?.candidateType as string,
      address: entry?.address,
      port: entry?.port,
      relatedAddress: entry?.relatedAddress,
      relayProtocol: entry?.relayProtocol,
      url: entry?.url,
    });
    for (const connection of peerConnections) {
      if (connection.connectionState !== 'connected') continue;
      const report = await connection.getStats();
      const byId = new Map<string, StatsEntry>();
      report.forEach((entry: StatsEntry) => byId.set(entry.id, entry));
      let pair: StatsEntry | undefined;
      const remoteCandidates: CandidateStats[] = [];
      report.forEach((entry: StatsEntry) => {
        if (entry.type === 'transport' && entry.selectedCandidatePairId) {
          pair = byId.get(entry.selectedCandidatePairId);
        }
        if (entry.type === 'remote-candidate') remoteCandidates.push(pick(entry));
      });
      results.push({
        iceTransportPolicy: connection.getConfiguration().iceTransportPolicy,
        selected: pair
          ? {
              local: pick(byId.get(String(pair.localCandidateId))),
              remote: pick(byId.get(String(pair.remoteCandidateId))),
            }
          : null,
        remoteCandidates,
      });
    }
    return results;
  });
}
