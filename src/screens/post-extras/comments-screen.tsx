import { Link, useParams } from 'wouter';
import { CommentThreads } from '../../components/comments/comment-threads';
import { ReplyProvider } from '../../components/comments/reply-context';
import { CommentForm } from '../../components/post/comment-form';
import { PostCaption } from '../../components/post/post-caption';
import { Spinner } from '../../components/spinner';
import { postPath } from '../../routes';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { usePostLoad } from '../post/use-post-load';
import './comments-screen.css';

/**
 * Added (ppost), issue 12: /p/{shortcode}/comments/ (001 §2): the caption, the comments as
 * threads (parents 12 a page, replies 3 a tap, 001 §9) and the comment box; Reply on a comment
 * answers it.
 */
export function CommentsScreen() {
  const { shortcode = '' } = useParams<{ shortcode: string }>();
  const { load, retry } = usePostLoad(shortcode);
  if (load.state === 'not-found') return <NotFoundScreen />;
  return (
    <main className="app-main">
      <div className="column comments-screen">
        <div className="comments-screen__head">
          <h1 className="page-title">Comments</h1>
          <Link href={postPath(shortcode)} className="text-button">
            Back to post
          </Link>
        </div>
        {load.state === 'ready' ? (
          <ReplyProvider>
            <PostCaption postId={load.postId} full />
            <CommentThreads postId={load.postId} shortcode={shortcode} />
            <div className="comments-screen__form">
              <CommentForm postId={load.postId} />
            </div>
          </ReplyProvider>
        ) : load.state === 'loading' ? (
          <Spinner label="Loading post" />
        ) : (
          <div className="center-state" role="alert">
            <p>{load.message}</p>
            <button type="button" className="secondary-button" onClick={retry}>
              Retry
            </button>
          </div>
        )}
      </div>
    </main>
  );
}
