import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every file the server build takes: sources, not tests. */
function sourceFiles(folder = SOURCE_ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

function importedModules(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
}

/** Test code lives under server/test/ so the build and the runtime never load a test runner. */
describe('server sources', () => {
  it('import neither vitest nor anything under server/test/', () => {
    const offenders = sourceFiles().flatMap((file) =>
      importedModules(file)
        .filter((module) => module === 'vitest' || /(^|\/)test\//.test(module))
        .map((module) => `${path.relative(SOURCE_ROOT, file)} imports ${module}`),
    );
    expect(offenders).toEqual([]);
  });
});
