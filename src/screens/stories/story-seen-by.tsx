import { useEffect, useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Spinner } from '../../components/spinner';
import { fire } from '../../lib/fire';
import { useSnapshot, useWorker } from '../../state';

/**
 * Added (story replies): "Seen by N" at the foot of one's own story, and the sheet it opens:
 * the people who saw this item (picture, username, name), newest first, more as it scrolls to
 * the end. Read when the item shows; kept in the stories slice (001 §3 viewersPageInfo), so a
 * list read once shows offline (keyed by the story's id: the same story in a highlight shares it).
 * The story waits while the sheet is open.
 */
export function SeenBy({ storyId, onHold }: { storyId: string; onHold: (held: boolean) => void }) {
  const worker = useWorker();
  const page = useSnapshot((s) => s.stories.viewersPageInfo[storyId]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    fire(worker.loadStoryViewers(storyId, false), 'story viewers');
  }, [worker, storyId]);
  useEffect(() => {
    onHold(open);
  }, [open, onHold]);
  useEffect(() => () => onHold(false), [onHold]);
  const count = page?.total ?? 0;
  // The sheet is the footer's sibling: it covers the whole story, not the footer's strip.
  return (
    <>
      <div className="story-footer story-footer--own">
        <button type="button" className="story-footer__seen" aria-haspopup="dialog" onClick={() => setOpen(true)} disabled={page === undefined}>
          {page === undefined ? 'Seen by …' : `Seen by ${count}`}
        </button>
      </div>
      {open ? <ViewersSheet storyId={storyId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ViewersSheet({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const worker = useWorker();
  const page = useSnapshot((s) => s.stories.viewersPageInfo[storyId]);
  const loading = useSnapshot((s) => s.stories.isLoadingStoryViewers);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  const more = () => {
    if (page?.nextMaxId && !loading) fire(worker.loadStoryViewers(storyId, true), 'more story viewers');
  };
  const viewers = page?.viewers ?? [];
  return (
    <div className="story-sheet__backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="story-sheet" role="dialog" aria-modal="true" aria-labelledby="story-sheet-title">
        <header className="story-sheet__head">
          <h2 id="story-sheet-title" className="story-sheet__title">
            Viewers{page ? ` · ${page.total}` : ''}
          </h2>
          <button type="button" className="story-sheet__close" aria-label="Close viewers" onClick={onClose}>
            ✕
          </button>
        </header>
        <ul
          className="story-sheet__list"
          aria-label="People who saw your story"
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.scrollTop + el.clientHeight >= el.scrollHeight - 80) more();
          }}
        >
          {viewers.map((v) => (
            <li key={v.id} className="story-sheet__row">
              <Avatar src={v.profilePictureUrl} username={v.username} size={44} />
              <span className="story-sheet__names">
                <span className="story-sheet__username">{v.username}</span>
                {v.fullName ? <span className="story-sheet__full">{v.fullName}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        {viewers.length === 0 && !loading ? <p className="story-sheet__empty">No one has seen this story yet.</p> : null}
        {loading ? <Spinner label="Loading viewers" size={24} /> : null}
        {page?.nextMaxId && !loading ? (
          <button type="button" className="story-sheet__more" onClick={more}>
            Show more
          </button>
        ) : null}
      </div>
    </div>
  );
}
