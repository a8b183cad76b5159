import { useParams } from 'wouter';
import { useSnapshot } from '../../state';
import { PostCard } from '../../components/post/post-card';
import { PostChaining } from './post-chaining';
import { PostLoadGate } from './post-load-gate';
import './post-screen.css';

function PostHeading({ postId }: { postId: string | null }) {
  const username = useSnapshot((s) => {
    const owner = postId === null ? undefined : s.posts.byId[postId]?.owner;
    return owner ? (s.users.users[owner]?.username ?? '') : '';
  });
  return <h1 className="visually-hidden">{username ? `Post by ${username}` : 'Post'}</h1>;
}

/**
 * /p/:shortcode/ (and /{username}/p/{shortcode}/): the post with its comments as threads;
 * with ?chaining=true (001 §2 Links) its author's related profiles under it.
 */
export function PostScreen() {
  const { shortcode = '' } = useParams<{ shortcode: string }>();
  return (
    <PostLoadGate
      shortcode={shortcode}
      frame={(body, postId) => (
        <main className="app-main post-screen">
          <PostHeading postId={postId} />
          {body}
        </main>
      )}
    >
      {(postId) => (
        <>
          <PostCard postId={postId} variant="page" />
          <PostChaining postId={postId} />
        </>
      )}
    </PostLoadGate>
  );
}
