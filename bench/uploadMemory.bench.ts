/**
 * Peak memory of the server process while 16 uploads of 49 MB arrive at once (POST /api/photos,
 * an MP4 signature followed by filler: the server reads it all before refusing it with 415).
 * The server runs in its own process; its resident memory is read from /proc every 20 ms and
 * its high-water mark (VmHWM) at the end. BENCH_UPLOADS and BENCH_UPLOAD_MB change the load.
 */
import fs from 'node:fs/promises';
import { TestClient } from '../server/test/testClient';
import { streamUpload } from '../server/test/streamedUpload';
import { spawnServer } from './childServer';

const MB = 1024 * 1024;
const count = Number(process.env.BENCH_UPLOADS ?? 16);
const size = Number(process.env.BENCH_UPLOAD_MB ?? 49) * MB;
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(4),
  Buffer.from('isomiso2'),
]);

async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

const server = await spawnServer(['server']);
try {
  const client = new TestClient(server.url);
  const registered = await client.post('/api/auth/register', {
    username: `bench${Date.now()}`,
    email: `bench${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
  const token = (registered.body as { token: string }).token;
  // Resets the child's high-water mark (VmHWM) so it covers the uploads only (Linux 4.0+).
  await fs.writeFile(`/proc/${server.pid}/clear_refs`, '5').catch(() => undefined);
  const before = await memoryOf(server.pid);
  let sampled = before.rss;
  const timer = setInterval(() => {
    void memoryOf(server.pid).then((now) => (sampled = Math.max(sampled, now.rss)));
  }, 20);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      streamUpload(server.url, {
        method: 'POST',
        path: '/api/photos',
        token,
        field: 'image',
        filename: `clip${index}.mp4`,
        head: MP4_HEAD,
        size,
      }),
    ),
  );
  clearInterval(timer);
  const after = await memoryOf(server.pid);
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
  const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
  console.log(
    `${count} uploads of ${mb(size)} in ${Date.now() - started} ms (status ${statuses}): ` +
      `server RSS before ${mb(before.rss)}, peak sampled ${mb(sampled)}, ` +
      `high-water mark ${mb(after.peak)} (growth ${mb(after.peak - before.rss)})`,
  );
} finally {
  await server.close();
}
