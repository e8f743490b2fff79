/**
 * Sends a burst of logins from a process of its own, so the benchmark process that times chat
 * messages is not the one parsing 100 login responses (its own event loop would add to the
 * latency it measures). The process is started and loaded first (readyLoginBurst), so its start
 * is not inside the window the chat is timed in; fire() then sends the burst and answers each
 * login's time over IPC.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TestClient } from '../server/test/testClient';

interface Burst {
  url: string;
  identifiers: string[];
  password: string;
}

const here = fileURLToPath(import.meta.url);

/** Starts the burst process and waits until it is loaded; fire() sends the burst. */
export async function readyLoginBurst(): Promise<{ fire(burst: Burst): Promise<number[]> }> {
  const child = fork(here, ['child'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`login burst exited with ${code}`)));
    child.once('message', () => resolve());
  });
  return {
    fire: (burst) =>
      new Promise((resolve, reject) => {
        child.removeAllListeners('exit');
        child.once('exit', (code) => reject(new Error(`login burst exited with ${code}`)));
        child.once('message', (reply: { times?: number[]; error?: string }) => {
          child.removeAllListeners('exit');
          child.kill();
          if (reply.times) resolve(reply.times);
          else reject(new Error(reply.error));
        });
        child.send(burst);
      }),
  };
}

/** One login as the web app sends it (anti-forgery cookie and header); its time in ms. */
async function login(url: string, identifier: string, password: string): Promise<number> {
  const begun = performance.now();
  const { status, body } = await new TestClient(url).post('/api/auth/login', {
    identifier,
    password,
  });
  if (status >= 300) throw new Error(`login: ${status} ${JSON.stringify(body)}`);
  return performance.now() - begun;
}

if (process.argv[2] === 'child') {
  process.once('message', (burst: Burst) => {
    Promise.all(burst.identifiers.map((name) => login(burst.url, name, burst.password))).then(
      (times) => process.send!({ times }),
      (error: Error) => process.send!({ error: error.message }),
    );
  });
  process.send!('ready');
}
