import type { WirePageInfo } from '../../sync';
import type { PageInfo } from './types';

/** 001 §3 Pagination: an end cursor that is empty or '0' counts as no more. */
export function hasMore(endCursor: string | null | undefined): endCursor is string {
  return typeof endCursor === 'string' && endCursor !== '' && endCursor !== '0';
}

export function normalizePageInfo(info: WirePageInfo): PageInfo {
  const more = info.has_next_page && hasMore(info.end_cursor);
  return { hasNextPage: more, endCursor: more ? info.end_cursor : null };
}
