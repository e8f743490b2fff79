import client from 'prom-client';
import { hashPoolStats, hashQueueLength } from './hashPool';

/** How long logins wait for the bounded password-hashing pool (read when /metrics is scraped). */
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
  gauge('serendip_password_hash_queue', 'Password hashes waiting for a pool slot', hashQueueLength);
  gauge(
    'serendip_password_hash_waits_total',
    'Password hashes that went through the pool',
    () => hashPoolStats.waits,
  );
  gauge(
    'serendip_password_hash_wait_seconds_total',
    'Total time password hashes waited for a pool slot',
    () => hashPoolStats.waitSecondsTotal,
  );
  gauge(
    'serendip_password_hash_wait_seconds_max',
    'Longest wait of one password hash for a pool slot since start',
    () => hashPoolStats.waitSecondsMax,
  );
}
