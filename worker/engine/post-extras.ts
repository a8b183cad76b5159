/**
 * Added (ppost), issue 12: the PostExtrasApi part of the engine (../post-extras-types.ts).
 * Delete and caption edit are named outbox mutations (DESIGN.md rules 1–7); likers and threads
 * are reads through people-reads' `read` (entities to the store, the first page's answer kept
 * for offline).
 */
import { Limits, QueryHash } from '../../sync';
import type {
  CommentPageVariables, LikersVariables, MutationArgsMap, MutationName, MutationRecord, ThreadedCommentsVariables, WireCommentLikersResponse,
  WireCommentRepliesResponse, WireLikersResponse, WireReplyComment, WireThreadedCommentsResponse,
} from '../../sync';
import type { ClientState, Comment } from '../model';
import { normalizeComment } from '../normalize/comment';
import { normalizePageInfo } from '../normalize/page-info';
import { emptyBundle, normalizeUserConnection } from '../normalize/people';
import type { PeopleBundle } from '../normalize/types';
import { normalizeCommentOwner } from '../normalize/user';
import type { PostExtrasApi, RepliesView, ThreadsView, ThreadView } from '../post-extras-types';
import type { PeopleCore } from './people-reads';
import { rememberGonePost } from './post-loader';
import { gql, pageView, read } from './people-reads';

type Mutate = <N extends MutationName>(name: N, args: MutationArgsMap[N]) => Promise<void>;

/** A comment of a thread page: its user goes to the bundle, its thread is known. */
function threadComment(w: Parameters<typeof normalizeComment>[0], parentId: string | null, bundle: PeopleBundle): Comment {
  bundle.users.push(normalizeCommentOwner(w.owner));
  const c: Comment = { ...normalizeComment(w), parentId };
  bundle.comments.push(c);
  return c;
}

function replyPage(conn: { count: number; page_info: { has_next_page: boolean; end_cursor: string | null }; edges: { node: WireReplyComment }[] }, bundle: PeopleBundle) {
  const replyIds = conn.edges.map(({ node }) => threadComment(node, node.parent_comment_id, bundle).id);
  const info = normalizePageInfo(conn.page_info);
  return { replyIds, count: conn.count, pageInfo: info };
}

/**
 * The caption a refused edit puts back: the one before the first edit still waiting (an edit
 * waiting is replaced by this one, so its own "before" is the server's caption).
 */
export function captionBefore(pending: readonly MutationRecord[], postId: string, current: string | null): string | null {
  const waiting = pending.find((r) => r.name === 'post-caption-edit' && r.args.postId === postId && r.state === 'pending');
  return waiting?.name === 'post-caption-edit' ? waiting.args.previousCaption : current;
}

/**
 * The comments held for a post: those of its comments list and of its card's preview (the
 * feed's newest, which may have come after the list was read), deleted ones out.
 */
function heldComments(state: ClientState, postId: string, previewIds: readonly string[]): Comment[] {
  const ids = new Set([...(state.comments.byPostId[postId]?.commentIds ?? []), ...previewIds]);
  return [...ids].flatMap((id) => {
    const c = state.comments.byId[id];
    return c && !c.deleted ? [c] : [];
  });
}

/** Top-level comments of `held` as threads, each with the replies held for it. */
function heldThreads(held: readonly Comment[]): ThreadView[] {
  return held.filter((c) => (c.parentId ?? null) === null).map((p) => {
    const replyIds = held.filter((c) => c.parentId === p.id).map((c) => c.id);
    return { commentId: p.id, replyIds, replyCount: replyIds.length, repliesCursor: null };
  });
}

/**
 * Added (profile), issue 12: a post's threads from the persisted comments alone, for its page
 * opened offline before its threads were ever read: the top-level comments held (001 §9: 12),
 * each with the replies held for it; a post whose comments were never read shows those of its
 * card (browser chaos, seed 600294989: "Couldn't load comments" offline).
 */
export function threadsFromState(state: ClientState, shortcode: string): ThreadsView | null {
  const postId = state.posts.idByCode[shortcode];
  const post = postId === undefined ? undefined : state.posts.byId[postId];
  if (postId === undefined || !post) return null;
  const threads = heldThreads(heldComments(state, postId, post.previewCommentIds)).slice(0, Limits.parentCommentsPageSize);
  return { postId, threads, page: { hasMore: false, endCursor: null, count: threads.length }, offline: true };
}

/**
 * The threads kept from the last read, offline, brought up to the comments held now: those
 * deleted since are out, and those held but not in it (the person's own, sent or waiting, and
 * the card's newer preview) follow it (browser chaos, seed 502314964: a comment sent after the
 * last read was missing from the post's page offline).
 */
