import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';

/** Undoes what a start did: timers cleared, watches ended, pending work awaited. */
export type Stop = () => void | Promise<void>;

/**
 * One feature as the server starts it: its HTTP routes, its socket events, and what runs on its
 * own (timers, watches, listeners of other processes), each optional. `routes` and `sockets`
 * only declare handlers, which go with the HTTP and socket servers; anything that would outlive
 * them belongs in `start`, whose Stop undoes it.
 */
export interface Feature {
  name: string;
  routes?(api: FastifyInstance, ctx: AppContext): Promise<void>;
  sockets?(ctx: AppContext): void;
  start?(ctx: AppContext): Stop | Promise<Stop>;
}

/**
 * What the server started, each with its Stop, so that shutdown is one path: the reverse order
 * of starting, each stop awaited before the next (a feature stops while what it uses still runs).
 * A failing stop is logged and the rest still run; the first failure is thrown at the end.
 */
export class Lifecycle {
  private readonly stops: Array<{ name: string; stop: Stop }> = [];

  constructor(private readonly onStopFailure: (name: string, error: unknown) => void) {}

  /** Records that `name` started; `stop` runs before the stops of everything started earlier. */
  started(name: string, stop: Stop): void {
    this.stops.push({ name, stop });
  }

  /** Starts a feature's own work (its `start`), recording its Stop. */
  async start(feature: Feature, ctx: AppContext): Promise<void> {
    if (feature.start) this.started(feature.name, await feature.start(ctx));
  }

  /** Stops everything started, newest first; a second call finds nothing left to stop. */
  async stop(): Promise<void> {
    let firstFailure: { error: unknown } | undefined;
    for (let entry = this.stops.pop(); entry; entry = this.stops.pop()) {
      try {
        await entry.stop();
      } catch (error) {
        this.onStopFailure(entry.name, error);
        firstFailure ??= { error };
      }
    }
    if (firstFailure) throw firstFailure.error;
  }
}
