import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { sessionViewer } from '../auth/session-viewer';
import { canViewOwner } from '../domain/visibility';
import { notFound } from '../http/errors';
import { mediaAccess } from '../media/media-access';
import { isMediaFileName } from '../media/media-files';

/**
 * GET /media/<file> from DATA_DIR/media, as far as the viewer may see it (issue 11 item 8;
 * server/media/media-access.ts). Media files never change under a name:
 * - public media (profile pictures, published posts and stories of public accounts) are
 *   cached for a year as immutable, by any cache;
 * - media of private accounts, drafts and unconfigured uploads go only to the viewers allowed
 *   to see them (the session cookie is read, never set), cached an hour on the viewer's own
 *   device only (`private`, Vary: Cookie: another login on the same browser asks again);
 * - anyone else, and any unknown or unsafe name, gets the 404 error body: a refusal does not
 *   tell that the file exists.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_MEDIA_CACHE_CONTROL = 'private, max-age=3600';

export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    const file = req.params.file;
    if (!isMediaFileName(file)) throw notFound();
    const viewer = sessionViewer(ctx, req);
    const viewerId = viewer?.id ?? null;
    const ownerIsPublic = (id: number): boolean => ctx.repos.users.byId(id)?.isPrivate === false;
    const viewerMaySee = (id: number): boolean => {
      const owner = ctx.repos.users.byId(id);
      return owner !== undefined && canViewOwner(ctx.repos, viewerId, owner);
    };
    const viewerInThread = (threadId: number): boolean => {
      const state = viewerId === null ? undefined : ctx.repos.direct.participant(threadId, viewerId)?.state;
      return state === 'active' || state === 'pending';
    };
    const access = mediaAccess(file, ctx.repos.mediaRefs.refsOf(file), { viewerId, ownerIsPublic, viewerMaySee, viewerInThread, nowSeconds: nowSeconds(ctx) });
    if (access === 'refused') throw notFound();
    if (access === 'private') reply.header('cache-control', PRIVATE_MEDIA_CACHE_CONTROL).header('vary', 'Cookie');
    else reply.header('cache-control', MEDIA_CACHE_CONTROL);
    return reply.sendFile(file, ctx.mediaDir, { cacheControl: false, etag: true, dotfiles: 'deny' });
  });
}
