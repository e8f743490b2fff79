import { useCallback, useState } from 'react';
import { useApiQuery } from '../../api/queries';
import { useConfig } from '../../session/ConfigContext';
import { fetchIceServers } from '../../api/video';

/** localStorage key of the 'Hide my IP' setting. */
export const HIDE_IP_KEY = 'videoHideMyIp';

function readHideIp(): boolean {
  try {
    return localStorage.getItem(HIDE_IP_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The RTCConfiguration of each call: fresh ICE servers, and relay-only ICE when 'Hide my IP' is
 * on and a TURN relay exists. relayAvailable is null until the server has been asked.
 */
export function useRtcConfig() {
  const config = useConfig();
  const fallback = config?.iceServers;
  const [hideIp, setHideIpState] = useState(readHideIp);
  // Learnt from the last call's ICE servers; before any call, from the probe below.
  const [relayOfCall, setRelayOfCall] = useState<boolean | null>(null);

  const setHideIp = useCallback((on: boolean) => {
    setHideIpState(on);
    try {
      localStorage.setItem(HIDE_IP_KEY, String(on));
    } catch {
      // Private mode without storage: the setting holds for this visit only.
    }
  }, []);

  // With the setting on, say before the first call whether it can be honoured. (It never fails:
  // without an answer from the server, the configured servers say.)
  const probe = useApiQuery({
    queryKey: ['video', 'relayAvailable'],
    queryFn: async () => (await fetchIceServers(fallback)).relayAvailable,
    enabled: hideIp && relayOfCall === null,
    staleTime: Infinity,
  });
  const relayAvailable = relayOfCall ?? probe.data ?? null;

  /** Asks for the ICE servers of the next call (short-lived TURN credentials). */
  const load = useCallback(async (): Promise<RTCConfiguration> => {
    const servers = await fetchIceServers(fallback);
    setRelayOfCall(servers.relayAvailable);
    return {
      iceServers: servers.iceServers,
      iceTransportPolicy: hideIp && servers.relayAvailable ? 'relay' : 'all',
    };
  }, [hideIp, fallback]);

  return { hideIp, setHideIp, relayAvailable, load };
}
