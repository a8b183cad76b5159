import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { useNow } from '../../hooks/use-now';
import { isoTime, relativeTimeLong } from '../../lib/relative-time';
import { postPath } from '../../routes';

/** "2 HOURS AGO", linking to the post page. */
export function PostTime({ postId }: { postId: string }) {
  const postedAt = useSnapshot((s) => s.posts.byId[postId]?.postedAt ?? 0);
  const code = useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
  const now = useNow();
  return (
    <Link href={postPath(code)} className="post__time">
      <time dateTime={isoTime(postedAt)} title={new Date(postedAt * 1000).toLocaleString()}>
        {relativeTimeLong(postedAt, now)}
      </time>
    </Link>
  );
}
