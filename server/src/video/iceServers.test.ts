import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { buildIceServers, turnCredential } from './iceServers';

const SECRET = 'a-shared-secret-of-32-characters';
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const iceOf = (env: Record<string, string>) => loadConfig(env).ice;

describe('turnCredential (coturn use-auth-secret)', () => {
  it('is base64(HMAC-SHA1(secret, "<expiry>:<label>")) with expiry = now + ttl', () => {
    const { username, credential, expiresAt } = turnCredential(SECRET, 3600, NOW, 'label');
    const expiry = NOW / 1000 + 3600;
    expect(username).toBe(`${expiry}:label`);
    expect(expiresAt.getTime()).toBe(expiry * 1000);
    // The value coturn computes, written out independently (RFC 2104 HMAC over the username).
    const expected = createHmac('sha1', Buffer.from(SECRET, 'utf8'))
      .update(Buffer.from(`${expiry}:label`, 'utf8'))
      .digest()
      .toString('base64');
    expect(credential).toBe(expected);
  });

  it('matches a known vector', () => {
    // printf '%s' '1700000000:user' | openssl dgst -sha1 -hmac 'north' -binary | base64
    expect(turnCredential('north', 0, 1_700_000_000_000, 'user').credential).toBe(
      '2uyGWnO1vHFmQfE0HWQNi1ldYAk=',
    );
  });

  it('labels each credential with a fresh opaque value, never an identity', () => {
    const labels = new Set(
      Array.from({ length: 20 }, () => turnCredential(SECRET, 60, NOW).username.split(':')[1]),
    );
    expect(labels.size).toBe(20);
    for (const label of labels) expect(label).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});

describe('buildIceServers', () => {
  it('hands out STUN only, and no relay, by default', () => {
    expect(buildIceServers(iceOf({}), NOW)).toEqual({
      iceServers: [{ urls: ['stun:stun.l.google.com:19302'] }],
      relayAvailable: false,
    });
  });

  it('adds TURN with a credential valid for TURN_CREDENTIAL_TTL_SECONDS', () => {
    const ice = iceOf({
      STUN_URLS: 'stun:stun.example.com:3478',
      TURN_URLS:
        'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349?transport=tcp',
      TURN_SECRET: SECRET,
      TURN_CREDENTIAL_TTL_SECONDS: '600',
    });
    const { iceServers, relayAvailable } = buildIceServers(ice, NOW);
    expect(relayAvailable).toBe(true);
    expect(iceServers[0]).toEqual({ urls: ['stun:stun.example.com:3478'] });
    const turn = iceServers[1];
    expect(turn.urls).toEqual([
      'turn:turn.example.com:3478?transport=udp',
      'turns:turn.example.com:5349?transport=tcp',
    ]);
    const [expiry] = turn.username!.split(':');
    expect(Number(expiry)).toBe(NOW / 1000 + 600);
    expect(turn.credential).toBe(
      createHmac('sha1', SECRET).update(turn.username!).digest('base64'),
    );
    expect(JSON.stringify(iceServers)).not.toContain(SECRET);
  });

  it('defaults the credential lifetime to one hour', () => {
    const ice = iceOf({ TURN_URLS: 'turn:turn.example.com', TURN_SECRET: SECRET });
    const turn = buildIceServers(ice, NOW).iceServers[1];
    expect(turn.username!.split(':')[0]).toBe(String(NOW / 1000 + 3600));
  });

  it('offers no relay when TURN_URLS or TURN_SECRET is missing', () => {
    const halves: Record<string, string>[] = [
      { TURN_URLS: 'turn:turn.example.com:3478' },
      { TURN_SECRET: SECRET },
    ];
    for (const env of halves) {
      expect(buildIceServers(iceOf(env), NOW)).toEqual({
        iceServers: [{ urls: ['stun:stun.l.google.com:19302'] }],
        relayAvailable: false,
      });
    }
  });

  it('still offers the relay when no STUN server is configured', () => {
    const ice = iceOf({ STUN_URLS: '', TURN_URLS: 'turn:10.0.0.1:3478', TURN_SECRET: SECRET });
    const { iceServers, relayAvailable } = buildIceServers(ice, NOW);
    expect(relayAvailable).toBe(true);
    expect(iceServers).toHaveLength(1);
    expect(iceServers[0].urls).toEqual(['turn:10.0.0.1:3478']);
  });
});

describe('TURN configuration at start-up', () => {
  it.each([
    'stun:turn.example.com:3478',
    'https://turn.example.com',
    'turn://turn.example.com:3478',
    'turn:turn.example.com:3478?transport=sctp',
    'turn:turn.example.com:3478, turn:',
  ])('refuses TURN_URLS=%s with a clear message', (urls) => {
    expect(() => loadConfig({ TURN_URLS: urls, TURN_SECRET: SECRET })).toThrow(
      /TURN_URLS: ".*" is not a TURN URL: turn: or turns:/,
    );
  });

  it('accepts host names, IPv4, IPv6, ports and a transport', () => {
    const urls = [
      'turn:turn.example.com',
      'turn:192.0.2.1:3478?transport=udp',
      'turns:[2001:db8::1]:5349?transport=tcp',
    ];
    expect(loadConfig({ TURN_URLS: urls.join(','), TURN_SECRET: SECRET }).ice.turnUrls).toEqual(
      urls,
    );
  });

  it('refuses a short TURN_SECRET and an out-of-range lifetime', () => {
    expect(() => loadConfig({ TURN_SECRET: 'short' })).toThrow(/TURN_SECRET: must be at least 16/);
    expect(() => loadConfig({ TURN_CREDENTIAL_TTL_SECONDS: '10' })).toThrow(
      /TURN_CREDENTIAL_TTL_SECONDS/,
    );
  });
});
