import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query for lists outside the persisted cache (DESIGN.md): place search, long-video
 * drafts, the worker's reads (comment threads, people, explore). Every query asks the worker,
 * which answers offline from what it holds (and says so): `networkMode: 'always'`, or the
 * library's default pauses a query while the browser is offline and the screen stayed on
 * "Loading…" (the post page's comments opened offline: browser chaos, seed 600294989).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});
