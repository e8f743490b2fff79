import { createHook } from 'node:async_hooks';

/**
 * Resource kinds that hold something after their work: a timer (unref'd ones too, which
 * process.getActiveResourcesInfo() does not list), a socket or server, a worker, a watcher.
 * Requests and promises end by themselves and are left out.
 */
const HOLDING_KINDS = new Set([
  'Timeout',
  'Immediate',
  'TCPWRAP',
  'TCPSERVERWRAP',
  'PIPEWRAP',
  'PIPESERVERWRAP',
  'UDPWRAP',
  'WORKER',
  'MESSAGEPORT',
  'FSEVENTWRAP',
  'STATWATCHER',
  'PROCESSWRAP',
  'SIGNALWRAP',
]);

/**
 * Timers that libraries start and never clear, whatever their owner does; each is excused by
 * the frame that made it, so that no other timer is.
 * - socket.io-adapter's connection-state-recovery sweep (unref'd; the adapter's close leaves it).
 * - PGlite's emulation of Postgres's setitimer: closing the database leaves the last one set.
 */
const LIBRARY_TIMERS = [
  /^at new SessionAwareAdapter .*[\\/]socket\.io-adapter[\\/]/,
  /^at __setitimer_js .*[\\/]@electric-sql[\\/]pglite[\\/]/,
];

/** The test runner's own timers (a waitFor's, a test's timeout) are not the server's. */
const RUNNER_FRAME = /node_modules[\\/](vitest|@vitest|tinypool|tinyspy)[\\/]/;

export interface HeldResource {
  kind: string;
  /** Where it was made: the frames of its creation outside Node's internals. */
  madeAt: string[];
}

/**
 * Watches every timer, handle and worker made from now on until it is destroyed (cleared,
 * closed, ended). `held()` lists those still alive: what a stopped server would leave behind.
 */
export function watchHeldResources(): { held(): HeldResource[]; stop(): void } {
  const alive = new Map<number, HeldResource>();
  const hook = createHook({
    init(asyncId, kind) {
      if (!HOLDING_KINDS.has(kind)) return;
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      const madeAt = stack
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .filter((line) => !line.includes('node:') && !line.includes('heldResources.ts'));
      // Judged by the code that made it, not by the runner frames every stack ends in.
      const maker = madeAt[0];
      if (!maker || RUNNER_FRAME.test(maker)) return;
      if (kind === 'Timeout' && LIBRARY_TIMERS.some((frame) => frame.test(maker))) return;
      alive.set(asyncId, { kind, madeAt: madeAt.slice(0, 6) });
    },
    destroy(asyncId) {
      alive.delete(asyncId);
    },
  });
  hook.enable();
  return { held: () => [...alive.values()], stop: () => hook.disable() };
}
