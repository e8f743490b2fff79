import { spawnSync } from 'node:child_process';

/** Runs a command to its end; throws with its output when it cannot run or fails. */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout + result.stderr;
}

/** A one-day self-signed EC certificate and its key, for the test's TLS endpoints. */
export function selfSignedCertificate(
  files: { key: string; certificate: string },
  commonName: string,
  subjectAltName?: string,
): void {
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${commonName}`,
    ...(subjectAltName ? ['-addext', `subjectAltName=${subjectAltName}`] : []),
    '-keyout',
    files.key,
    '-out',
    files.certificate,
  ]);
}
