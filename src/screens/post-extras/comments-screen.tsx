import { Link, useParams } from 'wouter';
import { CommentThreads } from '../../components/comments/comment-threads';
import { ReplyProvider } from '../../components/comments/reply-context';
import { CommentForm } from '../../components/post/comment-form';
import { PostCaption } from '../../components/post/post-caption';
import { postPath } from '../../routes';
import { PostLoadGate } from '../post/post-load-gate';
import './comments-screen.css';

/**
 * Added (ppost), issue 12: /p/{shortcode}/comments/ (001 §2): the caption, the comments as
 * threads (parents 12 a page, replies 3 a tap, 001 §9) and the comment box; Reply on a comment
 * answers it.
 */
export function CommentsScreen() {
  const { shortcode = '' } = useParams<{ shortcode: string }>();
  return (
    <PostLoadGate
      shortcode={shortcode}
      frame={(body) => (
        <main className="app-main">
          <div className="column comments-screen">
            <div className="comments-screen__head">
              <h1 className="page-title">Comments</h1>
              <Link href={postPath(shortcode)} className="text-button">
                Back to post
              </Link>
            </div>
            {body}
          </div>
        </main>
      )}
    >
      {(postId) => (
        <ReplyProvider>
          <PostCaption postId={postId} full />
          <CommentThreads postId={postId} shortcode={shortcode} />
          <div className="comments-screen__form">
            <CommentForm postId={postId} />
          </div>
        </ReplyProvider>
      )}
    </PostLoadGate>
  );
}
