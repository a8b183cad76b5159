import { useSnapshot } from '../../state';
import { Avatar } from '../avatar';
import { UsernameLink } from '../username-link';
import { PostPendingMark } from './post-pending-mark';

/** Avatar, username link and location of a post. */
export function PostHeader({ postId }: { postId: string }) {
  const ownerId = useSnapshot((s) => s.posts.byId[postId]?.owner ?? '');
  const location = useSnapshot((s) => s.posts.byId[postId]?.location?.name ?? null);
  const username = useSnapshot((s) => s.users.users[ownerId]?.username ?? '');
  const picture = useSnapshot((s) => s.users.users[ownerId]?.profilePictureUrl ?? null);
  return (
    <header className="post__header">
      <Avatar src={picture} username={username} size={32} />
      <div className="post__header-text">
        <UsernameLink username={username} className="post__username" />
        {location ? <span className="post__location">{location}</span> : null}
        <PostPendingMark postId={postId} />
      </div>
    </header>
  );
}
