import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

/** A thread's nice value: field 19 of its /proc stat line. */
function niceOf(statPath: string): number {
  const stat = fs.readFileSync(statPath, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing ')' do not.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const serverRoot = path.resolve(import.meta.dirname, '../..');

const threadNiceValues = () =>
  fs.readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}/stat`));

describe('password hashing threads', () => {
  it('hashes and verifies on a worker thread that runs at a lower priority than the event loop', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'anything')).resolves.toBe(false);
    // The hashing thread lowered its own priority; this (the event loop's) thread did not.
    expect(threadNiceValues()).toContain(19);
    expect(niceOf('/proc/thread-self/stat')).toBe(0);
  });
});

describe('password hashing threads and the process', () => {
  it('keep a script alive until its hash is done, and not after', async () => {
    // A script that hashes and then has nothing left to do: it must print the hash and exit.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-hash-'));
    const script = path.join(dir, 'hashOnce.ts');
    const passwords = pathToFileURL(path.join(import.meta.dirname, 'passwords.ts')).href;
    fs.writeFileSync(
      script,
      `import { hashPassword } from '${passwords}';\n` +
        "hashPassword('correct horse battery').then((hash) => console.log(hash));\n",
    );
    try {
      const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>(
        (resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverRoot });
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          const timer = setTimeout(() => {
            child.kill();
            reject(new Error('the script did not exit: a hashing thread kept it alive'));
          }, 20_000);
          child.on('error', reject);
          child.on('exit', (exitCode) => {
            clearTimeout(timer);
            resolve({ stdout: out, code: exitCode });
          });
        },
      );
      expect(code).toBe(0);
      expect(stdout).toMatch(/^\$argon2id\$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
