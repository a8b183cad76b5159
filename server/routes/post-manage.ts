import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UploadPath } from '../../sync/api/upload';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { Creation, flagField, textField } from '../creation/fields';
import { requireViewer, visiblePostById } from '../domain/visibility';
import type { PostChanges, PostRow, UserRow } from '../db/types';
import { serializePost, serializePosts } from '../graphql/serialize-post';
import { badRequest, forbidden } from '../http/errors';
import { ok, REPLAYED_HEADER, runMutation, sendMutation } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { publishCaptionMentions } from '../push/publish';
import { imageFilesOf, removeMediaFiles } from '../uploads/media-cleanup';
import { igtvTitle, PublishMode } from './configure-igtv';

/**
 * The owner's calls on a post (001 §6: the owner test compares the post's owner id with the
 * viewer's): POST /media/{id}/edit/ {caption, title, igtv_share_preview_to_feed,
 * publish_mode} and POST /create/{id}/delete/ (001 §7 Posts), both 403 for anyone else (404
 * when the post is not visible to them at all), both idempotent by X-Mutation-Id; and
 * GET /api/v1/igtv/drafts/ (our path; the page /tv/drafts is the app's) listing the viewer's unpublished IGTV videos.
 */
const EditBody = z.object({
  caption: textField(Creation.captionMax, 'a caption').optional(),
  title: igtvTitle.optional(),
  igtv_share_preview_to_feed: flagField.optional(),
  publish_mode: PublishMode.optional(),
});
type EditInput = z.output<typeof EditBody>;

function ownPost(ctx: AppContext, viewer: UserRow, rawId: string, verb: string): PostRow {
  const post = visiblePostById(ctx, viewer.id, rawId);
  if (post.ownerId !== viewer.id) throw forbidden(`You can't ${verb} this post.`);
  return post;
}

function changesOf(ctx: AppContext, post: PostRow, body: EditInput): PostChanges {
  const changes: PostChanges = {};
  if (body.caption !== undefined) {
    const caption = body.caption.trim() === '' ? null : body.caption.trim();
    if (caption !== post.caption) Object.assign(changes, { caption, captionIsEdited: true });
  }
  const igtvOnly = [body.title, body.igtv_share_preview_to_feed, body.publish_mode].some((v) => v !== undefined);
  if (igtvOnly && post.productType !== 'igtv') throw badRequest('title: only IGTV videos have a title, a feed preview or a publish mode');
  if (body.title !== undefined) {
    if (body.title.trim() === '') throw badRequest('title: an IGTV video needs a title');
    changes.title = body.title.trim();
  }
  if (body.igtv_share_preview_to_feed !== undefined) changes.sharePreviewToFeed = body.igtv_share_preview_to_feed;
  if (body.publish_mode === 'igtv_draft' && post.isPublished) throw badRequest('publish_mode: a published video cannot become a draft again');
  if (body.publish_mode === 'igtv' && !post.isPublished) Object.assign(changes, { isPublished: true, takenAt: nowSeconds(ctx) });
  return changes;
}

export function postManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string } }>(UploadPath.edit(':id'), async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const post = ownPost(ctx, viewer, req.params.id, 'edit');
      const updated = ctx.repos.posts.update(post.id, changesOf(ctx, post, parseInput(EditBody, req.body)));
      // Mentions new to the caption, once the post is out (a draft's are told when it is published).
      if (updated.isPublished) publishCaptionMentions(ctx, viewer, updated, updated.caption, post.isPublished ? post.caption : null);
      return ok({ status: 'ok', media: serializePost(ctx, viewer.id, updated) });
    });
  });

  app.post<{ Params: { id: string } }>(UploadPath.delete(':id'), async (req, reply) => {
    const viewer = requireViewer(req);
    let files: string[] = [];
    const result = runMutation(ctx, req, viewer, () => {
      const post = ownPost(ctx, viewer, req.params.id, 'delete');
      if (post.uploadId !== null) {
        // Files of uploaded posts go with them; the demo's generated files stay.
        const media = ctx.repos.posts.media([post.id]).get(post.id) ?? [];
        files = media.flatMap((m) => [...imageFilesOf(m.imageKey), ...(m.videoFile ? [m.videoFile] : [])]);
      }
      ctx.repos.posts.delete(post.id);
      return ok({ status: 'ok', did_delete: true });
    });
    if (result.replayed) reply.header(REPLAYED_HEADER, '1');
    await removeMediaFiles(ctx.mediaDir, files);
    return reply.code(result.status).send(result.body);
  });

  app.get('/api/v1/igtv/drafts/', async (req) => {
    const viewer = requireViewer(req);
    return { status: 'ok', items: serializePosts(ctx, viewer.id, ctx.repos.posts.drafts(viewer.id)) };
  });
}
