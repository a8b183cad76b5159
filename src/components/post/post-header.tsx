import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { placePath, profilePath } from '../../routes';
import { Avatar } from '../avatar';
import { UsernameLink } from '../username-link';
import { PostMenu } from './post-menu';
import { PostPendingMark } from './post-pending-mark';

/** Avatar, username link and location of a post; its "…" menu when `onEdit` is given. */
export function PostHeader({ postId, onPage = false, onEdit }: { postId: string; onPage?: boolean; onEdit?: () => void }) {
  const ownerId = useSnapshot((s) => s.posts.byId[postId]?.owner ?? '');
  const location = useSnapshot((s) => s.posts.byId[postId]?.location ?? null);
  const username = useSnapshot((s) => s.users.users[ownerId]?.username ?? '');
  const picture = useSnapshot((s) => s.users.users[ownerId]?.profilePictureUrl ?? null);
  return (
    <header className="post__header">
      <Link href={profilePath(username)} className="post__avatar-link" aria-label={`${username}'s profile`} tabIndex={-1}>
        <Avatar src={picture} username={username} size={32} />
      </Link>
      <div className="post__header-text">
        <UsernameLink username={username} className="post__username" />
        {location ? (
          <Link href={placePath(location.id, location.slug)} className="post__location">
            {location.name}
          </Link>
        ) : null}
        <PostPendingMark postId={postId} />
      </div>
      {onEdit ? <PostMenu postId={postId} onPage={onPage} onEdit={onEdit} /> : null}
    </header>
  );
}
