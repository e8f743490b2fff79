import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

// Operator commands (npm run admin|backup|restore) and servers run as real processes on an
// embedded database in a DATA_DIR, as an operator runs them.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const COMMAND_TIMEOUT_MS = 90_000;

const SCRIPTS = {
  admin: 'server/src/operations/adminCli.ts',
  backup: 'server/src/operations/backupCli.ts',
  restore: 'server/src/operations/restoreCli.ts',
  server: 'server/src/main.ts',
} as const;

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** From spawn to exit. */
  ms: number;
}

/**
 * Runs one command to its end with only the given environment (no DATABASE_URL from the test's
 * own: these commands are about the embedded database unless told).
 */
export function runCommand(
  command: keyof typeof SCRIPTS,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPTS[command], ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), COMMAND_TIMEOUT_MS);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

/** A new empty folder for a DATA_DIR. */
export const newDataDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'serendip-ops-'));

/**
 * A new DATA_DIR holding the migrated template database, so that a server starts on it without
 * initdb (seconds); without a PGlite template (DATABASE_URL runs) the server makes its own.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = await newDataDir();
  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) return dataDir;
  const template = new Blob([await fs.readFile(templatePath)], { type: 'application/x-gzip' });
  const database = new PGlite(path.join(dataDir, 'db'), { loadDataDir: template });
  await database.waitReady;
  await database.close();
  return dataDir;
}
