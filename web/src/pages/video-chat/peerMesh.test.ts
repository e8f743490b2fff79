import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWERER_GIVE_UP_MS,
  DISCONNECTED_GRACE_MS,
  RESTART_TIMEOUT_MS,
} from './connectionRecovery';
import { PeerMesh, type PeerMeshListener, type Signaller } from './peerMesh';
import {
  cameraStream,
  FakeMediaStream,
  FakePeerConnection,
  FakeTrack,
  installWebRtcFakes,
} from './testSupport/fakeWebRtc';

const CONFIG: RTCConfiguration = { iceServers: [{ urls: 'stun:stun.example.org' }] };
const OFFER = { type: 'offer' as const, sdp: 'their-offer' };
const ANSWER = { type: 'answer' as const, sdp: 'their-answer' };
const RE_OFFER = { type: 'offer' as const, sdp: 'their-restart-offer' };
const RE_ANSWER = { type: 'answer' as const, sdp: 'their-restart-answer' };
const candidate = (n: number) => ({ candidate: `candidate:${n}`, sdpMid: '0', sdpMLineIndex: 0 });

let signaller: { [K in keyof Signaller]: ReturnType<typeof vi.fn> };
let listener: { [K in keyof PeerMeshListener]: ReturnType<typeof vi.fn> };

function createMesh(stream: FakeMediaStream | null = cameraStream()) {
  return new PeerMesh(
    CONFIG,
    stream as unknown as MediaStream,
    signaller as unknown as Signaller,
    listener as unknown as PeerMeshListener,
  );
}

/** The connection opened for the n-th peer. */
const connection = (n = 0) => FakePeerConnection.instances[n];

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The states the mesh reported, in order. */
const states = () => listener.onConnectionState.mock.calls.map(([, state]) => state);
const restartOffers = () => connection().offerOptions.filter((options) => options?.iceRestart);

/** The caller's mesh with its connection to bob up. */
async function connectedCaller() {
  const mesh = createMesh();
  await mesh.offerTo('bob');
  await mesh.acceptAnswer('bob', ANSWER);
  connection().setConnectionState('connected');
  return mesh;
}

/** The callee's mesh with its connection to alice up. */
async function connectedCallee() {
  const mesh = createMesh();
  await mesh.acceptOffer('alice', OFFER);
  connection().setConnectionState('connected');
  return mesh;
}

beforeEach(() => {
  installWebRtcFakes();
  signaller = { offer: vi.fn(), answer: vi.fn(), candidate: vi.fn() };
  listener = { onRemoteStream: vi.fn(), onConnectionState: vi.fn() };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PeerMesh offer rule', () => {
  it('the caller offers with its tracks and the configuration, and trickles candidates', async () => {
    const stream = cameraStream();
    const mesh = createMesh(stream);
    await mesh.offerTo('bob');
    expect(connection().config).toEqual(CONFIG);
    expect(connection().addedTracks).toEqual(stream.getTracks());
    expect(signaller.offer).toHaveBeenCalledWith('bob', { type: 'offer', sdp: 'offer-sdp' });
    expect(signaller.answer).not.toHaveBeenCalled();
    connection().emitCandidate(candidate(1));
    expect(signaller.candidate).toHaveBeenCalledWith('bob', candidate(1));
  });

  it('the callee answers an offer and never offers itself', async () => {
    const mesh = createMesh();
    await mesh.acceptOffer('alice', OFFER);
    expect(connection().remoteDescription).toEqual(OFFER);
    expect(signaller.answer).toHaveBeenCalledWith('alice', { type: 'answer', sdp: 'answer-sdp' });
    expect(signaller.offer).not.toHaveBeenCalled();
  });

  it('a newcomer offers to each existing member, one connection each', async () => {
    const mesh = createMesh();
    await Promise.all(['m1', 'm2', 'm3'].map((id) => mesh.offerTo(id)));
    await mesh.offerTo('m1');
    expect(FakePeerConnection.instances).toHaveLength(3);
    expect(signaller.offer.mock.calls.map(([to]) => to)).toEqual(['m1', 'm2', 'm3']);
    await mesh.acceptAnswer('m2', ANSWER);
    expect(connection(1).remoteDescription).toEqual(ANSWER);
  });

  it('asks to receive audio and video even without a camera', async () => {
    const mesh = createMesh(null);
    await mesh.offerTo('bob');
    expect(connection().transceivers.map((t) => [t.receiver.track.kind, t.direction])).toEqual([
      ['audio', 'recvonly'],
      ['video', 'recvonly'],
    ]);
  });
});

