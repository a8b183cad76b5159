import type { WireComment, WireCommentAddResponse, WireCommentConnection } from '../../sync';
import type { Comment } from '../model';
import { normalizePageInfo } from './page-info';
import type { CommentsPage, UserPatch } from './types';
import { normalizeCommentAddAuthor, normalizeCommentOwner } from './user';

/** 001 §3 Comment. */
export function normalizeComment(w: WireComment): Comment {
  return {
    id: w.id,
    text: w.text,
    userId: w.owner.id,
    postedAt: w.created_at,
    likeCount: w.edge_liked_by.count,
    likedByViewer: w.viewer_has_liked,
    isAuthorVerified: w.owner.is_verified,
    didReportAsSpam: w.did_report_as_spam,
    deleted: false,
  };
}

/** One page of a post's comments (001 §3 per-post comment list). */
export function normalizeCommentConnection(postId: string, conn: WireCommentConnection): CommentsPage {
  const comments = conn.edges.map((e) => normalizeComment(e.node));
  const users = conn.edges.map((e) => normalizeCommentOwner(e.node.owner));
  return {
    postId,
    commentIds: comments.map((c) => c.id),
    count: conn.count,
    pageInfo: normalizePageInfo(conn.page_info),
    posts: [],
    users,
    comments,
  };
}

/** The answer to POST /web/comments/{postId}/add/: the comment as the server stored it. */
export function normalizeCommentAdd(w: WireCommentAddResponse): { comment: Comment; user: UserPatch } {
  return {
    comment: {
      id: w.id,
      text: w.text,
      userId: w.from.id,
      postedAt: w.created_time,
      likeCount: 0,
      likedByViewer: false,
      isAuthorVerified: false,
      didReportAsSpam: false,
      deleted: false,
    },
    user: normalizeCommentAddAuthor(w.from),
  };
}
