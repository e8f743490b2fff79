// Images on upload: how many images the classifier handles per second on this
// machine, and what the check adds to an upload (POST /api/photos) beside the same upload
// without it, in one command: two servers in this process, IMAGE_CLASSIFIER on and off.
// Usage: npm run bench:images   (BENCH_IMAGES=60 uploads per server by default)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { createLogger } from '../server/src/platform/logger';
import { ImageClassifier } from '../server/src/media/imageClassifier';
import { samplePicture } from '../server/test/pictures';
import { benchServerEnv } from './serverEnv';
import { percentile } from './sockets';

const COUNT = Number(process.env.BENCH_IMAGES ?? 60);
const pictures = await Promise.all(
  Array.from({ length: COUNT }, (_, index) => samplePicture(1000 + index, 1280)),
);

// 1. The classifier alone: one worker, images sent one after another, then all at once.
const classifier = new ImageClassifier(createLogger('warn'));
const loadStart = performance.now();
await classifier.warmUp();
const loadMs = performance.now() - loadStart;
let start = performance.now();
for (const picture of pictures) await classifier.classify(picture);
const sequentialRate = (COUNT / (performance.now() - start)) * 1000;
start = performance.now();
await Promise.all(pictures.map((picture) => classifier.classify(picture)));
const queuedRate = (COUNT / (performance.now() - start)) * 1000;
await classifier.close();

// 2. Uploads through the whole server, with and without the check.
// Double-submit anti-forgery: the same value as cookie and header.
const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

async function uploadLatencies(classifierOn: boolean): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-bench-images-'));
  const env = { ...benchServerEnv(dataDir), IMAGE_CLASSIFIER: classifierOn ? 'on' : 'off' };
  const server = await createServer({ config: loadConfig(env) });
  const port = await server.listen();
  const base = `http://127.0.0.1:${port}`;
  try {
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...XSRF },
      body: JSON.stringify({
        username: `bench${classifierOn ? 'on' : 'off'}`,
        email: `bench-${classifierOn}@example.com`,
        password: 'bench-password',
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const latencies: number[] = [];
    for (const [index, picture] of pictures.entries()) {
      const form = new FormData();
      form.append('caption', `bench ${index}`);
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'p.jpg');
      const began = performance.now();
      const response = await fetch(`${base}/api/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...XSRF },
        body: form,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`upload ${index}: ${response.status}`);
      // The first upload with the check waits for the model; count the steady state.
      if (index > 0 || !classifierOn) latencies.push(performance.now() - began);
    }
    return latencies;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const without = await uploadLatencies(false);
const withCheck = await uploadLatencies(true);
const row = (name: string, values: number[]) =>
  `| ${name} | ${values.length} | ${percentile(values, 0.5)!.toFixed(0)} ms | ${percentile(values, 0.99)!.toFixed(0)} ms |`;

console.log(`${os.cpus().length} CPUs, ${COUNT} pictures of 1280x960\n`);
console.log(`Model load (worker start, MobileNetV2 on tfjs WASM): ${(loadMs / 1000).toFixed(1)} s`);
console.log(`Classified one after another: ${sequentialRate.toFixed(1)} images/s`);
console.log(`Classified all queued at once: ${queuedRate.toFixed(1)} images/s\n`);
console.log('| POST /api/photos | uploads | p50 | p99 |');
console.log('|---|---|---|---|');
console.log(row('without the check (IMAGE_CLASSIFIER=off)', without));
console.log(row('with the check (IMAGE_CLASSIFIER=on)', withCheck));
const added = (p: number) => percentile(withCheck, p)! - percentile(without, p)!;
console.log(
  `\nAdded by the check: p50 ${added(0.5).toFixed(0)} ms, p99 ${added(0.99).toFixed(0)} ms`,
);
