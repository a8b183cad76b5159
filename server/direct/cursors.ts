/**
 * Opaque cursors of direct messages (001 §3 oldest_cursor): base64url of "d1:<µs>:<id>" for
 * inbox pages (newest activity first) and "d1:<id>" for a thread's older items. The client only
 * hands them back; an empty cursor is the first page, anything not ours is a 400.
 */
import type { ThreadPageKey } from '../db/direct-types';

const encode = (s: string): string => Buffer.from(s, 'utf8').toString('base64url');
const decode = (cursor: string): string | null => (/^[A-Za-z0-9_-]{1,64}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : null);

export const encodeInboxCursor = (key: ThreadPageKey): string => encode(`d1:${key.activityUs}:${key.id}`);
export const encodeItemCursor = (itemId: number): string => encode(`d1:${itemId}`);

/** null: the first page; undefined: not one of ours. */
export function decodeInboxCursor(cursor: string | undefined): ThreadPageKey | null | undefined {
  if (cursor === undefined || cursor === '') return null;
  const m = /^d1:(\d{1,17}):(\d{1,15})$/.exec(decode(cursor) ?? '');
  return m ? { activityUs: Number(m[1]), id: Number(m[2]) } : undefined;
}

export function decodeItemCursor(cursor: string | undefined): number | null | undefined {
  if (cursor === undefined || cursor === '') return null;
  const m = /^d1:(\d{1,15})$/.exec(decode(cursor) ?? '');
  return m ? Number(m[1]) : undefined;
}
