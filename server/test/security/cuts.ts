import { expect } from 'vitest';
import type { Socket } from 'socket.io-client';

/** Revocation must reach every socket of the account, on every process, within this. */
export const CUT_WITHIN_MS = 1000;

/**
 * Resolves with the time (Date.now()) the server disconnected the socket; rejects after `ms`.
 * Tests compare it with the time the revoking request was answered.
 */
export function serverDisconnect(socket: Socket, ms = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      if (reason !== 'io server disconnect') reject(new Error(`disconnected by ${reason}`));
      else resolve(Date.now());
    });
  });
}

/** Every cut came at most CUT_WITHIN_MS after the revoking answer (earlier is fine). */
export async function expectCutInTime(cuts: Array<Promise<number>>, answeredAt: number) {
  for (const cutAt of await Promise.all(cuts))
    expect(cutAt - answeredAt).toBeLessThan(CUT_WITHIN_MS);
}
