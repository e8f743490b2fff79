import crypto from 'node:crypto';
import type { Hub, StoreHost } from './types';

/** The hub for a single process: plain maps with expiry. */
export class MemoryHub implements Hub {
  readonly kind = 'memory' as const;
  readonly processId = crypto.randomUUID();
  private readonly expiring = new Map<string, number>();
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly presence = new Map<string, Set<string>>();
  private readonly slots = new Map<string, number>();
  private readonly attached = new Map<string, unknown>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  space(): null {
    return null;
  }

  attach<T>(name: string, make: (hub: StoreHost) => T): T {
    if (!this.attached.has(name)) this.attached.set(name, make(this));
    return this.attached.get(name) as T;
  }

  async setOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const expiresAt = this.expiring.get(key);
    if (expiresAt !== undefined && expiresAt > now) return false;
    this.expiring.set(key, now + ttlMs);
    return true;
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return { count: counter.count, resetMs: counter.resetAt - now };
  }

  async forget(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async slotAcquire(group: string, max: number): Promise<boolean> {
    const held = this.slots.get(group) ?? 0;
    if (held >= max) return false;
    this.slots.set(group, held + 1);
    return true;
  }

  async slotRelease(group: string): Promise<void> {
    const held = (this.slots.get(group) ?? 0) - 1;
    if (held > 0) this.slots.set(group, held);
    else this.slots.delete(group);
  }

  async presenceAdd(person: string, socketId: string): Promise<boolean> {
    let sockets = this.presence.get(person);
    if (!sockets) {
      sockets = new Set();
      this.presence.set(person, sockets);
    }
    // The same socket added again is not a new arrival.
    if (sockets.has(socketId)) return false;
    sockets.add(socketId);
    return sockets.size === 1;
  }

  async presenceRemove(person: string, socketId: string): Promise<boolean> {
    const sockets = this.presence.get(person);
    if (!sockets || !sockets.delete(socketId)) return false;
    if (sockets.size > 0) return false;
    this.presence.delete(person);
    return true;
  }

  async presenceCount(): Promise<number> {
    return this.presence.size;
  }

  async presenceOnline(people: string[]): Promise<Set<string>> {
    return new Set(people.filter((person) => this.presence.has(person)));
  }

  onPresenceLost(): void {
    // One process: its sockets cannot outlive it, so presence is never lost behind its back.
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.presence.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, expiresAt] of this.expiring) {
      if (expiresAt <= now) this.expiring.delete(key);
    }
    for (const [key, counter] of this.counters) {
      if (counter.resetAt <= now) this.counters.delete(key);
    }
  }
}
