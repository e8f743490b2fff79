import type { WebrtcAnswerPayload, WebrtcOfferPayload } from '@serendip/protocol';
import { ConnectionRecovery } from './connectionRecovery';

/** Sends signalling messages to one other member of the call (through the socket). */
export interface Signaller {
  offer(toSocketId: string, offer: WebrtcOfferPayload['offer']): void;
  answer(toSocketId: string, answer: WebrtcAnswerPayload['answer']): void;
  candidate(toSocketId: string, candidate: RTCIceCandidateInit): void;
}

export interface PeerMeshListener {
  onRemoteStream(socketId: string, stream: MediaStream): void;
  /** 'disconnected' while an outage is being recovered; 'failed' only once recovery gave up. */
  onConnectionState(socketId: string, state: RTCPeerConnectionState): void;
}

interface Peer {
  connection: RTCPeerConnection;
  remoteStream: MediaStream | null;
  /**
   * Candidates may only be added once the remote description they belong to is in place; an
   * ICE restart brings new ones, so this is false again while a re-offer or its answer is pending.
   */
  remoteDescriptionSet: boolean;
  /** Answered the original offer: yields (rolls back) when both sides offer at once. */
  polite: boolean;
  makingOffer: boolean;
  /** The impolite side dropped the other side's crossing offer, so its candidates may not fit. */
  ignoreOffer: boolean;
  recovery: ConnectionRecovery;
}

const KINDS = ['audio', 'video'] as const;

/**
 * The call's full mesh: one RTCPeerConnection per other member, trickle ICE, and candidates
 * that arrive before the remote description queued until it is set. Who offers is the
 * caller's decision (protocol/video.ts): `offerTo` for the caller and a newcomer to a group
 * call, `acceptOffer` for everyone else. An outage is recovered by ICE restarts on the same
 * connection (connectionRecovery.ts), negotiated the 'perfect negotiation' way.
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
    const peer = this.open(socketId, false);
    const { connection } = peer;
    // Without a camera or microphone, still ask to receive the other side's.
    for (const kind of KINDS) {
      if (!this.localStream?.getTracks().some((track) => track.kind === kind)) {
        connection.addTransceiver(kind, { direction: 'recvonly' });
      }
    }
    await this.step(socketId, peer, true, () => this.sendOffer(socketId, peer));
  }

  /**
   * Answers a member's offer: on a new connection, or on the existing one when it is a re-offer
   * (an ICE restart), since a new connection would not match the offerer's.
   */
  async acceptOffer(socketId: string, offer: WebrtcOfferPayload['offer']): Promise<void> {
    if (this.closed) return;
    const existing = this.peers.get(socketId);
    const peer =
      existing && existing.connection.signalingState !== 'closed'
        ? existing
        : this.open(socketId, true);
    const { connection } = peer;
    const collision = peer.makingOffer || connection.signalingState !== 'stable';
    peer.ignoreOffer = !peer.polite && collision;
    // The polite side answers the impolite side's offer instead, so the two never deadlock.
    if (peer.ignoreOffer) return;
    const fatal = !connection.remoteDescription;
    peer.remoteDescriptionSet = false;
    await this.step(socketId, peer, fatal, async () => {
      if (collision) await connection.setLocalDescription({ type: 'rollback' });
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
    // Only an offer of ours awaits an answer; a repeated or late one would throw.
    if (!peer || peer.connection.signalingState !== 'have-local-offer') return;
    const fatal = !peer.connection.remoteDescription;
    await this.step(socketId, peer, fatal, async () => {
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
    this.peers.get(socketId)?.recovery.dispose();
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

  private open(socketId: string, polite: boolean): Peer {
    // Replaces a closed connection; candidates already queued for the member are kept.
    const earlier = this.peers.get(socketId);
    earlier?.recovery.dispose();
    earlier?.connection.close();
    const connection = new RTCPeerConnection(this.config);
    const current = () => this.isCurrent(socketId, peer);
    const recovery = new ConnectionRecovery(!polite, {
      restart: () => void this.restartIce(socketId, peer),
      report: (state) => {
        if (current()) this.listener.onConnectionState(socketId, state);
      },
    });
    const peer: Peer = {
      connection,
      remoteStream: null,
      remoteDescriptionSet: false,
      polite,
      makingOffer: false,
      ignoreOffer: false,
      recovery,
    };
    this.peers.set(socketId, peer);
    const stream = this.localStream;
    stream?.getTracks().forEach((track) => connection.addTrack(track, stream));
    connection.onicecandidate = ({ candidate }) => {
      if (candidate && current()) this.signaller.candidate(socketId, candidate.toJSON());
    };
    connection.onconnectionstatechange = () => {
      if (current()) recovery.onState(connection.connectionState);
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

  /** Creates and sends an offer; `iceRestart` gathers new candidates on the same connection. */
  private async sendOffer(socketId: string, peer: Peer, iceRestart = false): Promise<void> {
    const { connection } = peer;
    peer.makingOffer = true;
    try {
      await connection.setLocalDescription(await connection.createOffer({ iceRestart }));
    } finally {
      peer.makingOffer = false;
    }
    if (!this.isCurrent(socketId, peer)) return;
    // The answer's candidates belong to the new ICE generation: hold them until it arrives.
    peer.remoteDescriptionSet = false;
    this.signaller.offer(socketId, { type: 'offer', sdp: connection.localDescription?.sdp ?? '' });
  }

  /** One recovery attempt; if it cannot even be sent, the attempt's timeout moves on. */
  private async restartIce(socketId: string, peer: Peer): Promise<void> {
    if (!this.isCurrent(socketId, peer)) return;
    try {
      await this.sendOffer(socketId, peer, true);
    } catch (error) {
      console.warn(`Could not restart ICE with ${socketId}.`, error);
    }
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
      // One bad candidate does not doom the connection; the others may still work. Those of an
      // ignored crossing offer cannot fit and are expected to fail.
      if (!peer.ignoreOffer) console.warn('Could not add an ICE candidate.', error);
    }
  }

  /**
   * Runs a signalling step. A failure of the first negotiation (`fatal`) ends that connection as
   * 'failed'; one of a re-negotiation does not, since recovery may still save the connection.
   */
  private async step(
    socketId: string,
    peer: Peer,
    fatal: boolean,
    run: () => Promise<void>,
  ): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (!this.isCurrent(socketId, peer)) return;
      console.warn(`Signalling with ${socketId} failed.`, error);
      if (fatal) peer.recovery.giveUp();
    }
  }
}
