import { Link } from 'wouter';
import { useSearchParams } from '../../hooks/use-search-params';

/** The page of a directory from ?page= (1-based; anything else is page 1). */
export function usePageParam(): number {
  const raw = useSearchParams().get('page');
  const n = raw === null ? 1 : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Previous / Next links between pages of a directory (plain links: each page is its own URL). */
export function Pager({ path, page, nextPage }: { path: string; page: number; nextPage: number | null }) {
  if (page === 1 && nextPage === null) return null;
  return (
    <nav className="directory__pager" aria-label="Pages">
      {page > 1 ? <Link href={page === 2 ? path : `${path}?page=${page - 1}`}>Previous</Link> : <span />}
      <span className="muted">Page {page}</span>
      {nextPage !== null ? <Link href={`${path}?page=${nextPage}`}>Next</Link> : <span />}
    </nav>
  );
}
