import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { useSnapshot } from '../../state';
import { profilePath } from '../../routes';
import { Avatar } from '../avatar';
import { FollowButton } from './follow-button';
import { VerifiedBadge } from './verified-badge';

/** A person in a list: avatar and username (each a link to the profile), name or a reason, and an action. */
export function UserRow({ userId, subtitle, action, onOpen }: { userId: string; subtitle?: string | null; action?: ReactNode; onOpen?: () => void }) {
  const user = useSnapshot((s) => s.users.users[userId]);
  if (!user) return null;
  const href = profilePath(user.username);
  return (
    <li className="user-row">
      <Link href={href} className="user-row__avatar" aria-label={`${user.username}'s profile`} onClick={onOpen} tabIndex={-1}>
        <Avatar src={user.profilePictureUrl} username={user.username} size={44} />
      </Link>
      <div className="user-row__text">
        <Link href={href} className="user-row__username" onClick={onOpen}>
          {user.username}
          {user.isVerified ? <VerifiedBadge /> : null}
        </Link>
        <span className="user-row__sub muted">{subtitle ?? user.fullName}</span>
      </div>
      <div className="user-row__action">{action === undefined ? <FollowButton userId={userId} compact /> : action}</div>
    </li>
  );
}
