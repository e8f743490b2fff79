import type { IceServersResponse, PublicConfig } from '@serendip/protocol';
import { api } from './http';

/** Anonymous video chat's HTTP side: the ICE servers of the next call (events are in protocol/). */

type IceServers = IceServersResponse['iceServers'];

/** A fetch that hangs must not keep someone on 'Matching...': the fallback is used instead. */
const ICE_SERVERS_TIMEOUT_MS = 5000;

/** Whether any of the servers is a TURN relay (turn: or turns:) with credentials. */
export function hasRelay(iceServers: IceServers): boolean {
  return iceServers.some((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    return (
      urls.some((url) => /^turns?:/i.test(url)) &&
      server.username !== undefined &&
      server.credential !== undefined
    );
  });
}

/**
 * GET /api/video/ice-servers: fresh TURN credentials for one call. When the call fails or takes
 * too long, the servers of the public configuration (GET /api/config) are used instead.
 */
export async function fetchIceServers(
  fallback: PublicConfig['iceServers'] = [],
): Promise<IceServersResponse> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ICE servers timed out.')), ICE_SERVERS_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([api.get('/api/video/ice-servers'), timeout]);
    if (!response || !Array.isArray(response.iceServers)) throw new Error('No ICE servers.');
    return { iceServers: response.iceServers, relayAvailable: response.relayAvailable === true };
  } catch (error) {
    console.warn('Using the configured ICE servers instead of fresh ones.', error);
    return { iceServers: fallback, relayAvailable: hasRelay(fallback) };
  } finally {
    clearTimeout(timer);
  }
}
