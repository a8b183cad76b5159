import { useEffect, useId, useState } from 'react';
import { HighlightLimits, titleLength } from '../../../sync/api/highlights-wire';
import { fire } from '../../lib/fire';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { Sheet } from '../post/sheet';
import { ArchiveStoryCell } from './archive-story-cell';

/**
 * Added (highlights): "New highlight" on one's own profile: pick stories of the archive (a grid
 * of thumbnails, several at once), Next, name it, Done. Made through the outbox: it shows in
 * the row at once and is sent once online. Offline the archive read before is used.
 */
export function NewHighlightSheet({ onClose }: { onClose: () => void }) {
  const worker = useWorker();
  const archive = useSnapshot((s) => s.stories.archive, shallowEqual);
  const online = useSnapshot((s) => s.status.online);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [naming, setNaming] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  useEffect(() => fire(worker.loadArchive(false), 'load archive'), [worker]);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const count = titleLength(title.trim());
  const tooLong = count > HighlightLimits.titleMax;
  const done = () => {
    worker.createHighlight(title, [...picked], picked[0] ?? null).then(onClose, (e: unknown) => setError(e instanceof Error ? e.message : "Couldn't make the highlight."));
  };
  return (
    <Sheet label="New highlight" title={naming ? 'Name your highlight' : 'New highlight'} onClose={onClose}>
      {naming ? (
        <form
          className="highlight-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooLong) done();
          }}
        >
          <label className="highlight-form__label" htmlFor={titleId}>
            Title
          </label>
          <input id={titleId} className="highlight-form__input" value={title} placeholder="Highlights" onChange={(e) => setTitle(e.target.value)} autoComplete="off" aria-describedby={`${titleId}-count`} />
          <p id={`${titleId}-count`} className={`highlight-form__count${tooLong ? ' highlight-form__count--over' : ''}`}>{`${count}/${HighlightLimits.titleMax}`}</p>
          {error ? <p className="highlight-form__error" role="alert">{error}</p> : null}
          <button type="submit" className="sheet__item sheet__item--strong" disabled={tooLong}>
            Done
          </button>
          <button type="button" className="sheet__item" onClick={() => setNaming(false)}>
            Back
          </button>
        </form>
      ) : (
        <>
          <p className="sheet__text">Pick stories from your archive.</p>
          {archive.items.length === 0 ? (
            <p className="sheet__text muted" role="status">
              {archive.isLoading || !archive.loaded ? (online ? 'Loading your archive…' : "You're offline: your archive shows once you're back online.") : 'No stories in your archive yet.'}
            </p>
          ) : (
            <ul className="highlight-grid highlight-grid--pick" aria-label="Your story archive">
              {archive.items.map((i) => {
                const n = picked.indexOf(i.id);
                return (
                  <li key={i.id}>
                    <ArchiveStoryCell item={i} label="Story from" picked={n >= 0} mark={String(n + 1)} onToggle={() => toggle(i.id)} />
                  </li>
                );
              })}
            </ul>
          )}
          {archive.moreAvailable ? (
            <button type="button" className="sheet__item" disabled={archive.isLoading} onClick={() => fire(worker.loadArchive(true), 'load archive')}>
              Show more
            </button>
          ) : null}
          <button type="button" className="sheet__item sheet__item--strong" disabled={picked.length === 0} onClick={() => setNaming(true)}>
            {picked.length === 0 ? 'Next' : `Next (${picked.length})`}
          </button>
          <button type="button" className="sheet__item" onClick={onClose}>
            Cancel
          </button>
        </>
      )}
    </Sheet>
  );
}
