import { Link } from 'wouter';
import { useWorker } from '../../state';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { Paths } from '../../routes';
import { UserRow } from './user-row';
import './people.css';

/**
 * People the viewer may know (001 §3 suggested users, each with its reason): the column
 * beside the desktop feed, and what an empty feed offers (issue 12).
 */
export function Suggestions({ limit, title = 'Suggested for you' }: { limit: number; title?: string }) {
  const worker = useWorker();
  const query = useWorkerQuery(['suggestions'], () => worker.loadSuggestions());
  const items = query.data?.items.slice(0, limit) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="suggestions" aria-labelledby="suggestions-title">
      <div className="suggestions__head">
        <h2 id="suggestions-title" className="suggestions__title">
          {title}
        </h2>
        <Link href={Paths.explore} className="suggestions__all">
          See all
        </Link>
      </div>
      <ul className="user-list">
        {items.map((s) => (
          <UserRow key={s.userId} userId={s.userId} subtitle={s.description} />
        ))}
      </ul>
    </section>
  );
}
