import type { PageKey } from '../db/types';

/**
 * Opaque page cursors: base64url of "v1:<time>:<id>". The client only hands them back
 * (001 §3 Pagination); an empty or '0' cursor means "from the start".
 */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(`v1:${key.time}:${key.id}`, 'utf8').toString('base64url');
}

/** The key, null for "from the start", or undefined when the cursor is not one of ours. */
export function decodeCursor(cursor: string | null | undefined): PageKey | null | undefined {
  if (cursor === null || cursor === undefined || cursor === '' || cursor === '0') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const match = /^v1:(\d{1,12}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  return { time: Number(match[1]), id: Number(match[2]) };
}
