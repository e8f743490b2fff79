import client from 'prom-client';
import type { BoundedQueue } from './boundedQueue';
import { hashPool, signInQueue } from './hashPool';

/**
 * How long password hashes and sign-ins wait for their bounded queues (read when /metrics is
 * scraped).
 */
export function registerHashPoolGauges(registry: client.Registry): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const queue = (prefix: string, what: string, of: BoundedQueue) => {
    gauge(`${prefix}_queue`, `${what} waiting for a slot`, () => of.waiting);
    gauge(`${prefix}_waits_total`, `${what} that went through the queue`, () => of.stats.waits);
    gauge(
      `${prefix}_wait_seconds_total`,
      `Total time ${what.toLowerCase()} waited for a slot`,
      () => of.stats.waitSecondsTotal,
    );
    gauge(
      `${prefix}_wait_seconds_max`,
      `Longest wait for a slot since start (${what.toLowerCase()})`,
      () => of.stats.waitSecondsMax,
    );
  };
  queue('serendip_password_hash', 'Password hashes', hashPool);
  queue('serendip_sign_in', 'Password sign-ins and registrations', signInQueue);
}
