import { useSnapshot } from '../../state';
import type { PostUsertag } from '../../../worker/model';
import { UsernameLink } from '../username-link';

const NO_TAGS: readonly PostUsertag[] = [];
const sameTags = (a: readonly PostUsertag[], b: readonly PostUsertag[]) => a === b;

/**
 * Added (usertags): the people tagged in a post (001 §3 usertags), as the server shows them to
 * the viewer; a tag waiting for its person's approval says so (only they and the post's owner
 * see it). A tag removed on this device leaves at once (the store's optimistic untag).
 */
export function PostTags({ postId }: { postId: string }) {
  const tags = useSnapshot((s) => s.posts.byId[postId]?.usertags ?? NO_TAGS, sameTags);
  if (tags.length === 0) return null;
  return (
    <p className="post__tags" aria-label="Tagged people">
      <span className="muted">Tagged: </span>
      {tags.map((t, i) => (
        <span key={t.userId} className="post__tag">
          {i > 0 ? ', ' : null}
          <UsernameLink username={t.username} />
          {t.pending ? <span className="muted"> (waiting for approval)</span> : null}
        </span>
      ))}
    </p>
  );
}