describe('PeerMesh candidates', () => {
  it('queues candidates that arrive before and during the remote offer, then adds them', async () => {
    const mesh = createMesh();
    // Arrives before the offer itself (no connection yet).
    await mesh.addCandidate('alice', candidate(1));
    let release = () => {};
    FakePeerConnection.remoteDescriptionGate = new Promise<void>((resolve) => (release = resolve));
    const accepting = mesh.acceptOffer('alice', OFFER);
    await settle();
    // Arrives while the remote description is being set.
    await mesh.addCandidate('alice', candidate(2));
    expect(connection().addedCandidates).toEqual([]);
    release();
    await accepting;
    expect(connection().addedCandidates).toEqual([candidate(1), candidate(2)]);
    await mesh.addCandidate('alice', candidate(3));
    expect(connection().addedCandidates).toEqual([candidate(1), candidate(2), candidate(3)]);
  });

  it("keeps the callee's candidates until the caller has its answer", async () => {
    const mesh = createMesh();
    await mesh.offerTo('bob');
    await mesh.addCandidate('bob', candidate(1));
    expect(connection().addedCandidates).toEqual([]);
    await mesh.acceptAnswer('bob', ANSWER);
    expect(connection().addedCandidates).toEqual([candidate(1)]);
  });
});

describe('PeerMesh lifecycle', () => {
  it('reports remote streams and connection states', async () => {
    const mesh = createMesh();
    await mesh.acceptOffer('alice', OFFER);
    const remote = cameraStream();
    connection().emitTrack(remote);
    expect(listener.onRemoteStream).toHaveBeenCalledWith('alice', remote);
    connection().setConnectionState('connecting');
    connection().setConnectionState('connected');
    expect(states()).toEqual(['connecting', 'connected']);
  });

  it('replaces the track of that kind on every connection', async () => {
    const mesh = createMesh();
    await mesh.offerTo('m1');
    await mesh.acceptOffer('m2', OFFER);
    const camera = new FakeTrack('video', 'camera-2');
    await mesh.replaceTrack(camera as unknown as MediaStreamTrack);
    for (const pc of FakePeerConnection.instances) {
      const video = pc.getSenders().find((sender) => sender.track?.kind === 'video');
      expect(video?.track).toBe(camera);
      expect(video?.replaceTrack).toHaveBeenCalledWith(camera);
    }
  });

  it('closes connections of members who left and ignores anything after close', async () => {
    const mesh = createMesh();
    await mesh.offerTo('m1');
    await mesh.offerTo('m2');
    mesh.remove('m1');
    expect(connection(0).closed).toBe(true);
    expect(connection(1).closed).toBe(false);
    mesh.close();
    expect(connection(1).closed).toBe(true);
    connection(1).emitCandidate(candidate(9));
    await mesh.acceptOffer('m3', OFFER);
    expect(signaller.candidate).not.toHaveBeenCalled();
    expect(FakePeerConnection.instances).toHaveLength(2);
  });
});

