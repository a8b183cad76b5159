import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import '../../components/people/people.css';

/**
 * Follow / Following for a hashtag (001 §8 "follow or unfollow hashtag"): the change shows at
 * once and goes through the outbox; until the server answers it carries the pending mark
 * (DESIGN.md rule 6), as the people's Follow button does.
 */
export function HashtagFollowButton({ name }: { name: string }) {
  const worker = useWorker();
  const key = name.toLowerCase();
  const following = useSnapshot((s) => s.discover.hashtagFollows[key]?.state === 'following');
  const pending = useSnapshot((s) => s.discover.hashtagFollows[key]?.stable === false);
  const onClick = () => fire(following ? worker.unfollowHashtag(key) : worker.followHashtag(key), following ? 'unfollow hashtag' : 'follow hashtag');
  return (
    <button
      type="button"
      className={`${following ? 'secondary-button' : 'primary-button'} follow-button${pending ? ' follow-button--pending' : ''}`}
      aria-label={following ? `Unfollow #${key}` : `Follow #${key}`}
      aria-pressed={following}
      data-pending={pending ? 'true' : undefined}
      onClick={onClick}
    >
      {following ? 'Following' : 'Follow'}
      {pending ? <span className="follow-button__pending" title="Pending sync" aria-label="Pending sync" role="img" /> : null}
    </button>
  );
}
