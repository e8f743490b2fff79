/**
 * Runs load.ts's loops in a process of its own, so the requests' and responses' garbage is
 * collected there and not in the process that holds the server under test. With both in one
 * process, the feed's 1,000 req/s p99 lined up with scavenges caused by the load loop itself
 * (bench/README.md, the quiet-machine section). Started by loadFromChild() below; answers
 * over IPC.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measure, paced, request, type PacedStats, type Result, type Target } from './load';

/** A target whose requests take the given headers in turn (one set: every request the same). */
export interface RemoteTarget {
  name: string;
  url: string;
  headers?: Record<string, string>[];
}

/** load.ts's closed loop: warm-up, sequential, then `requests` from `concurrency` loops. */
type MeasureOptions = { requests: number; concurrency: number; sequential: number };
/** load.ts's open load: `rate` requests per second for `seconds` from `workers` loops. */
type PacedOptions = { rate: number; seconds: number; workers: number };

type Job =
  | { op: 'measure'; target: RemoteTarget; options: MeasureOptions }
  | { op: 'paced'; target: RemoteTarget; warmUp: PacedOptions; options: PacedOptions };

type Reply = { result?: Result | PacedStats; error?: string };

const here = fileURLToPath(import.meta.url);

export interface LoadProcess {
  measure(target: RemoteTarget, options: MeasureOptions): Promise<Result>;
  paced(target: RemoteTarget, options: PacedOptions, warmUp: PacedOptions): Promise<PacedStats>;
  close(): void;
}

/** Starts the load process; each call sends it one job and waits for its answer. */
export function loadFromChild(): LoadProcess {
  const child: ChildProcess = fork(here, ['child'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  let queue = Promise.resolve<unknown>(undefined);
  const send = <T>(job: Job): Promise<T> => {
    const answer = queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const exited = (code: number | null) =>
            reject(new Error(`load process exited with ${code}`));
          child.once('exit', exited);
          child.once('message', (reply: Reply) => {
            child.off('exit', exited);
            if (reply.error) reject(new Error(reply.error));
            else resolve(reply.result as T);
          });
          child.send(job);
        }),
    );
    queue = answer.catch(() => undefined);
    return answer;
  };
  return {
    measure: (target, options) => send<Result>({ op: 'measure', target, options }),
    paced: (target, options, warmUp) => send<PacedStats>({ op: 'paced', target, options, warmUp }),
    close: () => child.kill(),
  };
}

/** The target load.ts calls: each request reads `headers` once, so the sets go round. */
export function rotating(target: RemoteTarget): Target {
  const sets = target.headers ?? [];
  let turn = 0;
  return {
    name: target.name,
    url: target.url,
    get headers() {
      if (sets.length === 0) return undefined;
      turn = (turn + 1) % sets.length;
      return sets[turn];
    },
  };
}

async function perform(job: Job): Promise<Result | PacedStats> {
  const target = rotating(job.target);
  if (job.op === 'measure') return measure(target, job.options);
  await paced(() => request(target), job.warmUp);
  return paced(() => request(target), job.options);
}

if (process.argv[2] === 'child') {
  process.on('message', (job: Job) => {
    perform(job).then(
      (result) => process.send!({ result } satisfies Reply),
      (error: Error) => process.send!({ error: error.message } satisfies Reply),
    );
  });
}
