import type { WireCommentsResponse, WirePostResponse } from '../../sync';
import { normalizeCommentConnection } from './comment';
import { normalizePost } from './post';
import type { CommentsPage, PostPage } from './types';

/** GET post query → the post, its users and its first page of comments. */
export function normalizePostPage(wire: WirePostResponse): PostPage {
  const media = wire.data.shortcode_media;
  const n = normalizePost(media);
  const commentsPage = normalizeCommentConnection(media.id, media.edge_media_to_parent_comment);
  return {
    postId: n.post.id,
    posts: [n.post],
    users: [...n.users, ...commentsPage.users],
    comments: [...n.comments, ...commentsPage.comments],
    commentsPage,
  };
}

/** GET comments query → the next page of a post's comments. */
export function normalizeCommentsPage(wire: WireCommentsResponse): CommentsPage {
  const media = wire.data.shortcode_media;
  return normalizeCommentConnection(media.id, media.edge_media_to_parent_comment);
}
