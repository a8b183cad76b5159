import type { StoryItem } from '../../../worker/model';
import { storyDate } from './story-date';

/** A story of the archive in a picking grid (New highlight, Edit highlight's "Add"): its date, and a mark while picked. */
export function ArchiveStoryCell({ item, label, picked, mark, onToggle }: { item: StoryItem; label: string; picked: boolean; mark: string; onToggle: () => void }) {
  return (
    <button type="button" className={`highlight-grid__cell${picked ? ' highlight-grid__cell--picked' : ''}`} aria-pressed={picked} aria-label={`${label} ${storyDate(item.takenAt)}`} onClick={onToggle}>
      <img src={item.thumbnailSrc} alt="" className="highlight-grid__thumb" loading="lazy" />
      <span className="highlight-grid__date" aria-hidden="true">{storyDate(item.takenAt)}</span>
      <span className="highlight-grid__mark" aria-hidden="true">{picked ? mark : ''}</span>
    </button>
  );
}
