import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseProxyTrust, trustFunction, type ProxyTrust } from './proxyTrust';
import { loadConfig } from './config';

/** request.ip as Fastify computes it with this trust, for a peer and an X-Forwarded-For header. */
async function fastifyIp(trust: ProxyTrust, peer: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustFunction(trust) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

const parse = (value: string) => {
  const trust = parseProxyTrust(value);
  if ('error' in trust) throw new Error(trust.error);
  return trust;
};

describe('TRUST_PROXY', () => {
  it('parses false, true (one hop), a hop count and a list; refuses anything else', () => {
    expect(parse('false')).toEqual({ kind: 'none' });
    expect(parse('0')).toEqual({ kind: 'none' });
    expect(parse('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parse('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parse('10.0.0.0/8, loopback')).toEqual({
      kind: 'list',
      addresses: ['10.0.0.0/8', 'loopback'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: "yes please"/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: a hop count/);
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
  });

  const cases: Array<[string, string, string | undefined, string]> = [
    // setting, TCP peer, X-Forwarded-For, the client's address
    ['false', '192.0.2.1', '1.1.1.1', '192.0.2.1'],
    ['true', '192.0.2.1', '6.6.6.6, 1.1.1.1', '1.1.1.1'],
    ['1', '192.0.2.1', '6.6.6.6, 1.1.1.1', '1.1.1.1'],
    ['1', '192.0.2.1', undefined, '192.0.2.1'],
    ['2', '192.0.2.1', '6.6.6.6, 1.1.1.1, 10.0.0.2', '1.1.1.1'],
    ['2', '192.0.2.1', '1.1.1.1', '1.1.1.1'],
    ['10.0.0.0/8', '10.0.0.5', '6.6.6.6, 1.1.1.1', '1.1.1.1'],
    ['10.0.0.0/8', '10.0.0.5', '6.6.6.6, 1.1.1.1, 10.0.0.9', '1.1.1.1'],
    // A peer that is not a listed proxy cannot choose its address.
    ['10.0.0.0/8', '192.0.2.1', '1.1.1.1', '192.0.2.1'],
    ['loopback,10.0.0.1', '127.0.0.1', '6.6.6.6, 10.0.0.1', '6.6.6.6'],
  ];
  it.each(cases)(
    'TRUST_PROXY=%s, peer %s, X-Forwarded-For %s → %s, the same for HTTP and sockets',
    async (setting, peer, forwardedFor, expected) => {
      const trust = parse(setting);
      expect(clientAddressOf(peer, forwardedFor, trustFunction(trust))).toBe(expected);
      expect(await fastifyIp(trust, peer, forwardedFor)).toBe(expected);
    },
  );
});
