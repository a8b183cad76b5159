import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadPath } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { ChildrenInput, Creation, jsonField, LocationInput, textField, uploadIdField, UsertagsInput } from '../creation/fields';
import { checkMedia, toNewMedia } from '../creation/media-rules';
import { checkChildFree, priorPost } from '../creation/prior-use';
import { resolveLocation, resolveUsertags } from '../creation/resolve-fields';
import { newShortcode } from '../creation/shortcode';
import { requireViewer } from '../domain/visibility';
import { serializePost } from '../graphql/serialize-post';
import { badRequest } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { publishCaptionMentions } from '../push/publish';
import { requireReady } from '../uploads/readiness';

/**
 * POST /create/configure/ (001 §7): publishes uploaded media as a feed post, taken now.
 * {upload_id, caption, location, usertags, custom_accessibility_caption, children}; children
 * (our addition) makes a carousel of 2 to 10 upload_ids, upload_id then being the carousel's
 * own id. Idempotent by X-Mutation-Id and by upload_id. Answers {status:'ok', media: WirePost}.
 */
const ConfigureBody = z.object({
  upload_id: uploadIdField,
  caption: textField(Creation.captionMax, 'a caption').optional(),
  location: jsonField(LocationInput),
  usertags: jsonField(UsertagsInput),
  custom_accessibility_caption: textField(Creation.accessibilityCaptionMax, 'alt text').optional(),
  children: jsonField(ChildrenInput),
});

const orNull = (s: string | undefined): string | null => (s === undefined || s.trim() === '' ? null : s.trim());

export function configureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(UploadPath.configure, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const body = parseInput(ConfigureBody, req.body);
      const prior = priorPost(ctx, viewer.id, body.upload_id, 'feed');
      if (prior) return ok({ status: 'ok', media: serializePost(ctx, viewer.id, prior) });
      const ids = body.children ?? [body.upload_id];
      if (new Set(ids).size !== ids.length) throw badRequest('children: an upload can be in a carousel once');
      const ready = ids.map((id) => {
        if (body.children) checkChildFree(ctx, viewer.id, id);
        return requireReady(ctx, viewer.id, id, body.children ? 'children' : 'upload_id');
      });
      for (const r of ready) checkMedia(r, 'feed');
      const alt = orNull(body.custom_accessibility_caption);
      const post = ctx.repos.posts.create({
        shortcode: newShortcode(),
        ownerId: viewer.id,
        kind: ready.length > 1 ? 'sidecar' : ready[0]?.video ? 'video' : 'image',
        caption: orNull(body.caption),
        commentsDisabled: false,
        locationId: resolveLocation(ctx, viewer.id, body.location),
        takenAt: nowSeconds(ctx),
        uploadId: body.upload_id,
        media: ready.map((r, i) => toNewMedia(r, i === 0 ? alt : null)),
      });
      ctx.repos.posts.setUsertags(post.id, resolveUsertags(ctx, body.usertags));
      publishCaptionMentions(ctx, viewer, post, post.caption);
      for (const id of ids) ctx.repos.uploadMedia.consume(id, { postId: post.id }, nowSeconds(ctx));
      return ok({ status: 'ok', media: serializePost(ctx, viewer.id, post) });
    });
  });
}
