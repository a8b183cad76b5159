import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { followLabel } from '../../lib/people-labels';
import { useViewerId } from '../../hooks/use-viewer';
import { useRelationship } from './use-relationship';
import './people.css';

/**
 * Follow / Following / Requested (001 §4 Relationships). Tapping Follow follows (a private
 * account: Requested); tapping Following or Requested unfollows or withdraws the request. A
 * change the server has not answered shows a pending mark (DESIGN.md rule 6).
 */
export function FollowButton({ userId, compact = false }: { userId: string; compact?: boolean }) {
  const worker = useWorker();
  const viewerId = useViewerId();
  const username = useSnapshot((s) => s.users.users[userId]?.username ?? '');
  const rel = useRelationship(userId);
  if (viewerId === userId) return null;
  if (rel.blocked) {
    return (
      <button type="button" className="secondary-button follow-button" aria-label={`Unblock ${username}`} onClick={() => fire(worker.unblockUser(userId), 'unblock')}>
        Unblock
      </button>
    );
  }
  const label = followLabel(rel.status, rel.followsViewer);
  const following = rel.status !== 'not-following';
  const onClick = () => fire(following ? worker.unfollowUser(userId) : worker.followUser(userId), following ? 'unfollow' : 'follow');
  const action = rel.status === 'following' ? `Unfollow ${username}` : rel.status === 'requested' ? `Cancel request to follow ${username}` : `Follow ${username}`;
  const cls = following ? 'secondary-button' : compact ? 'text-button' : 'primary-button';
  return (
    <button
      type="button"
      className={`${cls} follow-button${rel.pending ? ' follow-button--pending' : ''}`}
      aria-label={action}
      aria-pressed={following}
      data-state={rel.status}
      data-pending={rel.pending ? 'true' : undefined}
      onClick={onClick}
    >
      {label}
      {rel.pending ? <span className="follow-button__pending" title="Pending sync" aria-label="Pending sync" role="img" /> : null}
    </button>
  );
}
