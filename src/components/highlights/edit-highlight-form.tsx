import { useEffect, useId, useState } from 'react';
import { HighlightLimits, titleLength } from '../../../sync/api/highlights-wire';
import { fire } from '../../lib/fire';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { storyIdOf } from '../../../worker/stories/highlights-rules';
import { ArchiveStoryCell } from './archive-story-cell';
import { storyDate } from './story-date';

/**
 * Added (highlights): the owner edits a highlight: its title, stories taken out (one at least
 * stays), stories of the archive added, and the cover (one of the stories it keeps). Saved
 * through the outbox: shown at once, offline too (the archive as last read).
 */
export function EditHighlightForm({ reelId, onCancel, onDone }: { reelId: string; onCancel: () => void; onDone: () => void }) {
  const worker = useWorker();
  const highlight = useSnapshot((s) => s.stories.reels[reelId]?.highlight);
  const items = useSnapshot((s) => (s.stories.reels[reelId]?.itemIds ?? []).flatMap((id) => s.stories.items[id] ?? []), shallowEqual);
  const archive = useSnapshot((s) => s.stories.archive, shallowEqual);
  const [title, setTitle] = useState(highlight?.title ?? '');
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<readonly string[]>([]);
  const [cover, setCover] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  useEffect(() => fire(worker.loadArchive(false), 'load archive'), [worker]);
  if (!highlight) return null;
  const held = new Set(items.map((i) => storyIdOf(i.id)));
  const addable = archive.items.filter((i) => !held.has(i.id));
  const count = titleLength(title.trim());
  const tooLong = count > HighlightLimits.titleMax;
  const keptItems = [...items.filter((i) => !removed.has(i.id)).map((i) => ({ storyId: storyIdOf(i.id), item: i })), ...addable.filter((i) => added.includes(i.id)).map((i) => ({ storyId: i.id, item: i }))];
  const allGone = keptItems.length === 0;
  const tooMany = keptItems.length > HighlightLimits.itemsMax;
  const currentCover = storyIdOf(highlight.coverItemId);
  const chosenCover = cover !== null && keptItems.some((k) => k.storyId === cover) ? cover : keptItems.some((k) => k.storyId === currentCover) ? currentCover : keptItems[0]?.storyId ?? null;
  const toggleRemoved = (id: string) => {
    const next = new Set(removed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setRemoved(next);
  };
  const toggleAdded = (id: string) => setAdded((a) => (a.includes(id) ? a.filter((x) => x !== id) : [...a, id]));
  const save = () => {
    setBusy(true);
    const removedStoryIds = items.filter((i) => removed.has(i.id)).map((i) => storyIdOf(i.id));
    const change = { title, removedStoryIds, addedStoryIds: [...added], coverStoryId: cover === null ? null : chosenCover };
    worker.editHighlight(highlight.highlightReelId, change).then(onDone, (e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : "Couldn't edit the highlight.");
    });
  };
  return (
    <form
      className="highlight-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong && !allGone && !tooMany && !busy) save();
      }}
    >
      <label className="highlight-form__label" htmlFor={titleId}>
        Title
      </label>
      <input id={titleId} className="highlight-form__input" value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" aria-describedby={`${titleId}-count`} />
      <p id={`${titleId}-count`} className={`highlight-form__count${tooLong ? ' highlight-form__count--over' : ''}`}>{`${count}/${HighlightLimits.titleMax}`}</p>
      <p className="highlight-form__label">Cover</p>
      <div className="highlight-covers" role="radiogroup" aria-label="Cover">
        {keptItems.map(({ storyId, item }) => (
          <button
            key={storyId}
            type="button"
            role="radio"
            aria-checked={storyId === chosenCover}
            aria-label={`Cover: story from ${storyDate(item.takenAt)}`}
            className={`highlight-covers__option${storyId === chosenCover ? ' highlight-covers__option--chosen' : ''}`}
            onClick={() => setCover(storyId)}
          >
            <img src={item.thumbnailSrc} alt="" className="highlight-covers__thumb" />
          </button>
        ))}
      </div>
      <p className="highlight-form__label">Stories</p>
      <ul className="highlight-grid" aria-label="Stories in this highlight">
        {items.map((i) => {
          const out = removed.has(i.id);
          return (
            <li key={i.id}>
              <button type="button" className={`highlight-grid__cell${out ? ' highlight-grid__cell--out' : ''}`} aria-pressed={out} aria-label={`Remove story from ${storyDate(i.takenAt)}`} onClick={() => toggleRemoved(i.id)}>
                <img src={i.thumbnailSrc} alt="" className="highlight-grid__thumb" />
                <span className="highlight-grid__mark" aria-hidden="true">{out ? '✕' : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {addable.length > 0 ? (
        <>
          <p className="highlight-form__label">Add from your archive</p>
          <ul className="highlight-grid highlight-grid--pick" aria-label="Stories to add">
            {addable.map((i) => {
              const picked = added.includes(i.id);
              return (
                <li key={i.id}>
                  <ArchiveStoryCell item={i} label="Add story from" picked={picked} mark="+" onToggle={() => toggleAdded(i.id)} />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {archive.moreAvailable ? (
        <button type="button" className="sheet__item" disabled={archive.isLoading} onClick={() => fire(worker.loadArchive(true), 'load archive')}>
          Show more of your archive
        </button>
      ) : null}
      {allGone ? <p className="highlight-form__error" role="alert">A highlight keeps at least one story. Delete it instead.</p> : null}
      {tooMany ? <p className="highlight-form__error" role="alert">{`A highlight holds at most ${HighlightLimits.itemsMax} stories.`}</p> : null}
      {error ? <p className="highlight-form__error" role="alert">{error}</p> : null}
      <button type="submit" className="sheet__item sheet__item--strong" disabled={tooLong || allGone || tooMany || busy}>
        Done
      </button>
      <button type="button" className="sheet__item" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
