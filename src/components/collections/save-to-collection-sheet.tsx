import { useCallback, useState } from 'react';
import { changePost, useClient, useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { savedPost } from '../../lib/post-toggles';
import { isLocalId } from '../../lib/sync-marks';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { useViewerUsername } from '../../hooks/use-viewer';
import { Sheet } from '../post/sheet';
import { NewCollectionForm } from './new-collection-form';
import { useCollections } from './use-collections';
import './collections.css';

/**
 * Added (profile), issue 12: "Save to collection" (Instagram's long press on Save): the
 * viewer's collections, each a button that saves the post into it, and "New collection" that
 * makes one holding the post. Both through the outbox: shown at once, sent when online.
 */
export function SaveToCollectionSheet({ postId, onClose }: { postId: string; onClose: () => void }) {
  const worker = useWorker();
  const { mirror } = useClient();
  const saved = useSnapshot((s) => s.posts.byId[postId]?.savedByViewer ?? false);
  const username = useViewerUsername() ?? '';
  const { list, loaded } = useCollections();
  // The list comes with the viewer's own profile: read it once if this device has not yet.
  useWorkerQuery(['profile', username], () => worker.loadProfile(username), !loaded && username !== '');
  const [naming, setNaming] = useState(false);
  const save = useCallback(() => {
    if (saved) return;
    const call = worker.savePost(postId);
    changePost(mirror, postId, (p) => savedPost(p, true), call);
    fire(call, 'save');
  }, [saved, worker, postId, mirror]);

  const addTo = (collectionId: string) => {
    save();
    fire(worker.addToCollection(collectionId, postId), 'save to collection');
    onClose();
  };

  return (
    <Sheet label="Save to collection" title={naming ? 'New collection' : 'Save to collection'} onClose={onClose}>
      {naming ? (
        <NewCollectionForm
          postIds={[postId]}
          onCancel={() => setNaming(false)}
          onDone={() => {
            save();
            onClose();
          }}
        />
      ) : (
        <>
          {!loaded && list.length === 0 ? <p className="sheet__text muted">Loading your collections…</p> : null}
          <ul className="collection-picker" aria-label="Your collections">
            {list.map((c) => {
              const holds = c.pendingPostIds.includes(postId) || c.addedPostIds.includes(postId);
              const making = isLocalId(c.id);
              return (
                <li key={c.id}>
                  <button type="button" className="sheet__item collection-picker__item" disabled={making || holds} onClick={() => addTo(c.id)}>
                    {c.coverUrls[0] ? <img src={c.coverUrls[0]} alt="" className="collection-picker__cover" /> : <span className="collection-picker__cover" aria-hidden="true" />}
                    <span className="collection-picker__name">{c.name}</span>
                    {holds ? <span className="muted"> · Saved here</span> : making ? <span className="muted"> · Being made…</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="sheet__item" onClick={() => setNaming(true)}>
            New collection
          </button>
          <button type="button" className="sheet__item" onClick={onClose}>
            Cancel
          </button>
        </>
      )}
    </Sheet>
  );
}
