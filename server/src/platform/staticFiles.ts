import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDist } from './paths';

/**
 * Files under assets/ carry a content hash in their name, so they never change: a year and
 * `immutable`. Everything else (index.html, icons) is checked with the server on every use.
 */
function webCacheControl(filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The built web app with history fallback to index.html (media/serving.ts serves /uploads/). */
export async function serveFiles(app: FastifyInstance): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (web/vite.config.ts); the one the
      // browser accepts is sent as is, so nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', webCacheControl(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isAppRoute = request.method === 'GET' && !/^\/(api|uploads|socket\.io)(\/|$)/.test(url);
    if (isAppRoute && hasWeb)
      return reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html', webDist);
    if (isAppRoute)
      return reply.code(503).send({ message: 'The web app is not built. Run npm run build.' });
    return reply.code(404).send({ message: `No route for ${request.method} ${url}.` });
  });
}
