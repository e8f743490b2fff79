// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testSupport/fakeFetch';
import { fetchIceServers, hasRelay } from './video';

const STUN = { urls: 'stun:stun.example.org' };
const TURN = { urls: ['turns:turn.example.org:443'], username: '1700000000:u', credential: 'c' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hasRelay', () => {
  it('needs a turn: or turns: URL with credentials', () => {
    expect(hasRelay([STUN])).toBe(false);
    expect(hasRelay([{ urls: 'turn:turn.example.org' }])).toBe(false);
    expect(hasRelay([STUN, TURN])).toBe(true);
  });
});

describe('fetchIceServers', () => {
  it('returns the fresh servers of GET /api/video/ice-servers', async () => {
    stubFetch({
      'GET /api/video/ice-servers': { body: { iceServers: [STUN, TURN], relayAvailable: true } },
    });
    expect(await fetchIceServers([STUN])).toEqual({
      iceServers: [STUN, TURN],
      relayAvailable: true,
    });
  });

  it('falls back to the configured servers when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /api/video/ice-servers': { status: 500, body: { message: 'Down' } } });
    expect(await fetchIceServers([TURN])).toEqual({ iceServers: [TURN], relayAvailable: true });
    expect(await fetchIceServers(undefined)).toEqual({ iceServers: [], relayAvailable: false });
  });
});
