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
 * nsfwjs (MobileNetV2 on tfjs's WASM backend) in one worker thread, so classification never
 * blocks the event loop. The model loads once, on first use (or `warmUp`); requests queue in
 * the worker. The image is decoded and scaled to 224x224 RGB here, with sharp.
 */
export class ImageClassifier {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly logger: Logger) {}

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
    const pixels = await sharp(image, { limitInputPixels: 64_000_000 })
      .rotate()
      .resize(INPUT_PX, INPUT_PX, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    await this.warmUp();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker!.postMessage({ id, pixels, width: INPUT_PX, height: INPUT_PX });
    });
  }

  async close(): Promise<void> {
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
