import { vi } from 'vitest';

/** Stand-ins for the browser's media and WebRTC objects, for the video chat's tests. */

let nextId = 1;

export class FakeTrack {
  readonly id = `track-${nextId++}`;
  readyState: 'live' | 'ended' = 'live';
  enabled = true;
  stop = vi.fn(() => {
    this.readyState = 'ended';
  });
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = `${kind}-default`,
  ) {}
  getSettings() {
    return { deviceId: this.deviceId };
  }
}

export class FakeMediaStream {
  readonly id = `stream-${nextId++}`;
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    this.tracks = this.tracks.filter((other) => other !== track);
  }
}

/** A camera and microphone stream as getUserMedia gives it. */
export function cameraStream(videoDevice = 'camera-1', audioDevice = 'mic-1') {
  return new FakeMediaStream([
    new FakeTrack('video', videoDevice),
    new FakeTrack('audio', audioDevice),
  ]);
}

interface FakeSender {
  track: FakeTrack | null;
  replaceTrack: ReturnType<typeof vi.fn>;
}

function fakeSender(track: FakeTrack | null): FakeSender {
  const sender: FakeSender = {
    track,
    replaceTrack: vi.fn(async (next: FakeTrack) => {
      sender.track = next;
    }),
  };
  return sender;
}

export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  onicecandidate:
    ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: ((event: { streams: FakeMediaStream[]; track: FakeTrack }) => void) | null = null;
  readonly transceivers: {
    sender: FakeSender;
    receiver: { track: { kind: string } };
    direction: string;
  }[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  readonly addedTracks: FakeTrack[] = [];
  /** The options of every createOffer call, e.g. { iceRestart: true }. */
  readonly offerOptions: (RTCOfferOptions | undefined)[] = [];
  rollbacks = 0;
  closed = false;
  /** While set, setRemoteDescription waits for it (to test candidate queueing). */
  static remoteDescriptionGate: Promise<void> | null = null;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }
  addTrack(track: FakeTrack) {
    this.addedTracks.push(track);
    const sender = fakeSender(track);
    this.transceivers.push({
      sender,
      receiver: { track: { kind: track.kind } },
      direction: 'sendrecv',
    });
    return sender;
  }
  addTransceiver(kind: string, init: { direction: string }) {
    const transceiver = {
      sender: fakeSender(null),
      receiver: { track: { kind } },
      direction: init.direction,
    };
    this.transceivers.push(transceiver);
    return transceiver;
  }
  getSenders() {
    return this.transceivers.map((transceiver) => transceiver.sender);
  }
  getTransceivers() {
    return this.transceivers;
  }
  async createOffer(options?: RTCOfferOptions) {
    this.offerOptions.push(options);
    const restart = options?.iceRestart ? `-restart-${this.offerOptions.length - 1}` : '';
    return { type: 'offer', sdp: `offer-sdp${restart}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer-sdp' };
  }
  /** Follows the browser's signalling states, and throws where it would (no implicit rollback). */
  async setLocalDescription(description: { type: string; sdp?: string }) {
    if (description.type === 'rollback') {
      this.expectState('have-local-offer', 'have-remote-offer');
      this.rollbacks += 1;
      this.signalingState = 'stable';
      return;
    }
    const offer = description.type === 'offer';
    if (offer) this.expectState('stable', 'have-local-offer');
    else this.expectState('have-remote-offer');
    this.localDescription = { type: description.type, sdp: description.sdp ?? '' };
    this.signalingState = offer ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    if (FakePeerConnection.remoteDescriptionGate) await FakePeerConnection.remoteDescriptionGate;
    const offer = description.type === 'offer';
    if (offer) this.expectState('stable', 'have-remote-offer');
    else this.expectState('have-local-offer');
    this.remoteDescription = description;
    this.signalingState = offer ? 'have-remote-offer' : 'stable';
  }
  private expectState(...allowed: RTCSignalingState[]) {
    if (!allowed.includes(this.signalingState)) {
      throw new DOMException(`Called in state ${this.signalingState}`, 'InvalidStateError');
    }
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('addIceCandidate before the remote description');
    this.addedCandidates.push(candidate);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
    this.signalingState = 'closed';
  }

  /** The browser found a local candidate. */
  emitCandidate(candidate: RTCIceCandidateInit) {
    this.onicecandidate?.({ candidate: { toJSON: () => candidate } });
  }
  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  emitTrack(stream: FakeMediaStream, track = stream.getTracks()[0]) {
    this.ontrack?.({ streams: [stream], track });
  }
}

export interface MediaDevicesStub {
  getUserMedia: ReturnType<typeof vi.fn>;
  enumerateDevices: ReturnType<typeof vi.fn>;
  addEventListener: ReturnType<typeof vi.fn>;
  removeEventListener: ReturnType<typeof vi.fn>;
}

/** Installs the fakes as the globals RTCPeerConnection, MediaStream and navigator.mediaDevices. */
export function installWebRtcFakes(): MediaDevicesStub {
  FakePeerConnection.instances = [];
  FakePeerConnection.remoteDescriptionGate = null;
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeMediaStream);
  const mediaDevices: MediaDevicesStub = {
    getUserMedia: vi.fn(async () => cameraStream()),
    enumerateDevices: vi.fn(async () => []),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  if (typeof navigator !== 'undefined') {
    Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  }
  if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
    // react-bootstrap's Offcanvas asks for breakpoints; jsdom has no matchMedia.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
  }
  if (typeof HTMLMediaElement !== 'undefined') {
    HTMLMediaElement.prototype.play = vi.fn(async () => {});
  }
  return mediaDevices;
}
