/** A 'disconnected' connection often comes back by itself (a Wi-Fi hiccup): wait this long first. */
export const DISCONNECTED_GRACE_MS = 5_000;
/** An ICE restart that has not connected by then counts as failed (its offer or answer may be lost). */
export const RESTART_TIMEOUT_MS = 10_000;
/** ICE restarts per outage before the user is told the connection failed. */
export const MAX_RESTARTS = 2;
/**
 * The answerer cannot restart ICE itself; it gives up once the offerer has surely run out of
 * attempts (the offerer may notice the outage up to a grace period later than the answerer).
 */
export const ANSWERER_GIVE_UP_MS = DISCONNECTED_GRACE_MS + MAX_RESTARTS * RESTART_TIMEOUT_MS;

export interface RecoveryActions {
  /** Sends an ICE-restart offer on the existing connection (the offerer only). */
  restart(): void;
  /** The state to show: 'disconnected' while recovering, 'failed' only once recovery gave up. */
  report(state: RTCPeerConnectionState): void;
}

/**
 * Recovery of one peer connection: an outage ('failed', or 'disconnected' for longer than the
 * grace period) makes the side that made the original offer restart ICE, up to MAX_RESTARTS
 * times; the other side waits for those re-offers. A recovered connection starts afresh.
 */
export class ConnectionRecovery {
  private attempts = 0;
  private recovering = false;
  private gaveUp = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** True for the side that made the original offer: only it sends re-offers, so they never cross. */
    private readonly restarts: boolean,
    private readonly actions: RecoveryActions,
  ) {}

  /** Feeds the connection's new connectionState. */
  onState(state: RTCPeerConnectionState): void {
    if (state === 'connected') {
      this.clearTimer();
      this.attempts = 0;
      this.recovering = false;
      this.gaveUp = false;
      this.actions.report(state);
    } else if (state === 'failed') {
      this.outage();
    } else if (state === 'disconnected') {
      if (!this.recovering && !this.gaveUp && !this.timer) {
        this.timer = setTimeout(() => this.outage(), DISCONNECTED_GRACE_MS);
      }
      this.actions.report(this.gaveUp ? 'failed' : 'disconnected');
    } else if (!this.gaveUp) {
      // A restarting connection passes through 'connecting': the tile keeps saying 'Reconnecting…'.
      this.actions.report(this.recovering ? 'disconnected' : state);
    }
  }

  /** Ends recovery for good (a signalling step failed, or the attempts ran out). */
  giveUp(): void {
    this.clearTimer();
    if (this.gaveUp) return;
    this.gaveUp = true;
    this.recovering = false;
    this.actions.report('failed');
  }

  /** Stops the timers of a connection that was closed. */
  dispose(): void {
    this.clearTimer();
  }

  private outage(): void {
    if (this.gaveUp) return;
    if (!this.restarts) {
      if (!this.recovering) {
        this.recovering = true;
        this.clearTimer();
        this.timer = setTimeout(() => this.giveUp(), ANSWERER_GIVE_UP_MS);
      }
      this.actions.report('disconnected');
      return;
    }
    if (this.attempts >= MAX_RESTARTS) {
      this.giveUp();
      return;
    }
    this.attempts += 1;
    this.recovering = true;
    this.clearTimer();
    // A restart that neither connects nor fails (a lost offer or answer) must not hang forever.
    this.timer = setTimeout(() => this.outage(), RESTART_TIMEOUT_MS);
    this.actions.report('disconnected');
    this.actions.restart();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
