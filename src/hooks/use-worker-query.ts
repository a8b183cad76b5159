import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallResult } from '../../worker/api-types';

/** A worker read's failure, kept whole for the screen (404 → not found). */
export class CallError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

export async function unwrap<T>(p: Promise<CallResult<T>>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new CallError(r.statusCode, r.message);
  return r.value;
}

export const isNotFound = (e: unknown): boolean => e instanceof CallError && e.statusCode === 404;

/**
 * The worker answers offline itself, from what it kept (and says so), so its reads run
 * whatever the browser's online flag says. With the library's default (`'online'`) a read
 * started offline paused, and the post page opened after the network dropped stayed on
 * "Loading comments…" (browser chaos, seeds 600294989 and 1653939323).
 */
export const WORKER_READ = { networkMode: 'always', retry: false, staleTime: 30_000 } as const;

/**
 * TanStack Query over a worker read (DESIGN.md: lists outside the persisted cache; the query
 * function calls the worker, which answers offline from what it kept).
 */
export function useWorkerQuery<T>(key: readonly unknown[], fn: () => Promise<CallResult<T>>, enabled = true) {
  return useQuery({ queryKey: key, queryFn: () => unwrap(fn()), enabled, ...WORKER_READ });
}

interface Paged {
  page: { hasMore: boolean; endCursor: string | null };
}

/** Pages of a worker read, each after the last one's end cursor. */
export function useWorkerPages<T extends Paged>(key: readonly unknown[], fn: (after: string | null) => Promise<CallResult<T>>, enabled = true) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => unwrap(fn(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.page.hasMore ? last.page.endCursor : undefined),
    enabled,
    ...WORKER_READ,
  });
}
