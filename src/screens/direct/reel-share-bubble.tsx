import { Link } from 'wouter';
import type { WireDirectReelShare } from '../../../sync/api/story-replies-wire';
import { reelShareLabel } from '../../lib/direct/thread-labels';
import { storyPath } from '../stories/story-paths';
import './reel-share-bubble.css';

/**
 * Added (story replies): a reply or reaction to a story in a thread: who replied to whose story,
 * the story's picture while it is live (it opens the story), "Story unavailable" once it is
 * gone, and the text (a reaction large, like a heart).
 */
export function ReelShareBubble({ share, own, nowMs }: { share: WireDirectReelShare; own: boolean; nowMs: number }) {
  const media = share.media && share.media.expiring_at * 1000 > nowMs ? share.media : null;
  const reaction = share.type === 'reaction';
  return (
    <span className={`reel-share${own ? ' reel-share--own' : ''}`}>
      <span className="reel-share__label">{reelShareLabel(share.type, own)}</span>
      {media ? (
        <Link href={`${storyPath(media.owner.username)}${encodeURIComponent(media.id)}/`} className="reel-share__story" aria-label={`Story by ${media.owner.username}`}>
          <img className="reel-share__img" src={media.thumbnail_src} alt={`Story by ${media.owner.username}`} loading="lazy" />
        </Link>
      ) : (
        <span className="reel-share__gone">Story unavailable</span>
      )}
      <span className={reaction ? 'reel-share__reaction' : `reel-share__text${own ? ' reel-share__text--own' : ''}`}>{share.text}</span>
    </span>
  );
}
