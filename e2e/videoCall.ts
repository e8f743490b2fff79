/// <reference lib="dom" />
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/*
 * Checks on a /video-chat page whose RTCPeerConnections recordPeerConnections (an init script)
 * records on `window.peerConnections` (test-side only: the product has no hooks).
 */

/** What the page handed to its RTCPeerConnections (test-side hooks, nothing in the product). */
export interface PageRecord {
  configs: RTCConfiguration[];
  /** Candidate lines passed to addIceCandidate. */
  addedCandidates: string[];
  /** SDPs passed to setRemoteDescription. */
  remoteSdps: string[];
  /** Kinds of the tracks passed to RTCRtpSender.replaceTrack (device switches). */
  replacedTracks: string[];
}

/**
 * Init script (test-side only, nothing in the product): records every RTCPeerConnection the page
 * creates on `window.peerConnections`, with what was handed to it, and counts replaceTrack calls.
 */
export function recordPeerConnections() {
  const recorded = window as unknown as PageRecord & { peerConnections: RTCPeerConnection[] };
  recorded.peerConnections = [];
  recorded.configs = [];
  recorded.addedCandidates = [];
  recorded.remoteSdps = [];
  recorded.replacedTracks = [];
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
  const replaceTrack = RTCRtpSender.prototype.replaceTrack;
  RTCRtpSender.prototype.replaceTrack = function (track) {
    recorded.replacedTracks.push(track?.kind ?? 'none');
    return replaceTrack.call(this, track);
  };
}

/** Video bytes received so far on each open connection, keyed by its creation index. */
function inboundVideoBytes(page: Page): Promise<Record<number, number>> {
  return page.evaluate(async () => {
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const bytes: Record<number, number> = {};
    for (const [index, connection] of peerConnections.entries()) {
      if (connection.connectionState !== 'connected') continue;
      const report = await connection.getStats();
      bytes[index] = 0;
      report.forEach((entry: { type: string; kind?: string; bytesReceived?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') {
          bytes[index] += entry.bytesReceived ?? 0;
        }
      });
    }
    return bytes;
  });
}

/** Remote tiles whose <video> decodes frames and plays. */
function playingRemoteVideos(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLVideoElement>('video.vc-tile-video')).filter(
        (video) => video.videoWidth > 0 && !video.paused && video.readyState >= 2,
      ).length,
  );
}

/** Exactly `count` remote videos play, and bytes keep arriving on every connection. */
export async function expectReceiving(page: Page, count: number) {
  await expect.poll(() => playingRemoteVideos(page), { timeout: 30_000 }).toBe(count);
  await expect.poll(async () => Object.keys(await inboundVideoBytes(page)).length).toBe(count);
  // On a loaded two-core machine a connection may pause for a second or two; what matters is
  // that bytes keep coming, so each connection gets up to ten seconds to show growth.
  const before = await inboundVideoBytes(page);
  for (const [index, bytes] of Object.entries(before)) {
    await expect
      .poll(async () => (await inboundVideoBytes(page))[Number(index)] ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(bytes);
  }
}

/** Waits until a /video-chat page shows one's own camera (fake devices start slowly under load). */
export async function expectCameraShown(page: Page, timeout?: number): Promise<void> {
  const camera = page.getByLabel('Your camera');
  await expect.poll(() => camera.isVisible(), timeout ? { timeout } : undefined).toBe(true);
}
