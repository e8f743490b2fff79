/// <reference lib="dom" />
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/*
 * Checks on a /video-chat page whose RTCPeerConnections an init script records on
 * `window.peerConnections` (test-side only: the product has no hooks).
 */

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
  const before = await inboundVideoBytes(page);
  await page.waitForTimeout(1500);
  const after = await inboundVideoBytes(page);
  for (const [index, bytes] of Object.entries(before)) {
    expect(after[Number(index)]).toBeGreaterThan(bytes);
  }
}
