import type { AppContext } from '../app-context';
import type { PostRow, ProductType, StoryRow } from '../db/types';
import { badRequest, forbidden } from '../http/errors';

/**
 * Configure is idempotent on upload_id (DESIGN.md Uploads): configuring an upload_id again
 * answers the media it made the first time, never a second one. An upload_id used by another
 * account is a 403; one used by another kind of configure, or posted and then deleted, is a
 * 400 (final: there is nothing to retry).
 */
const what = (p: ProductType): string => (p === 'igtv' ? 'an IGTV video' : 'a post');

function checkConsumed(ctx: AppContext, viewerId: number, uploadId: string): void {
  const media = ctx.repos.uploadMedia.get(uploadId);
  if (media && media.userId !== viewerId) throw forbidden('upload_id: this upload belongs to another account');
  if (media?.consumedAt != null) throw badRequest('upload_id: this upload was already posted, and has since been deleted');
}

export function priorPost(ctx: AppContext, viewerId: number, uploadId: string, product: ProductType): PostRow | null {
  const post = ctx.repos.posts.byUploadId(uploadId);
  if (post) {
    if (post.ownerId !== viewerId) throw forbidden('upload_id: this upload belongs to another account');
    if (post.productType !== product) throw badRequest(`upload_id: this upload was already posted as ${what(post.productType)}`);
    return post;
  }
  const story = ctx.repos.stories.byUploadId(uploadId);
  if (story) {
    if (story.userId !== viewerId) throw forbidden('upload_id: this upload belongs to another account');
    throw badRequest('upload_id: this upload was already shared to a story');
  }
  checkConsumed(ctx, viewerId, uploadId);
  return null;
}

export function priorStory(ctx: AppContext, viewerId: number, uploadId: string): StoryRow | null {
  const story = ctx.repos.stories.byUploadId(uploadId);
  if (story) {
    if (story.userId !== viewerId) throw forbidden('upload_id: this upload belongs to another account');
    return story;
  }
  const post = ctx.repos.posts.byUploadId(uploadId);
  if (post) {
    if (post.ownerId !== viewerId) throw forbidden('upload_id: this upload belongs to another account');
    throw badRequest(`upload_id: this upload was already posted as ${what(post.productType)}`);
  }
  checkConsumed(ctx, viewerId, uploadId);
  return null;
}

/** A carousel child must not be in another post already. */
export function checkChildFree(ctx: AppContext, viewerId: number, uploadId: string): void {
  const media = ctx.repos.uploadMedia.get(uploadId);
  if (media && media.userId !== viewerId) throw forbidden('children: an upload belongs to another account');
  if (media?.consumedAt != null) throw badRequest(`children: upload ${uploadId} is already in another post`);
}
