/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/*
 * What a /video-chat page receives from the other side, measured in the page (connections recorded
 * by videoCall.ts's recordPeerConnections): sound energy and picture brightness.
 */

/** Audio energy received over `ms` on the open connections (0: the other side sends silence). */
export function remoteAudioEnergy(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (wait) => {
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const energy = async () => {
      let total = 0;
      for (const connection of peerConnections) {
        if (connection.connectionState !== 'connected') continue;
        (await connection.getStats()).forEach(
          (entry: { type: string; kind?: string; totalAudioEnergy?: number }) => {
            if (entry.type === 'inbound-rtp' && entry.kind === 'audio')
              total += entry.totalAudioEnergy ?? 0;
          },
        );
      }
      return total;
    };
    const before = await energy();
    await new Promise((resolve) => setTimeout(resolve, wait));
    return (await energy()) - before;
  }, ms);
}

/** Mean brightness (0–255) of the first remote tile's current frame (about 0: black frames). */
export function remoteVideoBrightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video.vc-tile-video');
    if (!video || video.videoWidth === 0) return -1;
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    for (let index = 0; index < data.length; index += 4)
      sum += (data[index] + data[index + 1] + data[index + 2]) / 3;
    return sum / (data.length / 4);
  });
}
