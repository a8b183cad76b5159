import { useParams } from 'wouter';
import { useWorker } from '../../state';
import { useWorkerPages } from '../../hooks/use-worker-query';
import { formatNumber } from '../../lib/format-count';
import { HashtagFollowButton } from './hashtag-follow-button';
import { TopAndRecent } from './top-and-recent';

/** /explore/tags/{tag}/ (001 §2 Links): Follow (issue 12), top posts, then the most recent. */
export function TagScreen() {
  const { tag = '' } = useParams<{ tag: string }>();
  const worker = useWorker();
  const pages = useWorkerPages(['tag', tag.toLowerCase()], (after) => worker.loadTag(tag, after));
  const name = pages.data?.pages[0]?.name ?? tag;
  return (
    <TopAndRecent
      pages={pages}
      what="tag"
      name={`#${name}`}
      header={(first) => (
        <header className="tag-page__header">
          <span className="tag-page__badge" aria-hidden="true">#</span>
          <div>
            <h1 className="tag-page__title">#{name}</h1>
            {first ? <p className="muted">{formatNumber(first.mediaCount)} {first.mediaCount === 1 ? 'post' : 'posts'}</p> : null}
            {first ? <HashtagFollowButton name={first.name} /> : null}
          </div>
        </header>
      )}
    />
  );
}
