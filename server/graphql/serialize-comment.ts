import type { WireComment, WireCommentAddResponse } from '../../sync/api/wire';
import { ReportObjectType } from '../../sync/api/reports-wire';
import type { AppContext } from '../app-context';
import type { CommentRow, UserRow } from '../db/types';
import { avatarUrl } from '../media/media-files';

/** Comments to the wire (001 §3 Comment), batching users and like lookups. */
export function serializeComments(ctx: AppContext, viewerId: number | null, comments: CommentRow[]): WireComment[] {
  if (comments.length === 0) return [];
  const ids = comments.map((c) => c.id);
  const users = ctx.repos.users.byIds([...new Set(comments.map((c) => c.userId))]);
  const likes = ctx.repos.likes.commentLikeCounts(ids);
  const liked = viewerId === null ? new Set<number>() : ctx.repos.likes.commentsLikedBy(viewerId, ids);
  // Added (reports), 001 §4 "Report success sets didReportAsSpam": the viewer's own reports.
  const reported = viewerId === null ? new Set<number>() : ctx.repos.reports.reportedBy(viewerId, ReportObjectType.comment, ids);
  return comments.flatMap((c) => {
    const owner = users.get(c.userId);
    if (!owner) return [];
    return [
      {
        id: String(c.id),
        text: c.text,
        created_at: c.createdAt,
        owner: { id: String(owner.id), username: owner.username, profile_pic_url: avatarUrl(owner), is_verified: owner.isVerified },
        viewer_has_liked: liked.has(c.id),
        edge_liked_by: { count: likes.get(c.id) ?? 0 },
        did_report_as_spam: reported.has(c.id),
      },
    ];
  });
}

export function commentAddResponse(comment: CommentRow, author: UserRow): WireCommentAddResponse {
  return {
    status: 'ok',
    id: String(comment.id),
    text: comment.text,
    created_time: comment.createdAt,
    from: {
      id: String(author.id),
      username: author.username,
      full_name: author.fullName,
      profile_picture: avatarUrl(author),
    },
  };
}
