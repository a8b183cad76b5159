import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadLimits, UploadPath } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { flagField, textField, uploadIdField } from '../creation/fields';
import { checkMedia, toNewMedia } from '../creation/media-rules';
import { priorPost } from '../creation/prior-use';
import { newShortcode } from '../creation/shortcode';
import { requireViewer } from '../domain/visibility';
import { serializePost } from '../graphql/serialize-post';
import { ok, sendMutation } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { publishCaptionMentions } from '../push/publish';
import { requireReady } from '../uploads/readiness';

/**
 * POST /igtv/configure_to_igtv/ (001 §7) {upload_id, title, caption, publish_mode,
 * igtv_share_preview_to_feed}: a long video (001 §5: 60 to 3600 s, title at most 75
 * characters, description at most 2200, JPEG cover). publish_mode igtv_draft keeps it
 * unpublished, seen only by its owner (GET /api/v1/igtv/drafts/). Idempotent by X-Mutation-Id and
 * upload_id. Answers {status:'ok', media: WirePost} with product_type, title, is_published.
 */
export const PublishMode = z.enum(['igtv', 'igtv_draft']);

export const igtvTitle = textField(UploadLimits.igtvTitleMax, 'a title');
export const igtvDescription = textField(UploadLimits.igtvDescriptionMax, 'a description');

const IgtvBody = z.object({
  upload_id: uploadIdField,
  title: igtvTitle.pipe(z.string().trim().min(1, 'an IGTV video needs a title')),
  caption: igtvDescription.optional(),
  publish_mode: PublishMode.default('igtv'),
  igtv_share_preview_to_feed: flagField.optional(),
});

export function configureIgtvRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(UploadPath.configureToIgtv, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const body = parseInput(IgtvBody, req.body);
      const prior = priorPost(ctx, viewer.id, body.upload_id, 'igtv');
      if (prior) return ok({ status: 'ok', media: serializePost(ctx, viewer.id, prior) });
      const ready = requireReady(ctx, viewer.id, body.upload_id);
      checkMedia(ready, 'igtv');
      const post = ctx.repos.posts.create({
        shortcode: newShortcode(),
        ownerId: viewer.id,
        kind: 'video',
        caption: body.caption?.trim() ? body.caption.trim() : null,
        commentsDisabled: false,
        locationId: null,
        takenAt: nowSeconds(ctx),
        uploadId: body.upload_id,
        productType: 'igtv',
        title: body.title,
        isPublished: body.publish_mode === 'igtv',
        sharePreviewToFeed: body.igtv_share_preview_to_feed ?? false,
        media: [toNewMedia(ready, null)],
      });
      ctx.repos.uploadMedia.consume(body.upload_id, { postId: post.id }, nowSeconds(ctx));
      if (post.isPublished) publishCaptionMentions(ctx, viewer, post, post.caption);
      return ok({ status: 'ok', media: serializePost(ctx, viewer.id, post) });
    });
  });
}
