import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpRoute } from '@serendip/protocol';
import type { AppContext } from './context';
import { routeRegistrar } from './httpRoutes';

const entry = httpRoute({
  method: 'GET',
  path: '/api/example/:id',
  result: z.object({ _id: z.string(), count: z.number(), note: z.string().optional() }),
});

/** A bare app with one route of `entry` answering `answer`, answers checked or not. */
async function appAnswering(answer: unknown, checkResults: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  const ctx = { hub: undefined, config: { checkResults, rateLimits: false } };
  const route = routeRegistrar(app, ctx as unknown as Pick<AppContext, 'hub' | 'config'>);
  // The handler's type is the entry's result; the test answers what it likes on purpose.
  route(entry, {}, async () => answer as z.input<typeof entry.result>);
  await app.ready();
  apps.push(app);
  return app;
}

const apps: Awaited<ReturnType<typeof Fastify>>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('routeRegistrar with checkResults', () => {
  it('sends an answer that matches the result schema, extras included', async () => {
    const app = await appAnswering({ _id: 'a', count: 2, extra: true }, true);
    const response = await app.inject({ method: 'GET', url: '/api/example/a' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: 'a', count: 2, extra: true });
  });

  it('answers 500 naming the route and the field when the answer does not match', async () => {
    const app = await appAnswering({ _id: 'a', count: '2' }, true);
    const response = await app.inject({ method: 'GET', url: '/api/example/a' });
    expect(response.statusCode).toBe(500);
    const { message } = response.json() as { message: string };
    expect(message).toContain('GET /api/example/:id does not match its result schema');
    expect(message).toContain('count');
  });

  it('checks the answer as JSON carries it (a Date is a string there)', async () => {
    const app = await appAnswering({ _id: 'a', count: 1, note: new Date(0) }, true);
    const response = await app.inject({ method: 'GET', url: '/api/example/a' });
    expect(response.statusCode).toBe(200);
  });

  it('sends whatever the handler answers when the check is off', async () => {
    const app = await appAnswering({ _id: 'a', count: '2' }, false);
    const response = await app.inject({ method: 'GET', url: '/api/example/a' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: 'a', count: '2' });
  });
});
