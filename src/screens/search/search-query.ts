/**
 * The search screen's query (issue 12, search as you type), shared by the screen and the field:
 * the field starts a keystroke's request from its change handler, before React renders the
 * keystroke (the screen's render, its commit and TanStack Query's effect came first, 2–13 ms
 * after the key, most on the first key after the recent searches), under the screen's own rule
 * (./next-asked.ts): only when no answer is awaited. The screen then finds it in flight.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../hooks/use-worker-query';
import type { WorkerApi } from '../../../worker/api-types';

export const searchKey = (asked: string) => ['search', asked] as const;

export function searchQuery(worker: Pick<WorkerApi, 'search'>, asked: string) {
  return queryOptions({
    queryKey: searchKey(asked),
    queryFn: () => unwrap(worker.search(asked)),
    retry: false,
    // The worker answers offline itself (the people, tags and places seen): never paused.
    networkMode: 'always',
  });
}

/** From the field's change: asks for `typed` at once when no search answer is awaited. */
export function askAtOnce(client: QueryClient, worker: Pick<WorkerApi, 'search'>, typed: string): void {
  const asked = typed.trim();
  if (asked === '' || client.isFetching({ queryKey: ['search'] }) > 0) return;
  void client.prefetchQuery(searchQuery(worker, asked));
}
