// A password-hashing worker thread (plain JS so it runs as is from src/ and from dist/).
// It answers { id, op: 'hash' | 'verify', password, hash?, options } with { id, result } or
// { id, error }, one job at a time, on this thread (argon2's sync calls: not libuv's pool).
import { parentPort } from 'node:worker_threads';
import fs from 'node:fs';
import os from 'node:os';
import { hashSync, verifySync } from '@node-rs/argon2';

/** How much lower than the event loop this thread runs (nice 0 → 19, the lowest). */
const NICE = 19;

// On Linux nice is per thread: lowering this one's lets the kernel give the event loop the CPU
// whenever both want it, so a burst of logins slows logins, not chat.
// Elsewhere (no /proc/thread-self) the worker simply runs at normal priority.
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(threadId, NICE);
} catch {
  // not Linux, or not allowed: normal priority
}

parentPort?.on('message', ({ id, op, password, hash, options }) => {
  try {
    const result = op === 'verify' ? verifySync(hash, password) : hashSync(password, options);
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error?.message ?? error) });
  }
});
