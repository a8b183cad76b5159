import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { useWorker } from '../../state';
import { isNotFound, useWorkerPages } from '../../hooks/use-worker-query';
import { DESKTOP, useMediaQuery } from '../../hooks/use-media-query';
import { UserRow } from '../../components/people/user-row';
import { MoreButton } from '../../components/people/more-button';
import { CloseIcon } from '../../icons/close-icon';
import { profilePath } from '../../routes';
import { FollowingTabs } from './following-tabs';
import { HashtagList } from './hashtag-list';
import { useViewerId } from '../../hooks/use-viewer';
import { ProfileScreen, useProfile } from './profile-screen';
import './follow-list.css';

type Kind = 'followers' | 'following';

function FollowList({ userId, kind, onOpen }: { userId: string; kind: Kind; onOpen?: () => void }) {
  const worker = useWorker();
  const pages = useWorkerPages(['follow-list', kind, userId], (after) => worker.loadFollowList(userId, kind, after));
  const ids = pages.data?.pages.flatMap((p) => p.userIds) ?? [];
  const offline = pages.data?.pages[0]?.offline ?? false;
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  if (pages.isPending) return <p className="center-state muted" role="status">Loading…</p>;
  if (pages.isError) return <p className="center-state muted">{isNotFound(pages.error) ? "You can't see this list." : "Couldn't load this list."}</p>;
  return (
    <>
      {offline ? <p className="offline-note muted">You're offline: this list is as last seen.</p> : null}
      {ids.length === 0 ? <p className="center-state muted">{kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</p> : null}
      <ul className="user-list">
        {[...new Set(ids)].map((id) => (
          <UserRow key={id} userId={id} {...(onOpen ? { onOpen } : {})} />
        ))}
      </ul>
      <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} />
    </>
  );
}

/**
 * /{username}/followers/, /following/ and /hashtag_following/ (001 §2 Links; 12 a page, 001 §9; visible under 001 §5):
 * a page on a phone, a dialog over the profile on desktop.
 */
export function FollowListScreen({ kind }: { kind: Kind | 'hashtags' }) {
  const { username = '' } = useParams<{ username: string }>();
  const desktop = useMediaQuery(DESKTOP);
  const profile = useProfile(username);
  const viewerId = useViewerId();
  const [, navigate] = useLocation();
  const title = kind === 'followers' ? 'Followers' : 'Following';
  const close = useCallback(() => navigate(profilePath(username)), [navigate, username]);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!desktop) return;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desktop, close]);
  const list = profile.data ? (
    kind === 'hashtags' ? <HashtagList userId={profile.data.userId} own={profile.data.userId === viewerId} /> : <FollowList userId={profile.data.userId} kind={kind} />
  ) : profile.isError ? <p className="center-state muted">{"Couldn't load this list."}</p> : <p className="center-state muted" role="status">Loading…</p>;
  // Added (explore helper): the following list also has the hashtags followed (/hashtag_following/).
  const body = kind === 'followers' ? list : <><FollowingTabs username={username} current={kind === 'following' ? 'people' : 'hashtags'} />{list}</>;
  if (!desktop) {
    return (
      <main className="app-main">
        <div className="column">
          <h1 className="page-title">{title}</h1>
          {body}
        </div>
      </main>
    );
  }
  return (
    <>
      <ProfileScreen />
      <div className="modal-backdrop" onClick={close} role="presentation">
        <div ref={dialog} className="modal follow-list" role="dialog" aria-modal="true" aria-labelledby="follow-list-title" tabIndex={-1} onClick={(e) => e.stopPropagation()}>
          <div className="modal__header">
            <h1 id="follow-list-title" className="modal__title">
              {title}
            </h1>
            <button type="button" className="icon-button modal__close" aria-label="Close" onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <div className="modal__body">{body}</div>
        </div>
      </div>
    </>
  );
}
