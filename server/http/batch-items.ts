import { z } from 'zod';
import { BEACON_PATHS } from '../../sync/analytics/paths';
import { Limits } from '../../sync/api/constants';
import { ContactsPath } from '../../sync/api/contacts-wire';
import { ApiPath } from '../../sync/api/paths';
import { badRequest } from './errors';
import { MUTATION_ID } from './idempotency';
import { parseInput } from './validate';

/**
 * What POST /web/batch/ (../routes/batch.ts) accepts: the request's shape, each item's shape,
 * and which calls may be batched. Pure, so the rule is tested on its own (batch-items.test.ts).
 */

/** The whole request: 1 to Limits.batchMaxItems items, each checked on its own (parseBatchItem). */
const BatchBody = z.object({ requests: z.array(z.unknown()).min(1).max(Limits.batchMaxItems) });

export const parseBatchBody = (body: unknown): unknown[] => parseInput(BatchBody, body).requests;

export const BATCH_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'application/json'] as const;

const BatchItem = z.object({
  method: z.enum(['POST', 'DELETE']),
  path: z.string().min(1).max(2048),
  body: z.string(),
  content_type: z.enum(BATCH_CONTENT_TYPES),
  mutation_id: z.string().regex(MUTATION_ID, { error: 'must be 1-100 letters, digits or - _ . :' }),
});

export type BatchItem = z.output<typeof BatchItem>;

/**
 * The calls a batch may carry: the signed-in mutations the outbox queues (likes, saves,
 * comments, people, hashtags, discover, search history, activity, collections, configure, post
 * edits and deletes, direct messages, reports, story highlights). Each item runs through the real app with the batch's
 * own headers and address (../routes/batch.ts), so a batch reaches nothing a request alone
 * could not; this list keeps it to what it is for, so that no flow with its own rules rides in
 * one: no login, sign-up, logout or other entry flow (/accounts/, /fb/, /web/consent/, …), no
 * upload (/rupload_…, a raw streamed body), no beacon (its CSRF rule is the browser's own
 * headers), no logging, push, download or development route, and no batch in a batch.
 */
const BATCHABLE_PREFIXES = ['/web/', '/collections/', '/create/', '/igtv/', '/media/', '/api/v1/direct_v2/', '/stories/reel/', '/users/', '/api/v1/highlights/'] as const;
/** Outbox mutations outside those prefixes, whole paths only (contacts: Delete all). */
const BATCHABLE_PATHS: readonly string[] = [ContactsPath.unlink];
const NEVER_BATCHED = [ApiPath.batch, '/web/batch', '/web/consent/'] as const;

/** Stands for this server when a path is resolved: the path must resolve to itself under it. */
const SELF = 'http://batch.invalid';

/**
 * Why this path may not be batched, or null when it may. The path must come out of URL parsing
 * unchanged (what the app is given is what was checked): an absolute or protocol-relative URL,
 * a `.`/`..` segment (`%2e` too), a backslash, a fragment or a character that needs escaping
 * is refused, as is anything outside BATCHABLE_PREFIXES and BATCHABLE_PATHS (case-sensitive, as the router is).
 */
export function unbatchableReason(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return 'must be a path of this server, starting with one /';
  let url: URL;
  try {
    url = new URL(path, SELF);
  } catch {
    return 'is not a valid path';
  }
  if (url.origin !== SELF || `${url.pathname}${url.search}` !== path) return 'must be a plain path (no dot segments, fragment, backslash or unescaped character)';
  const pathname = url.pathname;
  if (NEVER_BATCHED.some((p) => pathname.startsWith(p)) || BEACON_PATHS.includes(pathname)) return 'this call may not be batched';
  if (!BATCHABLE_PREFIXES.some((p) => pathname.startsWith(p)) && !BATCHABLE_PATHS.includes(pathname)) return 'this call may not be batched';
  return null;
}

/** One item: its fields (400 naming the field when wrong) and a path that may be batched. */
export function parseBatchItem(raw: unknown): BatchItem {
  const item = parseInput(BatchItem, raw, 'item');
  const reason = unbatchableReason(item.path);
  if (reason !== null) throw badRequest(`path: ${reason}`);
  return item;
}
