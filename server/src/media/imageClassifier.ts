import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { Logger } from '../platform/logger';

/** nsfwjs's five classes, each a probability (they sum to 1). */
export type ImageScores = Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>;

/** MobileNetV2's input side. */
const INPUT_PX = 224;

type Pending = { resolve: (scores: ImageScores) => void; reject: (error: Error) => void };
type WorkerReply =
  | { ready: true }
  | { ready: false; error: string }
  | { id: number; scores: ImageScores }
  | { id: number; error: string };

/** The worker runs as plain JS, from src/ (tsx, tests) and from dist/ (tsup copies it). */
function workerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './nsfwWorker.mjs' : './nsfwWorker.js', import.meta.url);
}

/**
 * How long the model stays loaded after the last image. The worker with tfjs, its WASM heap and
 * the model holds ~150-200 MB; loading it again takes ~2 s, so an idle server gives it back
 * and a busy one keeps it.
 */
export const CLASSIFIER_IDLE_MS = 5 * 60_000;

/**
 * nsfwjs (MobileNetV2 on tfjs's WASM backend) in one worker thread, so classification never
 * blocks the event loop. The model loads on first use (or `warmUp`), not at start; requests
 * queue in the worker. After `idleMs` without an image the worker stops and its memory goes
 * back to the system; the next image starts it again. The image is decoded and scaled to
 * 224x224 RGB here, with sharp.
 */
export class ImageClassifier {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Images between the start of classify() and its answer (decoding, loading, queued). */
  private inFlight = 0;

  constructor(
    private readonly logger: Logger,
    private readonly idleMs = CLASSIFIER_IDLE_MS,
  ) {}

  /** Whether the model is loaded or loading (it holds its memory). */
  get loaded(): boolean {
    return this.worker !== null;
  }

  /** Starts the worker and loads the model (resolves when it can classify). */
  warmUp(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(workerUrl());
    worker.unref();
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) return reply.ready ? resolve() : reject(new Error(reply.error));
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if ('scores' in reply) waiting?.resolve(reply.scores);
        else waiting?.reject(new Error(reply.error));
      });
      worker.on('error', (error) => {
        this.logger.error({ err: error }, 'image classifier worker failed');
        reject(error);
        this.failAll(error);
      });
    });
    // A failed start is retried on the next image rather than failing every upload forever.
    this.ready.catch(() => {
      this.ready = null;
      this.worker = null;
    });
    return this.ready;
  }

  /** The class probabilities of an image (any format sharp reads). */
  async classify(image: Buffer): Promise<ImageScores> {
    this.inFlight += 1;
    this.stopIdleTimer();
    try {
      const pixels = await sharp(image, { limitInputPixels: 64_000_000 })
        .rotate()
        .resize(INPUT_PX, INPUT_PX, { fit: 'fill' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer();
      await this.warmUp();
      const id = this.nextId++;
      return await new Promise<ImageScores>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        this.worker!.postMessage({ id, pixels, width: INPUT_PX, height: INPUT_PX });
      });
    } finally {
      this.inFlight -= 1;
      this.startIdleTimerWhenQuiet();
    }
  }

  /** Unloads the model once nothing is waiting; a later image loads it again. */
  private startIdleTimerWhenQuiet(): void {
    if (this.inFlight > 0 || !this.worker) return;
    this.stopIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.inFlight === 0) void this.close();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  async close(): Promise<void> {
    this.stopIdleTimer();
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.failAll(new Error('The image classifier stopped.'));
    await worker?.terminate();
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
