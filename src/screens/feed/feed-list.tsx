import { useSnapshot } from '../../state';
import { PostCard } from '../../components/post/post-card';

/** Every post of the feed, in order; the first loads its media eagerly. */
export function FeedList() {
  const items = useSnapshot((s) => s.feed.items);
  return (
    <div className="feed__list">
      {items.map((id, i) => (
        <PostCard key={id} postId={id} variant="feed" eager={i === 0} />
      ))}
    </div>
  );
}
