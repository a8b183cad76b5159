import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { useWorkerPages } from '../../hooks/use-worker-query';
import { isLocalId } from '../../lib/sync-marks';
import { formatNumber } from '../../lib/format-count';
import { collectionPath, profilePath } from '../../routes';
import { Sheet } from '../../components/post/sheet';
import { NewCollectionForm } from '../../components/collections/new-collection-form';
import { collectionCount, useCollections } from '../../components/collections/use-collections';
import type { ProfileView } from '../../../worker/api-types';
import '../../components/collections/collections.css';

/** Up to 4 thumbnails in a square, or an empty square. */
function Covers({ urls }: { urls: readonly string[] }) {
  return (
    <span className={`collection-card__covers collection-card__covers--${Math.min(urls.length, 4)}`} aria-hidden="true">
      {urls.slice(0, 4).map((src) => (
        <img key={src} src={src} alt="" loading="lazy" decoding="async" />
      ))}
    </span>
  );
}

function Card({ href, name, count, covers, making }: { href: string | null; name: string; count: number; covers: readonly string[]; making: boolean }) {
  const detail = making ? 'Being made…' : `${formatNumber(count)} ${count === 1 ? 'post' : 'posts'}`;
  const body = (
    <>
      <Covers urls={covers} />
      <span className="collection-card__name">{name}</span>
      <span className="collection-card__count muted">{detail}</span>
    </>
  );
  return (
    <li className="collection-card">
      {href ? (
        <Link href={href} className="collection-card__link" aria-label={`${name}, ${detail}`}>
          {body}
        </Link>
      ) : (
        <span className="collection-card__link">{body}</span>
      )}
    </li>
  );
}

/** The thumbnails of the newest saved posts (the first page of "All posts"). */
function useSavedCovers(profile: ProfileView): string[] {
  const worker = useWorker();
  const pages = useWorkerPages(['profile-posts', profile.userId, 'saved'], (after) => worker.loadProfilePosts(profile.userId, 'saved', after));
  const ids = (pages.data?.pages[0]?.postIds ?? []).slice(0, 4).join(' ');
  return useSnapshot(
    (s) => (ids === '' ? [] : ids.split(' ').flatMap((id) => {
      const p = s.posts.byId[id];
      return p && p.deleted !== true ? [p.thumbnailSrc ?? p.src] : [];
    })),
    (a, b) => a.length === b.length && a.every((x, i) => x === b[i]),
  );
}

/**
 * Added (profile), issue 12: /{username}/saved/, the owner's only: "Only you can see what you've
 * saved", "All posts" and each collection as a card (newest first; one being made shows at once),
 * and "New collection".
 */
export function SavedCollections({ profile }: { profile: ProfileView }) {
  const { list } = useCollections();
  const covers = useSavedCovers(profile);
  const [naming, setNaming] = useState(false);
  const close = useCallback(() => setNaming(false), []);
  return (
    <section className="saved" aria-labelledby="saved-title">
      <div className="saved__head">
        <h2 id="saved-title" className="saved__note muted">
          Only you can see what you've saved
        </h2>
        <button type="button" className="text-button" onClick={() => setNaming(true)}>
          + New collection
        </button>
      </div>
      <ul className="collection-cards" aria-label="Collections">
        <Card href={`${profilePath(profile.username)}saved/all-posts/`} name="All posts" count={profile.savedCount ?? 0} covers={covers} making={false} />
        {list.map((c) => (
          <Card key={c.id} href={isLocalId(c.id) ? null : collectionPath(profile.username, c.id)} name={c.name} count={collectionCount(c)} covers={c.coverUrls} making={isLocalId(c.id)} />
        ))}
      </ul>
      {naming ? (
        <Sheet label="New collection" title="New collection" onClose={close}>
          <NewCollectionForm postIds={[]} onCancel={close} onDone={close} />
        </Sheet>
      ) : null}
    </section>
  );
}

/** Above a saved list ("All posts", a collection): the way back to the collections and its title. */
export function SavedListHead({ username, title, count, children }: { username: string; title: string; count: number | null; children?: ReactNode }) {
  return (
    <div className="saved__list-head">
      <Link href={`${profilePath(username)}saved/`} className="text-button">
        ‹ Saved
      </Link>
      <h2 className="saved__title">{title}</h2>
      {count === null ? null : <span className="muted">{`${formatNumber(count)} ${count === 1 ? 'post' : 'posts'}`}</span>}
      {children}
    </div>
  );
}
