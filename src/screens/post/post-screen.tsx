import { useParams } from 'wouter';
import { useSnapshot } from '../../state';
import { PostCard } from '../../components/post/post-card';
import { Spinner } from '../../components/spinner';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { usePostLoad } from './use-post-load';
import './post-screen.css';

/** /p/:shortcode/ (and /{username}/p/{shortcode}/): the post with all its comments. */
export function PostScreen() {
  const { shortcode = '' } = useParams<{ shortcode: string }>();
  const { load, retry } = usePostLoad(shortcode);
  const username = useSnapshot((s) => {
    if (load.state !== 'ready') return '';
    const owner = s.posts.byId[load.postId]?.owner;
    return owner ? (s.users.users[owner]?.username ?? '') : '';
  });

  if (load.state === 'not-found') return <NotFoundScreen />;
  return (
    <main className="app-main post-screen">
      <h1 className="visually-hidden">{username ? `Post by ${username}` : 'Post'}</h1>
      {load.state === 'ready' ? (
        <PostCard postId={load.postId} variant="page" />
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
    </main>
  );
}
