import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { receiveUpload, uploadOffset } from '../uploads/receive';
import type { RuploadRoute } from '../uploads/rupload-headers';

/**
 * 001 §7 Creation and upload: /rupload_igphoto/{entity} and /rupload_igvideo/{entity}.
 * In their own scope every body is a raw byte stream handed to the handler unread (no
 * buffering, no bodyLimit: the entity's length and its kind's limit bound it).
 */
type Params = { Params: { entity: string } };

export function ruploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => {
      done(null, payload);
    });
    const routes: [string, RuploadRoute][] = [
      ['/rupload_igphoto/:entity', 'photo'],
      ['/rupload_igvideo/:entity', 'video'],
    ];
    for (const [path, route] of routes) {
      scope.get<Params>(path, async (req) => uploadOffset(ctx, req, route));
      scope.post<Params>(path, async (req, reply) => receiveUpload(ctx, req, reply, route));
    }
  });
}
