import pLimit, { type LimitFunction } from 'p-limit';

/** What /metrics reports of a queue: jobs admitted, and the time they waited for a slot. */
export interface QueueStats {
  waits: number;
  waitSecondsTotal: number;
  waitSecondsMax: number;
}

/**
 * Runs at most `concurrency` jobs at once; the others wait their turn in arrival order, and
 * each job's wait for a slot is recorded (read by /metrics when scraped).
 */
export class BoundedQueue {
  readonly stats: QueueStats = { waits: 0, waitSecondsTotal: 0, waitSecondsMax: 0 };
  private readonly limit: LimitFunction;

  constructor(readonly concurrency: number) {
    this.limit = pLimit(concurrency);
  }

  /** Jobs waiting for a slot right now. */
  get waiting(): number {
    return this.limit.pendingCount;
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    const queuedAt = performance.now();
    return this.limit(() => {
      const waited = (performance.now() - queuedAt) / 1000;
      this.stats.waits += 1;
      this.stats.waitSecondsTotal += waited;
      this.stats.waitSecondsMax = Math.max(this.stats.waitSecondsMax, waited);
      return job();
    });
  }
}
