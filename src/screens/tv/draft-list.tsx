import type { IgtvDraft } from '../../lib/media/upload-api';

/** Drafts with their cover at 4:5 (001 §5) and title. */
export function DraftList({ drafts }: { drafts: readonly IgtvDraft[] }) {
  return (
    <ul className="tv-drafts" aria-label="Drafts">
      {drafts.map((d) => {
        const title = d.title.trim() || 'Untitled';
        return (
          <li key={d.id} className="tv-draft">
            {d.coverUrl ? <img className="tv-draft__cover" src={d.coverUrl} alt={`Cover of ${title}`} loading="lazy" /> : <span className="tv-draft__cover muted">No cover</span>}
            <span className="tv-draft__title">{title}</span>
          </li>
        );
      })}
    </ul>
  );
}
