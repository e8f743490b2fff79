import type { WebrtcAnswerPayload, WebrtcOfferPayload } from '@serendip/protocol';

/** Sends signalling messages to one other member of the call (through the socket). */
export interface Signaller {
  offer(toSocketId: string, offer: WebrtcOfferPayload['offer']): void;
  answer(toSocketId: string, answer: WebrtcAnswerPayload['answer']): void;
  candidate(toSocketId: string, candidate: RTCIceCandidateInit): void;
}

export interface PeerMeshListener {
  onRemoteStream(socketId: string, stream: MediaStream): void;
  onConnectionState(socketId: string, state: RTCPeerConnectionState): void;
}

interface Peer {
  connection: RTCPeerConnection;
  remoteStream: MediaStream | null;
  /** Candidates may only be added once the remote description is in place. */
  remoteDescriptionSet: boolean;
}

const KINDS = ['audio', 'video'] as const;

/**
 * The call's full mesh: one RTCPeerConnection per other member, trickle ICE, and candidates
 * that arrive before the remote description queued until it is set. Who offers is the
 * caller's decision (protocol/video.ts): `offerTo` for the caller and a newcomer to a group
 * call, `acceptOffer` for everyone else.
 */
export class PeerMesh {
  private readonly peers = new Map<string, Peer>();
  private readonly pendingCandidates = new Map<string, RTCIceCandidateInit[]>();
  private closed = false;

  constructor(
    private readonly config: RTCConfiguration,
    private localStream: MediaStream | null,
    private readonly signaller: Signaller,
    private readonly listener: PeerMeshListener,
  ) {}

  has(socketId: string): boolean {
    return this.peers.has(socketId);
  }

  /** Opens a connection to the member and sends them an offer. */
  async offerTo(socketId: string): Promise<void> {
    if (this.closed || this.peers.has(socketId)) return;
    const peer = this.open(socketId);
    const { connection } = peer;
    // Without a camera or microphone, still ask to receive the other side's.
    for (const kind of KINDS) {
      if (!this.localStream?.getTracks().some((track) => track.kind === kind)) {
        connection.addTransceiver(kind, { direction: 'recvonly' });
      }
    }
    await this.step(socketId, peer, async () => {
      await connection.setLocalDescription(await connection.createOffer());
      if (!this.isCurrent(socketId, peer)) return;
      this.signaller.offer(socketId, {
        type: 'offer',
        sdp: connection.localDescription?.sdp ?? '',
      });
    });
  }

  /** Answers a member's offer (replacing any earlier connection with them). */
  async acceptOffer(socketId: string, offer: WebrtcOfferPayload['offer']): Promise<void> {
    if (this.closed) return;
    this.peers.get(socketId)?.connection.close();
    const peer = this.open(socketId);
    const { connection } = peer;
    await this.step(socketId, peer, async () => {
      await connection.setRemoteDescription(offer);
      await this.remoteDescriptionApplied(socketId, peer);
      await connection.setLocalDescription(await connection.createAnswer());
      if (!this.isCurrent(socketId, peer)) return;
      const sdp = connection.localDescription?.sdp ?? '';
      this.signaller.answer(socketId, { type: 'answer', sdp });
    });
  }

  async acceptAnswer(socketId: string, answer: WebrtcAnswerPayload['answer']): Promise<void> {
    const peer = this.peers.get(socketId);
    if (!peer || peer.remoteDescriptionSet) return;
    await this.step(socketId, peer, async () => {
      await peer.connection.setRemoteDescription(answer);
      await this.remoteDescriptionApplied(socketId, peer);
    });
  }

  /** Adds a trickled candidate, or keeps it until the remote description is set. */
  async addCandidate(socketId: string, candidate: RTCIceCandidateInit): Promise<void> {
    if (this.closed) return;
    const peer = this.peers.get(socketId);
    if (!peer || !peer.remoteDescriptionSet) {
      const queue = this.pendingCandidates.get(socketId) ?? [];
      queue.push(candidate);
      this.pendingCandidates.set(socketId, queue);
      return;
    }
    await this.addIceCandidate(peer, candidate);
  }

  /** Closes the connection with a member who left. */
  remove(socketId: string): void {
    this.peers.get(socketId)?.connection.close();
    this.peers.delete(socketId);
    this.pendingCandidates.delete(socketId);
  }

  /** The stream later connections send; existing ones switch tracks through replaceTrack. */
  setLocalStream(stream: MediaStream | null): void {
    this.localStream = stream;
  }

  /** Sends `track` instead of the current track of its kind on every connection, live. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const replacing = [...this.peers.values()].map(({ connection }) => {
      const sender =
        connection.getSenders().find((candidate) => candidate.track?.kind === track.kind) ??
        connection
          .getTransceivers()
          .find((transceiver) => transceiver.receiver.track.kind === track.kind)?.sender;
      return sender ? sender.replaceTrack(track) : Promise.resolve();
    });
    await Promise.all(replacing);
  }

  /** Closes every connection; the mesh ignores anything that arrives afterwards. */
  close(): void {
    this.closed = true;
    for (const socketId of [...this.peers.keys()]) this.remove(socketId);
  }

  private open(socketId: string): Peer {
    const connection = new RTCPeerConnection(this.config);
    const peer: Peer = { connection, remoteStream: null, remoteDescriptionSet: false };
    this.peers.set(socketId, peer);
    const stream = this.localStream;
    stream?.getTracks().forEach((track) => connection.addTrack(track, stream));
    const current = () => this.isCurrent(socketId, peer);
    connection.onicecandidate = ({ candidate }) => {
      if (candidate && current()) this.signaller.candidate(socketId, candidate.toJSON());
    };
    connection.onconnectionstatechange = () => {
      if (current()) this.listener.onConnectionState(socketId, connection.connectionState);
    };
    connection.ontrack = ({ streams, track }) => {
      if (!current()) return;
      let remote = streams[0] ?? peer.remoteStream;
      if (!remote) remote = new MediaStream();
      if (!remote.getTracks().includes(track)) remote.addTrack(track);
      peer.remoteStream = remote;
      this.listener.onRemoteStream(socketId, remote);
    };
    return peer;
  }

  private isCurrent(socketId: string, peer: Peer): boolean {
    return !this.closed && this.peers.get(socketId) === peer;
  }

  private async remoteDescriptionApplied(socketId: string, peer: Peer): Promise<void> {
    peer.remoteDescriptionSet = true;
    const queued = this.pendingCandidates.get(socketId) ?? [];
    this.pendingCandidates.delete(socketId);
    for (const candidate of queued) await this.addIceCandidate(peer, candidate);
  }

  private async addIceCandidate(peer: Peer, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await peer.connection.addIceCandidate(candidate);
    } catch (error) {
      // One bad candidate does not doom the connection; the others may still work.
      console.warn('Could not add an ICE candidate.', error);
    }
  }

  /** Runs a signalling step; a failure ends that connection as 'failed'. */
  private async step(socketId: string, peer: Peer, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (!this.isCurrent(socketId, peer)) return;
      console.warn(`Signalling with ${socketId} failed.`, error);
      this.listener.onConnectionState(socketId, 'failed');
    }
  }
}
