import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Reading the files under deploy/ the way systemd and nginx read them, for the multi-host test. */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const deployDir = fileURLToPath(new URL('..', import.meta.url));

export const readDeployFile = (name: string) => fs.readFileSync(`${deployDir}/${name}`, 'utf8');

/** The `[Service]` settings of a systemd unit: each key's values in order (ExecStart, Environment...). */
export function serviceSection(unitText: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of unitText.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading) {
      section = heading[1];
      continue;
    }
    if (section !== 'Service') continue;
    const index = line.indexOf('=');
    const key = line.slice(0, index).trim();
    settings.set(key, [...(settings.get(key) ?? []), line.slice(index + 1).trim()]);
  }
  return settings;
}

/** The one value of a unit setting; throws when it is missing or given twice. */
export function single(settings: Map<string, string[]>, key: string): string {
  const values = settings.get(key) ?? [];
  if (values.length !== 1)
    throw new Error(`expected one ${key}= in the unit, found ${values.length}`);
  return values[0];
}

/** systemd's EnvironmentFile= format: KEY=value lines, # comments, no expansion. */
export function environmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const index = line.indexOf('=');
    if (index <= 0) throw new Error(`not KEY=value: ${line}`);
    env[line.slice(0, index).trim()] = line.slice(index + 1).trim();
  }
  return env;
}

/**
 * `text` with each [from, to] replaced; each `from` must occur (what the test changes in a
 * shipped file is exactly this list, and a file that no longer has a line fails loudly).
 */
export function replaceEach(text: string, replacements: [string, string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) throw new Error(`the shipped file no longer contains "${from}"`);
    result = result.split(from).join(to);
  }
  return result;
}
