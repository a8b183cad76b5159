import { Link } from 'wouter';
import { useWorker } from '../../state';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { UserRow } from '../../components/people/user-row';
import { formatNumber } from '../../lib/format-count';
import { Paths, tagPath } from '../../routes';
import { Pager, usePageParam } from './pager';
import { LoadError } from '../../components/people/load-error';
import '../../components/people/people.css';
import './directory.css';

type Kind = 'hashtags' | 'profiles';

const TITLE: Record<Kind, string> = { hashtags: 'Hashtags', profiles: 'Profiles' };

/**
 * /directory/hashtags/ and /directory/profiles/ (001 §2): every hashtag (most used first) or
 * public profile, 60 a page, one URL per page (?page=N); offline, the pages last seen.
 */
export function DirectoryScreen({ kind }: { kind: Kind }) {
  const worker = useWorker();
  const page = usePageParam();
  const query = useWorkerQuery(['directory', kind, page], () => worker.loadDirectory(kind, page));
  const path = kind === 'hashtags' ? Paths.directoryHashtags : Paths.directoryProfiles;
  const other = kind === 'hashtags' ? Paths.directoryProfiles : Paths.directoryHashtags;
  return (
    <main className="app-main">
      <div className="column directory">
        <h1 className="page-title">{TITLE[kind]}</h1>
        <p className="directory__intro muted">
          Browse all {kind} · <Link href={other}>{kind === 'hashtags' ? 'Profiles' : 'Hashtags'}</Link> · <Link href={Paths.locations}>Locations</Link>
        </p>
        {query.data?.offline ? <p className="offline-note muted">You're offline: this page is as last seen.</p> : null}
        {query.isPending ? <p className="center-state muted" role="status">Loading…</p> : null}
        {query.isError ? <LoadError text="Couldn't load this page." onRetry={() => void query.refetch()} /> : null}
        {query.data && kind === 'hashtags' ? (
          <ul className="directory__links" aria-label="Hashtags">
            {query.data.hashtags.map((h) => (
              <li key={h.name}>
                <Link href={tagPath(h.name)}>#{h.name}</Link> <span className="muted">{formatNumber(h.mediaCount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {query.data && kind === 'profiles' ? (
          <ul className="user-list" aria-label="Profiles">
            {query.data.userIds.map((id) => (
              <UserRow key={id} userId={id} />
            ))}
          </ul>
        ) : null}
        {query.data && query.data.hashtags.length + query.data.userIds.length === 0 ? <p className="center-state muted">Nothing here yet.</p> : null}
        {query.data ? <Pager path={path} page={page} nextPage={query.data.nextPage} /> : null}
      </div>
    </main>
  );
}
