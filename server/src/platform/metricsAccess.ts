import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/**
 * Who may read /metrics (it names routes, volumes and process internals). With METRICS_TOKEN
 * set: whoever sends `Authorization: Bearer <token>`. Without it: only this machine, i.e. a
 * loopback connection that did not come through a proxy (a reverse proxy on the same machine
 * connects from loopback too, so a forwarded request counts as remote).
 */
export function checkMetricsAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(sent, token)) throw unauthorized('A valid metrics token is required.');
    return;
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  if (forwarded || !isLoopback(request.socket.remoteAddress)) {
    throw forbidden(
      'Metrics are served only to this machine. Set METRICS_TOKEN to read them from elsewhere.',
    );
  }
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
