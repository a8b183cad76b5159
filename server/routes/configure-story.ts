import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadPath } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { Creation, textField, uploadIdField } from '../creation/fields';
import { checkMedia } from '../creation/media-rules';
import { priorStory } from '../creation/prior-use';
import { serializeStory } from '../creation/serialize-story';
import { requireViewer } from '../domain/visibility';
import { ok, sendMutation } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { requireReady } from '../uploads/readiness';

/**
 * POST /create/configure_to_story/ {upload_id, caption} (001 §7): a story item expiring
 * 24 h after now. Idempotent by X-Mutation-Id and upload_id. {status:'ok', media: {id, ...}}.
 */
export const STORY_SECONDS = 24 * 3600;

const StoryBody = z.object({
  upload_id: uploadIdField,
  caption: textField(Creation.captionMax, 'a caption').optional(),
});

export function configureStoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(UploadPath.configureToStory, async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const body = parseInput(StoryBody, req.body);
      const prior = priorStory(ctx, viewer.id, body.upload_id);
      if (prior) return ok({ status: 'ok', media: serializeStory(prior, viewer) });
      const ready = requireReady(ctx, viewer.id, body.upload_id);
      checkMedia(ready, 'story');
      const takenAt = nowSeconds(ctx);
      const story = ctx.repos.stories.create({
        userId: viewer.id,
        uploadId: body.upload_id,
        isVideo: ready.video !== null,
        width: ready.video?.width ?? ready.image.width,
        height: ready.video?.height ?? ready.image.height,
        image: { key: ready.image.key, width: ready.image.width, height: ready.image.height },
        videoFile: ready.video?.file ?? null,
        videoDuration: ready.video ? Math.round(ready.video.duration * 1000) / 1000 : null,
        caption: body.caption?.trim() ? body.caption.trim() : null,
        takenAt,
        expiringAt: takenAt + STORY_SECONDS,
      });
      ctx.repos.uploadMedia.consume(body.upload_id, { storyId: story.id }, takenAt);
      return ok({ status: 'ok', media: serializeStory(story, viewer) });
    });
  });
}
