import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireRecentSearch, WireRecentSearchesResponse, WireSearchResponse, WireSearchUser } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { SearchEntityType, UserRow } from '../db/types';
import { visibleUserById } from '../domain/people';
import { requireViewer } from '../domain/visibility';
import { followedByText, friendshipStatus, hashtagSummary, listUsers, searchPlace } from '../graphql/serialize-people';
import { notFound } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseId, parseInput } from '../http/validate';

/**
 * Search (001 §3 Search: contexts blended, user, hashtag, place; result types user, hashtag,
 * place): FTS5 prefix matching; users ranked exact username first, then people the viewer
 * follows, then by followers; accounts blocked either way never appear. Recent searches are
 * kept per account.
 */
const SearchQuery = z.object({
  query: z.string().max(100).default(''),
  context: z.enum(['blended', 'user', 'hashtag', 'place']).default('blended'),
});
const RecentBody = z.object({ entity_type: z.enum(['user', 'hashtag', 'place']), entity_id: formText });
/** Our choice: 20 users, 10 hashtags, 10 places in a blended answer; 50 of one kind alone. */
const LIMITS = { blended: { user: 20, hashtag: 10, place: 10 }, single: 50 } as const;
const RECENT = 30;

export function search(ctx: AppContext, viewer: UserRow | null, query: string, context: WireSearchResponse['context']): WireSearchResponse {
  const { repos } = ctx;
  const viewerId = viewer?.id ?? 0;
  const wants = (t: 'user' | 'hashtag' | 'place') => context === 'blended' || context === t;
  const limit = (t: 'user' | 'hashtag' | 'place') => (context === 'blended' ? LIMITS.blended[t] : LIMITS.single);
  const text = query.trim().replace(/^[@#]/, '');
  const userIds = wants('user') ? repos.search.users(text, viewerId, limit('user') + 1) : [];
  const tags = wants('hashtag') ? repos.search.hashtags(text, limit('hashtag') + 1) : [];
  const places = wants('place') ? repos.search.places(text, limit('place') + 1) : [];
  const users = searchUsers(ctx, viewer, userIds.slice(0, limit('user')));
  const hasMore = userIds.length > limit('user') || tags.length > limit('hashtag') || places.length > limit('place');
  // One ranking over the three lists: "#…" puts hashtags first, otherwise people lead.
  const order: ('user' | 'hashtag' | 'place')[] = query.trim().startsWith('#') ? ['hashtag', 'user', 'place'] : ['user', 'hashtag', 'place'];
  let position = 0;
  const out: WireSearchResponse = { status: 'ok', query, context, users: [], hashtags: [], places: [], has_more: hasMore };
  for (const kind of order) {
    if (kind === 'user') for (const user of users) out.users.push({ position: position++, user });
    if (kind === 'hashtag') for (const h of tags.slice(0, limit('hashtag'))) out.hashtags.push({ position: position++, hashtag: hashtagSummary(h) });
    if (kind === 'place') {
      for (const p of places.slice(0, limit('place'))) {
        out.places.push({ position: position++, place: searchPlace(p, repos.discover.placeArea(p.id)?.city.name ?? '') });
      }
    }
  }
  return out;
}

function searchUsers(ctx: AppContext, viewer: UserRow | null, ids: number[]): WireSearchUser[] {
  const { repos } = ctx;
  const followers = repos.search.followerCounts(ids);
  const users = repos.users.byIds(ids);
  return listUsers(ctx, viewer?.id ?? null, ids).flatMap((u) => {
    const row = users.get(Number(u.id));
    if (!row) return [];
    const mutual = viewer && viewer.id !== row.id ? repos.follows.mutual(viewer.id, row.id, 2) : { count: 0, ids: [] };
    const names = repos.users.byIds(mutual.ids);
    return [
      {
        ...u,
        follower_count: followers.get(row.id) ?? 0,
        search_social_context: followedByText(mutual.ids.flatMap((id) => names.get(id)?.username ?? []), mutual.count),
        friendship_status: viewer
          ? friendshipStatus(ctx, viewer.id, row)
          : { following: false, followed_by: false, blocking: false, is_private: row.isPrivate, incoming_request: false, outgoing_request: false },
      },
    ];
  });
}

function recentSearches(ctx: AppContext, viewer: UserRow): WireRecentSearch[] {
  const { repos } = ctx;
  return repos.search.recent(viewer.id, RECENT).flatMap((r, position): WireRecentSearch[] => {
    const base = { position, type: r.type, clicked_at: r.clickedAt };
    if (r.type === 'user') {
      const [user] = listUsers(ctx, viewer.id, [r.entityId]);
      return user ? [{ ...base, user }] : [];
    }
    if (r.type === 'hashtag') {
      const h = repos.hashtags.byIds([r.entityId]).get(r.entityId);
      return h ? [{ ...base, hashtag: hashtagSummary(h) }] : [];
    }
    const p = repos.locations.byId(r.entityId);
    return p ? [{ ...base, place: searchPlace(p, repos.discover.placeArea(p.id)?.city.name ?? '') }] : [];
  }).map((r, position) => ({ ...r, position }));
}

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/web/search/topsearch/', async (req) => {
    const q = parseInput(SearchQuery, req.query, 'query');
    return search(ctx, req.viewer, q.query, q.context);
  });

  app.get('/web/search/recent_searches/', async (req): Promise<WireRecentSearchesResponse> => ({
    status: 'ok',
    recent: recentSearches(ctx, requireViewer(req)),
  }));

  app.post('/web/search/register_recent_search_click/', async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const body = parseInput(RecentBody, req.body);
      const type: SearchEntityType = body.entity_type;
      const id = parseId(body.entity_id);
      if (id === null) throw notFound();
      if (type === 'user') visibleUserById(ctx, viewer.id, body.entity_id);
      else if (type === 'hashtag' && !ctx.repos.hashtags.byIds([id]).has(id)) throw notFound();
      else if (type === 'place' && !ctx.repos.locations.byId(id)) throw notFound();
      ctx.repos.search.addRecent(viewer.id, type, id, nowSeconds(ctx));
      return ok();
    }, ctx.actionLimits.reactions);
  });

  app.post('/web/search/clear_search_history/', async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      ctx.repos.search.clearRecent(viewer.id);
      return ok();
    }, ctx.actionLimits.reactions);
  });
}
