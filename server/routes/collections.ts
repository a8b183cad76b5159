import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireCollectionResponse } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { requireViewer, visiblePostById } from '../domain/visibility';
import { collectionOf } from '../graphql/people-queries';
import type { ActionLimit } from '../http/action-limits';
import { badRequest, notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import type { MutationResult } from '../http/idempotency';
import { formText, parseId, parseInput, userText } from '../http/validate';

/**
 * Collections of saved posts (issue 12; 001 §3 Post savedByViewerToCollection; the spec names
 * no calls, these paths are ours, server/README.md People): create, rename, delete, add and
 * remove a post. Owner only: another account's collection does not exist (404). Each is an
 * idempotent mutation (X-Mutation-Id, DESIGN.md rule 2) with a set meaning (adding twice is
 * one entry); making, renaming and deleting count against the `collections` limit, adding and
 * removing against `reactions` like a save (http/action-limits.ts). Adding a post saves it;
 * unsaving a post takes it out of every collection (./post-actions.ts).
 */
export const MAX_COLLECTION_NAME = 50;
const Name = z.object({
  name: userText.transform((s) => s.trim()).pipe(z.string().min(1, 'a collection needs a name').max(MAX_COLLECTION_NAME, `at most ${MAX_COLLECTION_NAME} characters`)),
});
const Create = Name.extend({ added_media_ids: formText.optional() });
const Media = z.object({ media_id: formText });

/** Comma-joined post ids (or none). */
function mediaIds(raw: string | undefined): string[] {
  const ids = (raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length > 100) throw badRequest('added_media_ids: at most 100 posts');
  return [...new Set(ids)];
}

export function collectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  const answer = (viewer: UserRow, id: number): MutationResult => {
    const row = repos.peoplePosts.collections(viewer.id).find((c) => c.id === id);
    if (!row) throw notFound();
    const body: WireCollectionResponse = { status: 'ok', collection: collectionOf(ctx, row) };
    return ok(body);
  };
  const own = (viewer: UserRow, raw: string): number => {
    const id = parseId(raw);
    const row = id === null ? undefined : repos.collections.byId(id);
    if (!row || row.userId !== viewer.id) throw notFound();
    return row.id;
  };
  const addPost = (viewer: UserRow, collectionId: number, rawPostId: string) => {
    const post = visiblePostById(ctx, viewer.id, rawPostId);
    const now = nowSeconds(ctx);
    repos.saves.save(post.id, viewer.id, now);
    repos.collections.add(collectionId, post.id, now);
  };
  const route = (path: string, limit: ActionLimit, change: (viewer: UserRow, body: unknown, id: string) => MutationResult) => {
    app.post<{ Params: { id?: string } }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      return sendMutation(ctx, req, reply, viewer, () => change(viewer, req.body, req.params.id ?? ''), limit);
    });
  };

  route('/collections/create/', ctx.actionLimits.collections, (viewer, body) => {
    const b = parseInput(Create, body);
    const ids = mediaIds(b.added_media_ids);
    const made = repos.collections.create(viewer.id, b.name, nowSeconds(ctx));
    for (const postId of ids) addPost(viewer, made.id, postId);
    return answer(viewer, made.id);
  });
  route('/collections/:id/edit/', ctx.actionLimits.collections, (viewer, body, raw) => {
    const id = own(viewer, raw);
    repos.collections.rename(id, parseInput(Name, body).name);
    return answer(viewer, id);
  });
  route('/collections/:id/delete/', ctx.actionLimits.collections, (viewer, _body, raw) => {
    repos.collections.delete(own(viewer, raw));
    return ok();
  });
  route('/collections/:id/add/', ctx.actionLimits.reactions, (viewer, body, raw) => {
    const id = own(viewer, raw);
    addPost(viewer, id, parseInput(Media, body).media_id);
    return answer(viewer, id);
  });
  route('/collections/:id/remove/', ctx.actionLimits.reactions, (viewer, body, raw) => {
    const id = own(viewer, raw);
    const postId = parseId(parseInput(Media, body).media_id);
    if (postId !== null) repos.collections.remove(id, postId);
    return answer(viewer, id);
  });
}
