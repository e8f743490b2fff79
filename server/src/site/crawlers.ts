import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATIC_PAGE_PATHS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';

/** Public pages worth indexing (open to all, not personal). */
const PUBLIC_PATHS = [
  '/',
  '/anonymous-chat',
  '/video-chat',
  '/rooms',
  '/trending',
  ...STATIC_PAGE_PATHS,
  '/bloglist',
  '/blog',
  '/blog2',
  '/transparency',
  '/register',
  '/login',
];

/** Personal or functional paths crawlers should leave alone. */
const DISALLOWED = ['/api/', '/uploads/', '/chat/', '/conversations', '/profile', '/search'];

/** The site's origin: PUBLIC_URL, else what the request was sent to. */
function origin(ctx: Pick<AppContext, 'config'>, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** /robots.txt and /sitemap.xml as real files (not the app's HTML). */
export async function registerCrawlerRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config'>,
): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
    lines.push('', `Sitemap: ${origin(ctx, request)}/sitemap.xml`, '');
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const base = origin(ctx, request);
    const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${base}${path}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
