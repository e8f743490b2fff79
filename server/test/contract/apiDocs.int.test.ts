import { describe, expect, it } from 'vitest';
import { httpRouteList } from '@serendip/protocol';
import { sharedTestServer } from '../support';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { description?: string; content?: unknown }>;
}

/** /api/docs is generated from the route entries: each shows its inputs and its answer. */
describe('/api/docs', () => {
  const server = sharedTestServer();

  it('documents every route entry with its schemas', async () => {
    const docs = await server.client().get('/api/docs/json');
    expect(docs.status).toBe(200);
    const paths = docs.body.paths as Record<string, Record<string, Operation>>;
    const gaps = httpRouteList().flatMap((entry) => {
      const path = entry.path.replace(/:(\w+)/g, '{$1}');
      const operation = paths[path]?.[entry.method.toLowerCase()];
      const name = `${entry.method} ${entry.path}`;
      if (!operation) return [`${name}: missing`];
      const places = new Set(operation.parameters?.map((parameter) => parameter.in));
      return [
        entry.body && !entry.upload && !operation.requestBody?.content?.['application/json']
          ? `${name}: no body schema`
          : [],
        entry.query && !places.has('query') ? `${name}: no query parameters` : [],
        entry.path.includes(':') && !places.has('path') ? `${name}: no path parameters` : [],
        operation.responses?.['2XX'] === undefined ? `${name}: no answer` : [],
      ].flat();
    });
    expect(gaps).toEqual([]);
  });

  it('spells out a result given as a zod object', async () => {
    const docs = await server.client().get('/api/docs/json');
    const answer = docs.body.paths['/api/auth/logout'].post.responses['2XX'];
    expect(answer.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });
});
