import { z } from 'zod';
import { Limits } from '../../sync/api/constants';
import type { WireDirectoryResponse, WireExploreResponse, WireLocationResponse, WireTagResponse } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { notFound } from '../http/errors';
import { parseId, parseInput } from '../http/validate';
import { offsetCursor, offsetOf, afterKey } from './page';
import { postConnection } from './people-queries';
import { MAX_PAGE_SIZE } from './queries';
import { hashtagSummary, listUsers } from './serialize-people';
import { serializePosts } from './serialize-post';

/** Explore, tag and location pages, directories (001 §7 Discover; 001 §9 page sizes). */
const after = z.string().max(128).nullable().optional();
const first = z.number().int().min(1).max(MAX_PAGE_SIZE).optional();
const ExploreVars = z.object({ first, after, discover: z.boolean().optional() });
const TagVars = z.object({ tag_name: z.string().min(1).max(100), first, after });
const LocationVars = z.object({ id: z.string().regex(/^\d{1,15}$/, 'not a location id'), first, after });
const DirectoryVars = z.object({ page: z.number().int().min(1).max(10_000).default(1) });

/** Engagement counts over the last 7 days for explore, 30 for top posts (our choice). */
const EXPLORE_WINDOW = 7 * 86_400;
const TOP_WINDOW = 30 * 86_400;
/** Top posts of a tag or place page (Instagram shows 9). */
const TOP_POSTS = 9;
/** Directory page size (our choice). */
export const DIRECTORY_PAGE = 60;

export function exploreQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireExploreResponse {
  const v = parseInput(ExploreVars, variables, 'variables');
  const size = v.first ?? (v.discover ? Limits.discoverPageSize : Limits.explorePageSize);
  const offset = offsetOf(v.after);
  const rows = ctx.repos.peoplePosts.explore(viewerId ?? 0, offset, size + 1, nowSeconds(ctx) - EXPLORE_WINDOW);
  const page = rows.slice(0, size);
  const hasNext = rows.length > size;
  return {
    status: 'ok',
    data: {
      explore: {
        count: page.length,
        page_info: { has_next_page: hasNext, end_cursor: hasNext ? offsetCursor(offset + size) : null },
        edges: serializePosts(ctx, viewerId, page).map((node) => ({ node })),
      },
    },
  };
}

export function tagQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireTagResponse {
  const v = parseInput(TagVars, variables, 'variables');
  const { hashtags, peoplePosts } = ctx.repos;
  const tag = hashtags.byName(v.tag_name.replace(/^#/, ''));
  if (!tag) throw notFound();
  const size = v.first ?? Limits.peoplePageSize;
  const key = afterKey(v.after);
  const viewer = viewerId ?? 0;
  const recent = postConnection(ctx, viewerId, peoplePosts.withHashtag(tag.id, viewer, key, size + 1), size, tag.mediaCount);
  const top = key === null ? peoplePosts.topWithHashtag(tag.id, viewer, TOP_POSTS, nowSeconds(ctx) - TOP_WINDOW) : [];
  return {
    status: 'ok',
    data: {
      hashtag: {
        ...hashtagSummary(tag),
        profile_pic_url: recent.edges[0]?.node.thumbnail_src ?? null,
        is_following: viewerId !== null && hashtags.isFollowing(viewerId, tag.id),
        allow_following: viewerId !== null,
        edge_hashtag_to_media: recent,
        edge_hashtag_to_top_posts: { edges: serializePosts(ctx, viewerId, top).map((node) => ({ node })) },
      },
    },
  };
}

export function locationQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireLocationResponse {
  const v = parseInput(LocationVars, variables, 'variables');
  const { locations, peoplePosts, discover } = ctx.repos;
  const id = parseId(v.id);
  const place = id === null ? undefined : locations.byId(id);
  if (!place) throw notFound();
  const size = v.first ?? Limits.peoplePageSize;
  const key = afterKey(v.after);
  const viewer = viewerId ?? 0;
  const media = postConnection(ctx, viewerId, peoplePosts.atLocation(place.id, viewer, key, size + 1), size, peoplePosts.countAtLocation(place.id, viewer));
  const top = key === null ? peoplePosts.topAtLocation(place.id, viewer, TOP_POSTS, nowSeconds(ctx) - TOP_WINDOW) : [];
  const area = discover.placeArea(place.id);
  return {
    status: 'ok',
    data: {
      location: {
        id: String(place.id),
        name: place.name,
        slug: place.slug,
        lat: place.lat,
        lng: place.lng,
        address: place.address,
        city: area?.city ?? null,
        country: area?.country ?? null,
        has_public_page: true,
        has_public_story: false,
        profile_pic_url: media.edges[0]?.node.thumbnail_src ?? null,
        edge_location_to_media: media,
        edge_location_to_top_posts: { edges: serializePosts(ctx, viewerId, top).map((node) => ({ node })) },
      },
    },
  };
}

export function directoryHashtagsQuery(ctx: AppContext, _viewerId: number | null, variables: unknown): WireDirectoryResponse {
  const { page } = parseInput(DirectoryVars, variables, 'variables');
  const rows = ctx.repos.hashtags.directory((page - 1) * DIRECTORY_PAGE, DIRECTORY_PAGE + 1);
  return {
    status: 'ok',
    data: { directory: { hashtags: rows.slice(0, DIRECTORY_PAGE).map(hashtagSummary), next_page: rows.length > DIRECTORY_PAGE ? page + 1 : null } },
  };
}

export function directoryProfilesQuery(ctx: AppContext, viewerId: number | null, variables: unknown): WireDirectoryResponse {
  const { page } = parseInput(DirectoryVars, variables, 'variables');
  const ids = ctx.repos.discover.profiles((page - 1) * DIRECTORY_PAGE, DIRECTORY_PAGE + 1);
  return {
    status: 'ok',
    data: {
      directory: { profiles: listUsers(ctx, viewerId, ids.slice(0, DIRECTORY_PAGE)), next_page: ids.length > DIRECTORY_PAGE ? page + 1 : null },
    },
  };
}
