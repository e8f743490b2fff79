import fc from 'fast-check';
import { anyText, body, encode, field } from './arbitraries';
import type { World } from './fixtures';

/** How httpRoutesFuzz.ts builds hostile requests for one route of its ROUTES. */

export interface RouteFuzz {
  params?: Record<string, (world: World) => fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<unknown>>;
  body?: fc.Arbitrary<unknown>;
  /** Ends the caller's sessions: run as a throwaway account so the attacker's token lives on. */
  signsOut?: true;
  /** Multipart: the real file field's name and the form's text fields. */
  form?: { file: string; text?: Record<string, fc.Arbitrary<unknown>> };
}

export interface Request {
  as: 'attacker' | 'visitor' | 'forged';
  path: string;
  query: string;
  json?: unknown;
  form?: FormData;
}

/** Arbitrary requests to one route, with its real parameter, query and body field names. */
export function requests(route: string, fuzz: RouteFuzz, world: World, image: Buffer) {
  const [, template] = route.split(' ');
  const params = fc.record(
    Object.fromEntries(
      Object.entries(fuzz.params ?? {}).map(([name, make]) => [name, make(world)]),
    ),
  );
  const query = (fuzz.query ? body(fuzz.query) : fc.constant({})).map((values) =>
    values && typeof values === 'object' && !Array.isArray(values)
      ? Object.entries(values)
          .flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map(
              (item) =>
                `${encode(name)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
            ),
          )
          .join('&')
      : '',
  );
  const form = fuzz.form
    ? fc
        .record({
          file: fc.oneof(fc.constant(fuzz.form.file), anyText),
          bytes: fc.oneof(
            fc.constant(image),
            fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
            fc
              .uint8Array({ maxLength: 512 })
              .map((bytes) => Buffer.concat([image.subarray(0, 64), bytes])),
          ),
          filename: anyText,
          type: fc.constantFrom(
            'image/jpeg',
            'image/png',
            'video/mp4',
            'text/html',
            'application/octet-stream',
            '',
          ),
          text: fc.record(
            Object.fromEntries(
              Object.entries(fuzz.form.text ?? {}).map(([name, valid]) => [name, field(valid)]),
            ),
            { requiredKeys: [] },
          ),
        })
        .map((spec) => {
          const data = new FormData();
          for (const [name, value] of Object.entries(spec.text))
            data.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
          data.append(
            spec.file,
            new Blob([new Uint8Array(spec.bytes)], { type: spec.type }),
            spec.filename,
          );
          return data;
        })
    : fc.constant(undefined);
  return fc.record({
    as: fc.oneof(
      { weight: 4, arbitrary: fc.constant('attacker' as const) },
      { weight: 1, arbitrary: fc.constant('visitor' as const) },
      { weight: 1, arbitrary: fc.constant('forged' as const) },
    ),
    path: params.map((values) =>
      template.replace(/:(\w+)/g, (_, name: string) => String(values[name])),
    ),
    query,
    json: fuzz.body ?? fc.constant(undefined),
    form,
  });
}
