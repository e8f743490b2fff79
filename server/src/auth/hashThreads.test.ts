import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

/** A thread's nice value: field 19 of its /proc stat line. */
function niceOf(statPath: string): number {
  const stat = fs.readFileSync(statPath, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing ')' do not.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

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