describe('PeerMesh ICE restart', () => {
  it('the offerer restarts ICE on the same connection when it fails, and takes the answer', async () => {
    const mesh = await connectedCaller();
    connection().setConnectionState('failed');
    await settle();
    expect(restartOffers()).toHaveLength(1);
    expect(signaller.offer).toHaveBeenLastCalledWith('bob', {
      type: 'offer',
      sdp: 'offer-sdp-restart-1',
    });
    expect(FakePeerConnection.instances).toHaveLength(1);
    // The callee's candidates of the new ICE generation wait for its answer.
    await mesh.addCandidate('bob', candidate(1));
    expect(connection().addedCandidates).toEqual([]);
    await mesh.acceptAnswer('bob', RE_ANSWER);
    expect(connection().remoteDescription).toEqual(RE_ANSWER);
    expect(connection().addedCandidates).toEqual([candidate(1)]);
    connection().setConnectionState('connecting');
    connection().setConnectionState('connected');
    expect(states()).toEqual(['connected', 'disconnected', 'disconnected', 'connected']);
  });

  it('the answerer answers a re-offer on the existing connection and never re-offers', async () => {
    const mesh = await connectedCallee();
    connection().setConnectionState('failed');
    await settle();
    expect(signaller.offer).not.toHaveBeenCalled();
    let release = () => {};
    FakePeerConnection.remoteDescriptionGate = new Promise<void>((resolve) => (release = resolve));
    const accepting = mesh.acceptOffer('alice', RE_OFFER);
    await settle();
    await mesh.addCandidate('alice', candidate(1));
    expect(connection().addedCandidates).toEqual([]);
    release();
    await accepting;
    expect(FakePeerConnection.instances).toHaveLength(1);
    expect(connection().closed).toBe(false);
    expect(connection().remoteDescription).toEqual(RE_OFFER);
    expect(connection().addedCandidates).toEqual([candidate(1)]);
    expect(signaller.answer).toHaveBeenCalledTimes(2);
    connection().setConnectionState('connected');
    expect(states()).toEqual(['connected', 'disconnected', 'connected']);
  });

  it('reports the failure only once both restarts failed', async () => {
    await connectedCaller();
    for (const attempt of [1, 2]) {
      connection().setConnectionState('failed');
      await settle();
      expect(restartOffers()).toHaveLength(attempt);
      expect(states()).not.toContain('failed');
    }
    connection().setConnectionState('failed');
    await settle();
    expect(signaller.offer).toHaveBeenCalledTimes(3);
    expect(states().filter((state) => state === 'failed')).toHaveLength(1);
  });

  it('on crossing offers the offerer keeps its own and the answerer rolls back', async () => {
    const caller = await connectedCaller();
    connection(0).setConnectionState('failed');
    await settle();
    await caller.acceptOffer('bob', RE_OFFER);
    expect(signaller.answer).not.toHaveBeenCalled();
    await caller.acceptAnswer('bob', RE_ANSWER);
    expect(connection(0).remoteDescription).toEqual(RE_ANSWER);

    const callee = createMesh();
    await callee.acceptOffer('alice', OFFER);
    // As if the callee had offered too (say, an older client restarting from both sides).
    connection(1).signalingState = 'have-local-offer';
    await callee.acceptOffer('alice', RE_OFFER);
    expect(connection(1).rollbacks).toBe(1);
    expect(connection(1).remoteDescription).toEqual(RE_OFFER);
    expect(signaller.answer).toHaveBeenCalledTimes(2);
  });
});

describe('PeerMesh ICE restart timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a disconnection that recovers within the grace period triggers nothing', async () => {
    await connectedCaller();
    connection().setConnectionState('disconnected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS - 100);
    connection().setConnectionState('connected');
    await vi.advanceTimersByTimeAsync(ANSWERER_GIVE_UP_MS);
    expect(restartOffers()).toEqual([]);
    expect(states()).toEqual(['connected', 'disconnected', 'connected']);
  });

  it('a longer disconnection restarts ICE; restarts that never connect time out', async () => {
    await connectedCaller();
    connection().setConnectionState('disconnected');
    await vi.advanceTimersByTimeAsync(DISCONNECTED_GRACE_MS);
    expect(restartOffers()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RESTART_TIMEOUT_MS);
    expect(restartOffers()).toHaveLength(2);
    expect(states()).not.toContain('failed');
    await vi.advanceTimersByTimeAsync(RESTART_TIMEOUT_MS);
    expect(restartOffers()).toHaveLength(2);
    expect(states().at(-1)).toBe('failed');
  });

  it('the answerer gives up once the offerer has surely run out of restarts', async () => {
    await connectedCallee();
    connection().setConnectionState('failed');
    await vi.advanceTimersByTimeAsync(ANSWERER_GIVE_UP_MS - 1);
    expect(states()).not.toContain('failed');
    await vi.advanceTimersByTimeAsync(1);
    expect(states().at(-1)).toBe('failed');
  });
});
