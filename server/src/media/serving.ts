import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../platform/errors';
import { parseRangeHeader } from './byteRange';
import { STORED_MEDIA_CACHE_CONTROL, contentTypeOf, storedName } from './publicPaths';
import { RangeNotSatisfiable, type ByteRange, type MediaStore, type StoredFileInfo } from './types';

export const MEDIA_NOT_FOUND = 'File not found.';
export const RANGE_NOT_SATISFIABLE = 'The requested range is not in the file.';

/** A redirect to MEDIA_PUBLIC_URL may be kept for an hour; the address could change after that. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Serves stored media at its public path (/uploads/folder/uuid.ext) from whichever store holds
 * it: whole files and single byte ranges (video seeking), entity tags for revalidation, and the
 * long cache an immutable name allows. With `publicUrl` (MEDIA_PUBLIC_URL) each path redirects
 * to the same name there instead, so the CDN or public bucket carries the bytes.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  store: MediaStore,
  publicUrl: string | undefined,
): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const publicPath = request.url.split('?')[0];
      const name = storedName(publicPath);
      if (!name) throw notFound(MEDIA_NOT_FOUND);
      if (publicUrl)
        return reply
          .code(302)
          .header('Cache-Control', REDIRECT_CACHE_CONTROL)
          .header('Location', `${publicUrl}/${name}`)
          .send();

      const ifNoneMatch = request.headers['if-none-match'];
      const ifRange = request.headers['if-range'];
      let range = parseRangeHeader(request.headers.range);
      if (ifNoneMatch || request.method === 'HEAD' || (range && ifRange)) {
        const info = await store.stat(publicPath);
        if (!info) throw notFound(MEDIA_NOT_FOUND);
        describe(reply, name, info);
        if (ifNoneMatch && etagListHas(ifNoneMatch, info.etag)) return reply.code(304).send();
        if (request.method === 'HEAD')
          return reply.header('Content-Length', String(info.size)).send();
        // A range of an older version than the client holds would corrupt its copy: send all.
        if (range && ifRange && ifRange !== info.etag) range = undefined;
      }
      return sendOpened(reply, store, publicPath, name, range);
    },
  });
}

async function sendOpened(
  reply: FastifyReply,
  store: MediaStore,
  publicPath: string,
  name: string,
  range: ByteRange | undefined,
): Promise<FastifyReply> {
  try {
    const opened = await store.open(publicPath, range);
    if (!opened) throw notFound(MEDIA_NOT_FOUND);
    describe(reply, name, opened);
    reply.header('Content-Length', String(opened.end - opened.start + 1));
    if (range)
      reply.code(206).header('Content-Range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
    return reply.send(opened.body);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    reply.header('Content-Range', `bytes */${error.size}`);
    throw new AppError('rangeNotSatisfiable', RANGE_NOT_SATISFIABLE);
  }
}

function describe(reply: FastifyReply, name: string, info: StoredFileInfo): void {
  reply
    .header('Content-Type', contentTypeOf(name))
    .header('Cache-Control', STORED_MEDIA_CACHE_CONTROL)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', info.etag)
    .header('Last-Modified', info.modifiedAt.toUTCString());
}

/** If-None-Match: `*` or a list of tags, weak ones matching too (RFC 9110 §13.1.2). */
function etagListHas(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}
