import type { APIRequestContext } from '@playwright/test';
import { Header } from '../../../sync/api/headers';
import { csrfOf } from './api-login';
import { QueryHash } from '../../../sync/api/paths';
import type { WireFeedResponse, WirePost } from '../../../sync/api/wire';

/** The viewer's first feed page straight from the server (001 §9: 12 a page), posts only. */
export async function fetchFeedPosts(request: APIRequestContext): Promise<WirePost[]> {
  const res = await request.get('/graphql/query/', {
    params: { query_hash: QueryHash.feed, variables: JSON.stringify({ first: 12 }) },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`feed: HTTP ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as WireFeedResponse;
  return body.data.user.edge_web_feed_timeline.edges.map((e) => e.node).filter((n): n is WirePost => 'shortcode' in n);
}

/**
 * Deletes the viewer's posts whose caption is one of `captions` (POST /create/{id}/delete/, 001
 * §7), so the posts a test made do not lead the feed of the tests after it.
 */
export async function deletePostsWithCaptions(request: APIRequestContext, captions: readonly string[]): Promise<number> {
  if (captions.length === 0) return 0;
  const csrf = await csrfOf(request);
  const mine = (await fetchFeedPosts(request)).filter((p) => p.caption !== null && captions.includes(p.caption));
  for (const post of mine) {
    const res = await request.post(`/create/${post.id}/delete/`, { headers: { [Header.csrf]: csrf, 'X-Requested-With': 'XMLHttpRequest' } });
    if (!res.ok()) throw new Error(`delete ${post.id}: HTTP ${res.status()} ${await res.text()}`);
  }
  return mine.length;
}
