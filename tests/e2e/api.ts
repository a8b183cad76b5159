import type { APIRequestContext } from '@playwright/test';
import { QueryHash } from '../../sync/api/paths';
import type { WirePostResponse } from '../../sync/api/wire';

/** Reads a post and its first page of comments straight from the server (no cache involved). */
export async function fetchPost(request: APIRequestContext, shortcode: string): Promise<WirePostResponse['data']['shortcode_media']> {
  const res = await request.get('/graphql/query/', {
    params: { query_hash: QueryHash.post, variables: JSON.stringify({ shortcode }) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`post ${shortcode}: HTTP ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as WirePostResponse;
  return body.data.shortcode_media;
}

/** The shortcode of the n-th post of the feed, read from its permalink. */
export function shortcodeFromHref(href: string | null): string {
  const m = /\/p\/([^/]+)\//.exec(href ?? '');
  if (!m?.[1]) throw new Error(`no post link in ${href}`);
  return m[1];
}
