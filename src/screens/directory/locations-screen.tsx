import { Link } from 'wouter';
import { useWorker } from '../../state';
import { isNotFound, useWorkerQuery } from '../../hooks/use-worker-query';
import { Paths, locationsPath, placePath } from '../../routes';
import { NotFoundScreen } from '../not-found/not-found-screen';
import type { DirectoryEntry, LocationsDirectoryView } from '../../../worker/api-types';
import { Pager, usePageParam } from './pager';
import { LoadError } from '../../components/people/load-error';
import '../../components/people/people.css';
import './directory.css';

function hrefOf(view: LocationsDirectoryView, e: DirectoryEntry): string {
  if (view.level === 'countries') return locationsPath(e.id);
  if (view.level === 'cities') return locationsPath(e.id, e.slug);
  return placePath(e.id, e.slug);
}

/** /explore/locations/{segment}/…: a place's id is digits; anything else is a country code or a city ('c' + id). */
export function isPlaceSegment(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/**
 * The locations directory (001 §2 /explore/locations/; "by country and city"): countries, then
 * a country's cities (/explore/locations/{code}/), then a city's places
 * (/explore/locations/c{cityId}/{slug}/), each linking on; 60 a page (?page=N).
 */
export function LocationsScreen({ segment }: { segment: string | null }) {
  const worker = useWorker();
  const page = usePageParam();
  const query = useWorkerQuery(['locations', segment, page], () => worker.loadLocationsDirectory(segment, page));
  if (query.isError && isNotFound(query.error)) return <NotFoundScreen />;
  const view = query.data;
  const title = view?.city?.name ?? view?.country?.name ?? 'Locations';
  const path = segment === null ? Paths.locations : locationsPath(segment, view?.city?.slug ?? '');
  return (
    <main className="app-main">
      <div className="column directory">
        <h1 className="page-title">{title}</h1>
        <nav className="directory__breadcrumbs" aria-label="Breadcrumbs">
          <Link href={Paths.locations}>Locations</Link>
          {view?.country ? (
            <>
              <span aria-hidden="true">›</span>
              <Link href={locationsPath(view.country.id)}>{view.country.name}</Link>
            </>
          ) : null}
          {view?.city ? (
            <>
              <span aria-hidden="true">›</span>
              <span>{view.city.name}</span>
            </>
          ) : null}
        </nav>
        {view?.offline ? <p className="offline-note muted">You're offline: this page is as last seen.</p> : null}
        {query.isPending ? <p className="center-state muted" role="status">Loading…</p> : null}
        {query.isError ? <LoadError text="Couldn't load locations." onRetry={() => void query.refetch()} /> : null}
        {view ? (
          <ul className="directory__links" aria-label={view.level === 'countries' ? 'Countries' : view.level === 'cities' ? 'Cities' : 'Places'}>
            {view.entries.map((e) => (
              <li key={e.id}>
                <Link href={hrefOf(view, e)}>{e.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {view && view.entries.length === 0 ? <p className="center-state muted">No places here yet.</p> : null}
        {view ? <Pager path={path} page={page} nextPage={view.nextPage} /> : null}
      </div>
    </main>
  );
}
