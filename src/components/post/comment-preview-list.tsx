import { useMemo } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { previewCommentKey, splitKey } from '../../lib/comment-preview';
import { viewAllCommentsText } from '../../lib/format-count';
import { postPath } from '../../routes';
import { CommentLine } from '../comments/comment-line';

/** "View all N comments" and up to 4 preview comments (001 §9 Comments shown 4). */
export function CommentPreviewList({ postId }: { postId: string }) {
  const key = useSnapshot((s) => previewCommentKey(s, postId));
  const numComments = useSnapshot((s) => s.posts.byId[postId]?.numComments ?? 0);
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const ids = useMemo(() => splitKey(key), [key]);
  return (
    <>
      {numComments > ids.length ? (
        <Link href={postPath(code)} className="post__view-all muted">
          {viewAllCommentsText(numComments)}
        </Link>
      ) : null}
      {ids.length > 0 ? (
        <ul className="post__preview-comments" aria-label="Comments">
          {ids.map((id) => (
            <CommentLine key={id} commentId={id} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
