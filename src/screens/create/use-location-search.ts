import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from '../../state';
import { useUploadWorker } from '../../components/uploads/use-uploads';
import type { LocationHit } from '../../lib/media/upload-api';
import { useDebounced } from './use-debounced';

/** Our choice: wait this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;
/** Our choice: a place search stays fresh for 5 minutes. */
const SEARCH_STALE_MS = 5 * 60_000;

/** GET /location_search/ (001 §7) through the worker; TanStack Query keeps the answers. */
export function useLocationSearch(query: string) {
  const worker = useUploadWorker();
  const online = useSnapshot((s) => s.status.online);
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['location-search', q],
    queryFn: async (): Promise<LocationHit[]> => {
      const r = await worker.searchLocations(q);
      if (!r.ok) throw new Error(r.message);
      return r.value;
    },
    enabled: online && q.length > 0,
    staleTime: SEARCH_STALE_MS,
    retry: false,
  });
  const settling = q !== query.trim();
  return { online, hits: result.data ?? [], pending: settling || result.isFetching, failed: result.isError && !settling, count: result.data ? result.data.length : null };
}
