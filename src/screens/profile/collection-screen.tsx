import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { isNotFound, useWorkerPages, useWorkerQuery } from '../../hooks/use-worker-query';
import { useViewerUsername } from '../../hooks/use-viewer';
import { PostGrid } from '../../components/people/post-grid';
import type { TileAction } from '../../components/people/post-grid';
import { CollectionOptions } from '../../components/collections/collection-options';
import { fire } from '../../lib/fire';
import { isLocalId } from '../../lib/sync-marks';
import { MoreButton } from '../../components/people/more-button';
import { collectionCount, knownPostIds } from '../../components/collections/use-collections';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { SavedListHead } from './saved-collections';
import '../../components/people/people.css';
import './profile.css';

/**
 * Added (profile), issue 12: /{username}/collections/{id}/, a collection of saved posts, its
 * owner's only (anyone else, and an unknown collection: "Sorry, this page isn't available").
 * The posts added on this device show first at once (waiting ones too), then the pages read,
 * 12 a page; the first page opens offline once seen. Added (people): its "…" renames or
 * deletes it, or turns on "Remove posts" (a × on each tile), all through the outbox.
 */
export function CollectionScreen() {
  const { username = '', id = '' } = useParams<{ username: string; id: string }>();
  const viewer = useViewerUsername();
  const own = viewer !== null && viewer === username;
  const worker = useWorker();
  const collection = useSnapshot((s) => s.collections.byId[id]);
  const listLoaded = useSnapshot((s) => s.collections.loaded);
  // The list (name, count) comes with the owner's profile: read it when this device has not yet.
  useWorkerQuery(['profile', username], () => worker.loadProfile(username), own && !listLoaded);
  const pages = useWorkerPages(['collection-posts', id], (after) => worker.loadCollectionPosts(id, after), own);
  const read = useMemo(() => pages.data?.pages.flatMap((p) => p.postIds) ?? [], [pages.data]);
  const ids = useMemo(() => knownPostIds(collection, read), [collection, read]);
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  const [removing, setRemoving] = useState(false);
  const name = collection?.name ?? '';
  const action = useMemo<TileAction>(
    () => ({ label: (post) => `Remove from ${name}: ${post}`, onAct: (postId) => fire(worker.removeFromCollection(id, postId), 'remove from collection') }),
    [worker, id, name],
  );

  if (!own || (pages.isError && isNotFound(pages.error)) || (listLoaded && !collection && !pages.data && !pages.isPending)) return <NotFoundScreen />;
  const offline = pages.data?.pages[0]?.offline ?? false;
  const count = collection ? collectionCount(collection) : (pages.data?.pages[0]?.page.count ?? null);
  return (
    <main className="app-main">
      <div className="wide-column profile">
        <h1 className="visually-hidden">{`Collection ${collection?.name ?? ''}`}</h1>
        <SavedListHead username={username} title={collection?.name ?? 'Collection'} count={count}>
          {collection && !isLocalId(collection.id) ? (
            <CollectionOptions collectionId={collection.id} name={collection.name} username={username} removing={removing} onRemoving={setRemoving} />
          ) : null}
        </SavedListHead>
        {removing ? <p className="muted collection-options__hint">Tap × on a post to take it out of this collection. It stays in Saved.</p> : null}
        {offline ? <p className="offline-note muted">You're offline: this collection is as last seen.</p> : null}
        {ids.length > 0 ? (
          <PostGrid postIds={ids} label={`Posts in ${collection?.name ?? 'this collection'}`} {...(removing ? { action } : {})} />
        ) : pages.isPending ? (
          <p className="center-state muted" role="status">
            Loading…
          </p>
        ) : pages.isError ? (
          <div className="center-state" role="alert">
            <p>{"Couldn't load this collection."}</p>
            <button type="button" className="text-button" onClick={() => void pages.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="center-state muted">Nothing saved here yet. Save a post to this collection from its Save button.</p>
        )}
        <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} />
      </div>
    </main>
  );
}
