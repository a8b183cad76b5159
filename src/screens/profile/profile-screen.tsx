import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { useRelationship } from '../../components/people/use-relationship';
import { isNotFound, useWorkerPages, useWorkerQuery } from '../../hooks/use-worker-query';
import { PostGrid } from '../../components/people/post-grid';
import { MoreButton } from '../../components/people/more-button';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { profilePath } from '../../routes';
import type { ProfileTab, ProfileView } from '../../../worker/api-types';
import { ProfileHeader } from './profile-header';
import { RelatedProfiles, useRelatedRow } from '../../components/people/related-profiles';
import { SavedCollections, SavedListHead } from './saved-collections';
import { emptyTabText } from './empty-tab-text';
import { ownTaggedIds } from './own-tagged-ids';
import { HighlightsRow } from '../../components/highlights/highlights-row';
import '../../components/people/people.css';
import './profile.css';

const TABS: { tab: ProfileTab; label: string; suffix: string }[] = [
  { tab: 'posts', label: 'Posts', suffix: '' },
  { tab: 'tagged', label: 'Tagged', suffix: 'tagged/' },
  { tab: 'channel', label: 'Channel', suffix: 'channel/' },
  { tab: 'saved', label: 'Saved', suffix: 'saved/' },
];

/** Added (profile): the tabs a viewer sees: Saved is the owner's only; Channel when there are long videos (or it is open). */
function tabShown(t: ProfileTab, profile: ProfileView, open: ProfileTab): boolean {
  if (t === 'saved') return profile.isViewer;
  if (t === 'channel') return profile.channelCount > 0 || open === 'channel';
  return true;
}

export function useProfile(username: string) {
  const worker = useWorker();
  return useWorkerQuery(['profile', username], () => worker.loadProfile(username));
}

function TabPosts({ profile, tab }: { profile: ProfileView; tab: ProfileTab }) {
  const worker = useWorker();
  // The posts tab's first page came with the profile; the others start with their own query.
  const first = tab === 'posts';
  const pages = useWorkerPages(['profile-posts', profile.userId, tab], (after) => worker.loadProfilePosts(profile.userId, tab, first && after === null ? profile.page.endCursor : after), !first || profile.page.hasMore);
  const more = pages.data?.pages.flatMap((p) => p.postIds) ?? [];
  const read = first ? [...profile.postIds, ...more.filter((id) => !profile.postIds.includes(id))] : more;
  const hasMore = first ? (pages.data ? pages.hasNextPage : profile.page.hasMore) : pages.hasNextPage;
  // Added (usertags): the viewer's own Tagged tab shows their untag and approvals at once (./own-tagged-ids.ts).
  const ownTagged = tab === 'tagged' && profile.isViewer;
  const shown = useSnapshot((s) => (ownTagged ? ownTaggedIds(read, s.posts.byId, profile.userId, !hasMore).join(',') : ''));
  const ids = ownTagged ? (shown === '' ? [] : shown.split(',')) : read;
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  if (!first && pages.isPending) return <p className="center-state muted" role="status">Loading…</p>;
  if (ids.length === 0) {
    return <p className="center-state muted">{pages.isError && !first ? "Couldn't load these posts." : emptyTabText(tab, profile.isViewer, profile.username)}</p>;
  }
  return (
    <>
      <PostGrid postIds={ids} label={`${TABS.find((t) => t.tab === tab)?.label ?? ''} of ${profile.username}`} />
      <MoreButton hasMore={hasMore && !(first && !pages.data && !profile.page.hasMore)} loading={pages.isFetching} onMore={fetchNext} />
    </>
  );
}

/** Added (ppost): a profile the viewer blocked shows no posts, only the way back (001 §6). */
function BlockedState({ userId }: { userId: string }) {
  const worker = useWorker();
  const username = useSnapshot((s) => s.users.users[userId]?.username ?? '');
  return (
    <section className="profile__private center-state" aria-labelledby="profile-blocked-title">
      <h2 id="profile-blocked-title" className="profile__private-title">You blocked this account</h2>
      <p className="muted">{`You can't see posts from @${username}, and they can't find your profile or posts.`}</p>
      <button type="button" className="primary-button" onClick={() => fire(worker.unblockUser(userId), 'unblock')}>
        Unblock
      </button>
    </section>
  );
}

/**
 * /{username}/ and its tagged/, channel/ and saved/ tabs (issue 12). Saved (its collections, and
 * "All posts" at saved/all-posts/) is the owner's only: to anyone else the page is not found.
 */
export function ProfileScreen({ tab = 'posts', savedView = 'collections' }: { tab?: ProfileTab; savedView?: 'collections' | 'all' }) {
  const { username = '' } = useParams<{ username: string }>();
  const query = useProfile(username);
  const rel = useRelationship(query.data?.userId ?? '');
  const related = useRelatedRow(query.data?.userId ?? '');
  const blocked = rel.blocked;
  // Added (ppost): a profile read while blocked holds no posts; once the unblock is answered it is read again.
  const wasBlocked = useRef(blocked);
  const { refetch } = query;
  useEffect(() => {
    if (blocked) wasBlocked.current = true;
    else if (wasBlocked.current && !rel.pending) {
      wasBlocked.current = false;
      void refetch();
    }
  }, [blocked, rel.pending, refetch]);
  if (query.isError && isNotFound(query.error)) return <NotFoundScreen />;
  const profile = query.data;
  if (profile && tab === 'saved' && !profile.isViewer) return <NotFoundScreen />;
  return (
    <main className="app-main">
      <div className="wide-column profile">
        {profile ? (
          <>
            {profile.offline ? <p className="offline-note muted">You're offline: this is the profile as last seen.</p> : null}
            <ProfileHeader profile={profile} related={profile.isViewer || blocked ? undefined : related} />
            {related.open && !profile.isViewer && !blocked ? <RelatedProfiles userId={profile.userId} username={profile.username} onClose={related.toggle} /> : null}
            {blocked ? (
              <BlockedState userId={profile.userId} />
            ) : profile.viewerCanSeePosts ? (
              <>
                <HighlightsRow userId={profile.userId} isViewer={profile.isViewer} />
                <nav className="profile__tabs" aria-label="Profile tabs">
                  {TABS.filter((t) => tabShown(t.tab, profile, tab)).map((t) => (
                    <Link key={t.tab} href={`${profilePath(profile.username)}${t.suffix}`} className="profile__tab" aria-current={t.tab === tab ? 'page' : undefined}>
                      {t.label}
                    </Link>
                  ))}
                </nav>
                {tab === 'saved' && savedView === 'collections' ? (
                  <SavedCollections profile={profile} />
                ) : (
                  <>
                    {tab === 'saved' ? <SavedListHead username={profile.username} title="All posts" count={profile.savedCount} /> : null}
                    <TabPosts key={tab} profile={profile} tab={tab} />
                  </>
                )}
              </>
            ) : (
              <section className="profile__private center-state">
                <h2 className="profile__private-title">This account is private</h2>
                <p className="muted">Follow to see their photos and videos.</p>
              </section>
            )}
          </>
        ) : query.isError ? (
          <div className="center-state" role="alert">
            <p>{"Couldn't load this profile."}</p>
            <button type="button" className="text-button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="center-state muted" role="status">
            Loading…
          </p>
        )}
      </div>
    </main>
  );
}
