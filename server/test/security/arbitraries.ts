import fc from 'fast-check';
import { Writable } from 'node:stream';
import pino from 'pino';

/**
 * Hostile inputs for the property tests: full Unicode (any code point, lone surrogates, control
 * characters, combining marks, right-to-left overrides), wrong JSON types, and values that look
 * right, so that requests reach past validation as often as they stop at it.
 */

/** Runs per route and per socket event (SECURITY_RUNS, at least 1,000 by default). */
export const RUNS = Number(process.env.SECURITY_RUNS ?? 1000);
/** Inputs sent at once: one fast-check run is a batch of this many parallel requests or events. */
export const BATCH = 50;
/** fast-check's numRuns for a property over batches, so that runs × BATCH ≥ RUNS. */
export const BATCH_RUNS = Math.max(1, Math.ceil(RUNS / BATCH));
/** Set SECURITY_SEED to replay a failure (fast-check prints the seed and the shrunk input). */
export const SEED = process.env.SECURITY_SEED ? Number(process.env.SECURITY_SEED) : undefined;

const tricky = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\r\n\t',
  '\ud800',
  '\udfff',
  '\u202egnp.exe',
  '\ufeff',
  'Z\u0351\u0352\u0353\u0354\u0355',
  '👩‍👩‍👧‍👦',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '$where',
  '__proto__',
  'constructor',
  '%00',
  '%FF',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '𝕏'.repeat(400),
  'a'.repeat(5000),
);

/** One character that has broken text handling somewhere: NUL most of all. */
const hostileCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('\u0000') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u001b',
      '\u007f',
      '\u0085',
      '\u202e',
      '\ufeff',
      '\u200b',
      '\r',
      '\n',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  },
);

/** Plausible text with a hostile character spiked in somewhere. */
const spiked: fc.Arbitrary<string> = fc
  .tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), hostileCharacter, fc.nat())
  .map(([text, character, at]) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + character + text.slice(index);
  });

/** A string of any Unicode: code points of any plane, graphemes, spiked text, or known trouble. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 5, arbitrary: spiked },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 200, maxLength: 3000 }) },
  { weight: 2, arbitrary: tricky },
);

/** Any JSON value a client could send in place of a field, text most often. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(anyText, anyText, { maxKeys: 3 }) },
);

/** A field that is often plausible (so work goes past validation) and otherwise hostile. */
export const field = (plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 2, arbitrary: plausible },
    { weight: 3, arbitrary: anyText },
    { weight: 1, arbitrary: anyValue },
  );

/** Plausible text: any graphemes, short. */
export const words = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });

/**
 * Objects with the given real field names, built from each field's valid values: often all valid
 * but one field hostile (so the hostile value reaches the code behind validation), sometimes all
 * valid, sometimes any mix with fields missing or extra, sometimes not an object at all.
 */
export function body(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const names = Object.keys(valid);
  const allValid = fc.record(valid);
  const mixed = fc.record(Object.fromEntries(names.map((name) => [name, field(valid[name])])), {
    requiredKeys: [],
  });
  const hostile = fc.oneof({ weight: 4, arbitrary: anyText }, { weight: 1, arbitrary: anyValue });
  const oneHostile = names.length
    ? fc
        .tuple(allValid, fc.constantFrom(...names), hostile)
        .map(([base, name, value]) => ({ ...base, [name]: value }))
    : allValid;
  const extra = fc
    .tuple(mixed, fc.dictionary(anyText, anyValue, { maxKeys: 3 }))
    .map(([known, more]) => ({ ...more, ...known }));
  return fc.oneof(
    { weight: 6, arbitrary: oneHostile },
    { weight: 1, arbitrary: allValid },
    { weight: 2, arbitrary: mixed },
    { weight: 1, arbitrary: extra },
    { weight: 1, arbitrary: anyValue },
  );
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as a browser sends). */
export const encode = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
  ).join('');

/** A path segment: one of the known ids (own, someone else's), a random UUID, or anything. */
export const segment = (known: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: anyText.filter((text) => text !== '').map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%FF%FE', '%C0%AF', '..%2F..', '%E2%80%AE', '%2e%2e') },
  );

/** Error-level log lines of a server (a 500 or a failed socket event logs one). */
export function errorLog(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'error' }, stream), lines };
}

/** Runs `send` over every input with at most `width` at once (inputs of one batch). */
export async function inParallel<T, R>(
  inputs: T[],
  send: (input: T) => Promise<R>,
  width = BATCH,
): Promise<R[]> {
  const results: R[] = new Array(inputs.length);
  let next = 0;
  const lane = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await send(inputs[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, inputs.length) }, lane));
  return results;
}
