import dns from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { invalid } from '../platform/errors';

/**
 * The push endpoint is a URL the browser chose and the client sent: the server POSTs to it. So it
 * must be https, and neither its name nor its address may lead into the server's own network
 * (loopback, private, link-local such as cloud metadata): checked when stored, and again for the
 * address each connection resolves to (a name may change what it points at). Tests allow private
 * addresses with PUSH_ALLOW_PRIVATE_ENDPOINTS=on.
 */
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv6');

/** True for an address inside the server's own networks (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Throws 400 unless `endpoint` is an https URL a push service could have given. */
export function checkEndpoint(endpoint: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('Invalid push endpoint.');
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash)
    throw invalid('Invalid push endpoint.');
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    !host.includes('.') ||
    (net.isIP(host) !== 0 && isPrivateAddress(host))
  )
    throw invalid('Invalid push endpoint.');
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that refuses names resolving to a private address. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const found = addresses as dns.LookupAddress[];
    if (found.length === 0 || found.some(({ address }) => isPrivateAddress(address))) {
      const refused: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a private address`,
      );
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, '');
    }
    if (options.all) return callback(null, found);
    callback(null, found[0].address, found[0].family);
  });
}

/** The agent every push request goes through: guarded lookups, kept-alive connections. */
export function pushAgent(options: { allowPrivate: boolean; caFile?: string }): https.Agent {
  const ca = options.caFile ? fs.readFileSync(options.caFile, 'utf8') : undefined;
  return new https.Agent({
    keepAlive: true,
    maxSockets: 16,
    // Extra authorities add to the system's, never replace them.
    ...(ca ? { ca: [...tls.rootCertificates, ca] } : {}),
    ...(options.allowPrivate ? {} : { lookup: guardedLookup as typeof dns.lookup }),
  });
}
