import { describe, expect, it } from 'vitest';
import { httpRouteList } from '@serendip/protocol';
import { sharedTestServer } from '../support';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}

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

  it('spells out every answer: an object with its fields, or a list of them', async () => {
    const docs = await server.client().get('/api/docs/json');
    const paths = docs.body.paths as Record<string, Record<string, Operation>>;
    const bare = httpRouteList().flatMap((entry) => {
      const path = entry.path.replace(/:(\w+)/g, '{$1}');
      const answer = paths[path]?.[entry.method.toLowerCase()]?.responses?.['2XX'];
      const schema = (answer?.content as Record<string, { schema?: JsonSchema }> | undefined)?.[
        'application/json'
      ]?.schema;
      const shape = schema?.type === 'array' ? schema.items : schema;
      const fields = Object.keys(shape?.properties ?? {});
      return fields.length > 0 ? [] : [`${entry.method} ${entry.path}`];
    });
    expect(bare).toEqual([]);
  });

  it("shows the user entity with the spec's fields required and our extras optional", async () => {
    const docs = await server.client().get('/api/docs/json');
    const answer = docs.body.paths['/api/users/profile'].get.responses['2XX'];
    const schema = answer.content['application/json'].schema as JsonSchema;
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'username', 'email', 'blockedUsers', 'restriction']),
    );
    expect(schema.required).toEqual(
      expect.arrayContaining(['_id', 'username', 'email', 'onboardingCompleted']),
    );
    expect(schema.required).not.toContain('restriction');
    expect(schema.properties?.restriction?.properties).toHaveProperty('appealUntil');
  });
});
