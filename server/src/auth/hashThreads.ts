import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

type Job =
  | { op: 'hash'; password: string; options: Options }
  | { op: 'verify'; password: string; hash: string };
type Reply = { id: number; result: string | boolean } | { id: number; error: string };
type Pending = {
  worker: Worker;
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
};

/** The worker runs as plain JS, from src/ (tsx, tests) and from dist/ (tsup builds it beside main.js). */
function workerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './hashWorker.mjs' : './hashWorker.js', import.meta.url);
}

/**
 * Worker threads that hash passwords, each at a lower priority than the event loop (see
 * hashWorker.mjs). The caller bounds how many jobs run at once (hashPool.ts); a job goes to an
 * idle thread, and a thread is started only when none is idle, so there are never more threads
 * than that bound. An idle thread never keeps the process alive; one holding a job does, until
 * it answers.
 */
class HashThreads {
  private readonly alive = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  hash(password: string, options: Options): Promise<string> {
    return this.run({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', password, hash }) as Promise<boolean>;
  }

  private run(job: Job): Promise<string | boolean> {
    const worker = this.idle.pop() ?? this.start();
    const id = this.nextId++;
    // A thread holding a job keeps the process alive until it answers (one job per thread).
    worker.ref();
    return new Promise<string | boolean>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, ...job });
    }).finally(() => {
      worker.unref();
      if (this.alive.has(worker)) this.idle.push(worker);
    });
  }

  private start(): Worker {
    const worker = new Worker(workerUrl());
    this.alive.add(worker);
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.result);
    });
    // A thread that dies fails the job it held; the next job starts a fresh one.
    worker.on('error', (error) => this.drop(worker, error));
    worker.on('exit', () => this.drop(worker, new Error('The password hashing thread stopped.')));
    // After the listeners: adding a 'message' listener refs the thread's port again.
    worker.unref();
    return worker;
  }

  private drop(worker: Worker, error: Error): void {
    if (!this.alive.delete(worker)) return;
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    for (const [id, waiting] of this.pending) {
      if (waiting.worker !== worker) continue;
      this.pending.delete(id);
      waiting.reject(error);
    }
  }
}

export const hashThreads = new HashThreads();
