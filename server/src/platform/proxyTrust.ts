import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY):
 * none; a number of proxy hops in front of the server (each appends the address it received
 * from, so the client is that many entries from the right); or a list of proxy addresses/CIDRs.
 * Never "the left-most entry": a client can write anything there.
 */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; addresses: string[] };

/** (address, index from the TCP peer) → whether that hop is a trusted proxy; as proxy-addr and Fastify take it. */
export type TrustFunction = (address: string, hop: number) => boolean;

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses TRUST_PROXY: `false`/`0` none, `true` one hop, `N` hops, or a comma list of addresses/CIDRs. */
export function parseProxyTrust(value: string): ProxyTrust | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: 'hops', hops } : { error: 'a hop count must be between 0 and 10' };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (NAMED.has(address)) continue;
    try {
      proxyAddr.compile(address);
    } catch {
      return {
        error: `"${address}" is neither true/false, a hop count, nor a proxy address or CIDR (e.g. 10.0.0.0/8,loopback)`,
      };
    }
  }
  return { kind: 'list', addresses };
}

/** The trust function of a setting: the one both Fastify (request.ip) and the socket handshake use. */
export function trustFunction(trust: ProxyTrust): TrustFunction {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

/**
 * The client's address from the TCP peer and the X-Forwarded-For header: the right-most
 * address not vouched for by a trusted proxy (what Fastify's request.ip gives with the same trust).
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trust: TrustFunction,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const request = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
  };
  const chain = proxyAddr.all(request as never, trust);
  return chain[chain.length - 1] ?? peer;
}
