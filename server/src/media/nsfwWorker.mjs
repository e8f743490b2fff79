// The image classifier's worker thread (plain JS so it runs as is from src/ and from dist/).
// It loads nsfwjs's MobileNetV2 (shipped inside the npm package) on tfjs's WASM backend once,
// then answers { id, pixels, width, height } (RGB bytes) with { id, scores } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load } from 'nsfwjs';

const require = createRequire(import.meta.url);
const wasmDir = path.dirname(
  require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
);

async function start() {
  setWasmPaths(`${wasmDir}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const model = await load('MobileNetV2');
  return model;
}

const ready = start();
ready.then(
  () => parentPort?.postMessage({ ready: true }),
  (error) => parentPort?.postMessage({ ready: false, error: String(error?.stack ?? error) }),
);

parentPort?.on('message', async ({ id, pixels, width, height }) => {
  try {
    const model = await ready;
    const input = tf.tensor3d(new Uint8Array(pixels), [height, width, 3], 'int32');
    const predictions = await model.classify(input, 5);
    input.dispose();
    const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
    parentPort?.postMessage({ id, scores });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error?.message ?? error) });
  }
});
