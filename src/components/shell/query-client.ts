import { QueryClient } from '@tanstack/react-query';

/** TanStack Query for lists outside the persisted cache (DESIGN.md): place search, long-video drafts. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
