import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { isMediaFileName } from '../media/media-files';

/**
 * GET /media/<file> from DATA_DIR/media. Media files never change under a name, so they are
 * cached for a year as immutable, with an ETag; anything else is a 404 error body.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    if (!isMediaFileName(req.params.file)) throw notFound();
    reply.header('cache-control', MEDIA_CACHE_CONTROL);
    return reply.sendFile(req.params.file, ctx.mediaDir, { cacheControl: false, etag: true, dotfiles: 'deny' });
  });
}
