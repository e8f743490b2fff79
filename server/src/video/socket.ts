import type { AppContext } from '../platform/context';

/**
 * Anonymous video chat over the socket (SPEC §7): match requests, group calls, WebRTC
 * signalling relays and the call's text chat. Returns a stop function.
 */
export function installVideoChat(ctx: AppContext): () => void {
  void ctx;
  return () => {};
}
