import type { WirePageInfo } from '../../sync/api/wire';
import type { PageKey } from '../db/types';
import { badRequest } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';

/**
 * Keyset pages: ask the store for first + 1 rows; the extra one says there is a next page,
 * whose cursor is the last row's key (001 §3 Pagination; end_cursor null on the last page).
 */
export function pageOf<T>(rows: T[], first: number, keyOf: (row: T) => PageKey): { page: T[]; page_info: WirePageInfo } {
  const page = rows.slice(0, first);
  const last = page.at(-1);
  const hasNext = rows.length > first && last !== undefined;
  return { page, page_info: { has_next_page: hasNext, end_cursor: hasNext ? encodeCursor(keyOf(last)) : null } };
}

export function afterKey(raw: string | null | undefined): PageKey | null {
  const key = decodeCursor(raw);
  if (key === undefined) throw badRequest('variables.after: not a valid cursor');
  return key;
}

/** Ranked lists (explore) page by offset; the cursor is still opaque (key id = offset). */
export const offsetOf = (raw: string | null | undefined): number => afterKey(raw)?.id ?? 0;
export const offsetCursor = (offset: number): string => encodeCursor({ time: 0, id: offset });

export const emptyPageInfo: WirePageInfo = { has_next_page: false, end_cursor: null };
