import { useId, useState } from 'react';
import { HighlightLimits, titleLength } from '../../../sync/api/highlights-wire';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { storyDate } from './story-date';

/** Added (highlights): the owner edits a highlight: its title, and stories taken out (one at least stays). */
export function EditHighlightForm({ reelId, onCancel, onDone }: { reelId: string; onCancel: () => void; onDone: () => void }) {
  const worker = useWorker();
  const highlight = useSnapshot((s) => s.stories.reels[reelId]?.highlight);
  const items = useSnapshot((s) => (s.stories.reels[reelId]?.itemIds ?? []).flatMap((id) => s.stories.items[id] ?? []), shallowEqual);
  const [title, setTitle] = useState(highlight?.title ?? '');
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!highlight) return null;
  const count = titleLength(title.trim());
  const tooLong = count > HighlightLimits.titleMax;
  const allGone = items.length > 0 && items.every((i) => removed.has(i.id));
  const toggle = (id: string) => {
    const next = new Set(removed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setRemoved(next);
  };
  const save = () => {
    setBusy(true);
    const storyIds = items.filter((i) => removed.has(i.id)).map((i) => i.id.slice(i.id.lastIndexOf('/') + 1));
    worker.editHighlight(highlight.highlightReelId, { title, removedStoryIds: storyIds }).then(onDone, (e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : "Couldn't edit the highlight.");
    });
  };
  return (
    <form
      className="highlight-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong && !allGone && !busy) save();
      }}
    >
      <label className="highlight-form__label" htmlFor={titleId}>
        Title
      </label>
      <input id={titleId} className="highlight-form__input" value={title} onChange={(e) => setTitle(e.target.value)} autoComplete="off" aria-describedby={`${titleId}-count`} />
      <p id={`${titleId}-count`} className={`highlight-form__count${tooLong ? ' highlight-form__count--over' : ''}`}>{`${count}/${HighlightLimits.titleMax}`}</p>
      <ul className="highlight-grid" aria-label="Stories in this highlight">
        {items.map((i) => {
          const out = removed.has(i.id);
          return (
            <li key={i.id}>
              <button type="button" className={`highlight-grid__cell${out ? ' highlight-grid__cell--out' : ''}`} aria-pressed={out} aria-label={`Remove story from ${storyDate(i.takenAt)}`} onClick={() => toggle(i.id)}>
                <img src={i.thumbnailSrc} alt="" className="highlight-grid__thumb" />
                <span className="highlight-grid__mark" aria-hidden="true">{out ? '✕' : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {allGone ? <p className="highlight-form__error" role="alert">A highlight keeps at least one story. Delete it instead.</p> : null}
      {error ? <p className="highlight-form__error" role="alert">{error}</p> : null}
      <button type="submit" className="sheet__item sheet__item--strong" disabled={tooLong || allGone || busy}>
        Done
      </button>
      <button type="button" className="sheet__item" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
