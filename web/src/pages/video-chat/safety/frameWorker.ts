/// <reference lib="webworker" />
// Classifies sampled video frames off the page's main thread with nsfwjs (MobileNetV2). The
// model's files are bundled by Vite into this worker's chunks, so they come from our own server
// and load only when /video-chat starts checking a stranger's video. WebGL where the browser
// has a GPU, else WASM.
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
// nsfwjs/core with one model definition: only MobileNetV2 (not all three models) is bundled.
import { load } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreaded from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

export interface FrameRequest {
  id: number;
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}
export type FrameReply =
  | { id: number; scores: Record<string, number>; ms: number; backend: string }
  | { id: number; error: string };

/** A real GPU: WebGL unless it is Chromium's software renderer (slower than WASM there). */
function hasGpu(): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false;
  const gl =
    new OffscreenCanvas(1, 1).getContext('webgl2') ?? new OffscreenCanvas(1, 1).getContext('webgl');
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  return !/swiftshader|llvmpipe|software/i.test(renderer);
}

async function start() {
  let ready = false;
  if (hasGpu()) {
    try {
      ready = await tf.setBackend('webgl');
    } catch {
      ready = false;
    }
  }
  if (!ready) {
    setWasmPaths({
      'tfjs-backend-wasm.wasm': wasmPlain,
      'tfjs-backend-wasm-simd.wasm': wasmSimd,
      'tfjs-backend-wasm-threaded-simd.wasm': wasmThreaded,
    });
    await tf.setBackend('wasm');
  }
  await tf.ready();
  return load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
}

const model = start();

self.onmessage = async (event: MessageEvent<FrameRequest>) => {
  const { id, width, height, pixels } = event.data;
  try {
    const classifier = await model;
    const began = performance.now();
    const image = tf.tidy(() =>
      tf.browser.fromPixels({ data: new Uint8Array(pixels.buffer), width, height }, 3),
    );
    const predictions = await classifier.classify(image, 5);
    image.dispose();
    const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
    const reply: FrameReply = {
      id,
      scores,
      ms: performance.now() - began,
      backend: tf.getBackend(),
    };
    self.postMessage(reply);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies FrameReply);
  }
};
