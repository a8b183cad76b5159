import { useParams } from 'wouter';
import { useWorker } from '../../state';
import { useWorkerPages } from '../../hooks/use-worker-query';
import { PinIcon } from '../../icons/pin-icon';
import { TopAndRecent } from './top-and-recent';

/** /explore/locations/{id}/{slug}/ (001 §2 Links): the place (name, address, coordinates), its top and recent posts. */
export function PlaceScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const worker = useWorker();
  const pages = useWorkerPages(['place', id], (after) => worker.loadPlace(id, after));
  const name = pages.data?.pages[0]?.name ?? 'this place';
  return (
    <TopAndRecent
      pages={pages}
      what="place"
      name={name}
      header={(first) => (
        <header className="tag-page__header">
          <span className="tag-page__badge" aria-hidden="true">
            <PinIcon size={36} />
          </span>
          <div>
            <h1 className="tag-page__title">{first?.name ?? 'Place'}</h1>
            {first?.address ? <p className="muted">{first.address}</p> : null}
            {first && first.lat !== null && first.lng !== null ? (
              <p className="muted">
                {first.lat.toFixed(4)}, {first.lng.toFixed(4)}
              </p>
            ) : null}
          </div>
        </header>
      )}
    />
  );
}
