import type { FrameScores } from './frameVerdict';
import type { FrameReply, FrameRequest } from './frameWorker';

/** Test seams on window: fixed scores instead of the model, and timing of real classifications. */
declare global {
  interface Window {
    /** When set, every sample gets these scores and the model is not asked (tests only). */
    __serendipFrameScores?: FrameScores;
    /** Filled by each real classification: count, total time, backend (read by the e2e test). */
    __serendipFrameStats?: { samples: number; totalMs: number; backend: string };
    /** When set before a call, its videos are neither checked nor blurred (tests only). */
    __serendipFrameCheckOff?: boolean;
  }
}

/** The model's input side (MobileNetV2). */
export const FRAME_PX = 224;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: FrameReply) => void>();

/** One worker for the page, started on first use (so the model loads only on /video-chat). */
function frameWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./frameWorker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<FrameReply>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  };
  return worker;
}

/**
 * Starts the worker (and so the model's load, 3-15 s) ahead of the first stranger, so a new
 * stranger's tile stays blurred only for one classification. Called when /video-chat opens:
 * the model still loads on that page only.
 */
export function warmUpFrameCheck(): void {
  if (window.__serendipFrameCheckOff || typeof Worker === 'undefined') return;
  frameWorker();
}

/** Classifies one 224x224 frame in the worker (or answers the test seam's scores). */
export async function classifyFrame(frame: ImageData): Promise<FrameScores> {
  if (window.__serendipFrameScores) return window.__serendipFrameScores;
  const id = nextId++;
  const reply = await new Promise<FrameReply>((resolve) => {
    pending.set(id, resolve);
    const request: FrameRequest = {
      id,
      width: frame.width,
      height: frame.height,
      pixels: frame.data,
    };
    frameWorker().postMessage(request, [frame.data.buffer]);
  });
  if ('error' in reply) throw new Error(reply.error);
  const stats = (window.__serendipFrameStats ??= { samples: 0, totalMs: 0, backend: '' });
  stats.samples += 1;
  stats.totalMs += reply.ms;
  stats.backend = reply.backend;
  return reply.scores as FrameScores;
}