export function withHeldThreads(state: ClientState, kept: ThreadsView): ThreadsView {
  const post = state.posts.byId[kept.postId];
  const alive = (id: string) => state.comments.byId[id]?.deleted !== true;
  const threads = kept.threads.filter((t) => alive(t.commentId)).map((t) => ({ ...t, replyIds: t.replyIds.filter(alive) }));
  const known = new Set(kept.threads.flatMap((t) => [t.commentId, ...t.replyIds]));
  const added = heldThreads(heldComments(state, kept.postId, post?.previewCommentIds ?? [])).filter((t) => !known.has(t.commentId));
  return { ...kept, threads: [...threads, ...added] };
}

export function createPostExtrasApi(core: PeopleCore, ready: () => Promise<void>, mutate: Mutate, pending: () => readonly MutationRecord[]): PostExtrasApi {
  const after = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await ready();
    return fn(...args);
  };
  return {
    deletePost: (postId) => {
      const sent = mutate('post-delete', { postId });
      // Added (profile): its page opened offline afterwards is "not available" (post-loader.ts).
      const code = core.store.getState().posts.byId[postId]?.code;
      if (code !== undefined) void rememberGonePost(core, code);
      return sent;
    },
    editCaption: async (postId, caption) => {
      await ready();
      const current = core.store.getState().posts.byId[postId]?.caption ?? null;
      return mutate('post-caption-edit', { postId, caption, previousCaption: captionBefore(pending(), postId, current) });
    },
    loadLikers: after((shortcode: string, cursor: string | null) => {
      const variables: LikersVariables = { shortcode, first: Limits.peoplePageSize, after: cursor };
      return read(core, `likers:${shortcode}`, cursor === null, async () => {
        const wire = await gql<WireLikersResponse>(core, QueryHash.likers, variables);
        const bundle = emptyBundle();
        const page = normalizeUserConnection(wire.data.shortcode_media.edge_liked_by, bundle);
        return { view: { userIds: page.ids, page: pageView(page), offline: false }, bundle };
      });
    }),
    loadCommentLikers: after((commentId: string, cursor: string | null) => {
      const variables: CommentPageVariables = { comment_id: commentId, first: Limits.peoplePageSize, after: cursor };
      return read(core, `comment-likers:${commentId}`, cursor === null, async () => {
        const wire = await gql<WireCommentLikersResponse>(core, QueryHash.commentLikers, variables);
        const bundle = emptyBundle();
        const page = normalizeUserConnection(wire.data.comment.edge_liked_by, bundle);
        return { view: { userIds: page.ids, page: pageView(page), offline: false }, bundle };
      });
    }),
    loadThreads: after((shortcode: string, cursor: string | null) => {
      const variables: ThreadedCommentsVariables = { shortcode, first: Limits.parentCommentsPageSize, after: cursor };
      return read<ThreadsView>(core, `threads:${shortcode}`, cursor === null, async () => {
        const wire = await gql<WireThreadedCommentsResponse>(core, QueryHash.threadedComments, variables);
        const media = wire.data.shortcode_media;
        const bundle = emptyBundle();
        const threads = media.edge_media_to_parent_comment.edges.map(({ node }) => {
          threadComment(node, null, bundle);
          const replies = replyPage(node.edge_threaded_comments, bundle);
          return { commentId: node.id, replyIds: replies.replyIds, replyCount: replies.count, repliesCursor: replies.pageInfo.endCursor };
        });
        const info = normalizePageInfo(media.edge_media_to_parent_comment.page_info);
        return { view: { postId: media.id, threads, page: pageView({ count: media.edge_media_to_parent_comment.count, pageInfo: info }), offline: false }, bundle };
      }, {
        derive: () => (cursor === null ? threadsFromState(core.store.getState(), shortcode) : null),
        merge: (kept) => withHeldThreads(core.store.getState(), kept),
      });
    }),
    loadReplies: after((commentId: string, cursor: string | null) => {
      const variables: CommentPageVariables = { comment_id: commentId, first: Limits.childCommentsPageSize, after: cursor };
      return read<RepliesView>(core, `replies:${commentId}`, false, async () => {
        const wire = await gql<WireCommentRepliesResponse>(core, QueryHash.commentReplies, variables);
        const bundle = emptyBundle();
        const page = replyPage(wire.data.comment.edge_threaded_comments, bundle);
        return { view: { replyIds: page.replyIds, page: pageView(page), offline: false }, bundle };
      });
    }),
  };
}
