import { Limits } from '../../sync/api/constants';
import type { WireFeedNode, WireFeedResponse, WireStoriesInFeedReel, WireStoriesInFeedUnit, WireSuggestedUserFeedUnit } from '../../sync/api/wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { PostRow, UserRow } from '../db/types';
import { parseInput } from '../http/validate';
import { encodeCursor } from './cursor';
import { FEED_UNIT_AFTER, placeUnits } from './feed-units';
import type { PlacedUnit } from './feed-units';
import { suggestionEdges } from './people-queries';
import { listUsers } from './serialize-people';
import { cursorKey, FeedVariablesSchema } from './queries';
import { serializePosts } from './serialize-post';

/** How many people the suggested-user unit shows (001 §9 chaining 12). */
export const SUGGESTED_UNIT_SIZE = Limits.peoplePageSize;
/** How many reels the stories-in-feed unit names at most (our choice). */
const STORIES_UNIT_SIZE = 20;
/** Added (reports): the most rows read past a page for the posts the viewer hid (our choice). */
const HIDDEN_READ_AHEAD = 50;

/**
 * 001 §3 Feed: own posts and those of approved follows, newest first, pages of 12; the first
 * page also carries the suggested-user unit (when there is anyone to suggest) and the
 * stories-in-feed unit, placed as ./feed-units.ts says. Units never move the cursor.
 */
export function feedQuery(ctx: AppContext, viewer: UserRow, variables: unknown): WireFeedResponse {
  const v = parseInput(FeedVariablesSchema, variables, 'variables');
  const key = cursorKey(v.after);
  // Added (reports): a post the viewer reported and asked to hide leaves their feed; as many more
  // rows are read as the viewer hid (at most HIDDEN_READ_AHEAD), so a page stays full.
  const extra = Math.min(ctx.repos.reports.hiddenCount(viewer.id), HIDDEN_READ_AHEAD);
  const read = ctx.repos.posts.feedPage(viewer.id, key, v.first + 1 + extra);
  const hidden = extra === 0 ? new Set<number>() : ctx.repos.reports.hiddenFromFeed(viewer.id, read.map((p) => p.id));
  const rows = hidden.size === 0 ? read : read.filter((p) => !hidden.has(p.id));
  const page = rows.slice(0, v.first);
  const last = page.at(-1);
  const hasNext = rows.length > v.first && last !== undefined;
  const posts = serializePosts(ctx, viewer.id, page);
  const nodes: WireFeedNode[] = key === null ? placeUnits<WireFeedNode, WireFeedNode>(posts, feedUnits(ctx, viewer, page)) : posts;
  return {
    status: 'ok',
    data: {
      user: {
        edge_web_feed_timeline: {
          page_info: { has_next_page: hasNext, end_cursor: hasNext ? encodeCursor({ time: last.takenAt, id: last.id }) : null },
          edges: nodes.map((node) => ({ node })),
        },
      },
    },
  };
}

function feedUnits(ctx: AppContext, viewer: UserRow, page: readonly PostRow[]): PlacedUnit<WireFeedNode>[] {
  const now = nowSeconds(ctx);
  const units: PlacedUnit<WireFeedNode>[] = [];
  const reels = storiesReels(ctx, viewer, page, now);
  const stories: WireStoriesInFeedUnit = {
    __typename: 'GraphStoriesInFeedItem',
    id: `stories_in_feed:${viewer.id}`,
    tracking_token: `sif.${viewer.id}.${now}`,
    hide_unit_if_seen: true,
    reel_ids: reels.map((r) => r.id),
    title: 'Stories',
    filtering_tag: null,
    reels,
  };
  units.push({ after: FEED_UNIT_AFTER.storiesInFeed, node: stories });
  const suggestions = suggestionEdges(ctx, viewer, SUGGESTED_UNIT_SIZE);
  if (suggestions.length > 0) {
    const unit: WireSuggestedUserFeedUnit = {
      __typename: 'GraphSuggestedUserFeedUnit',
      id: `suggested_users:${viewer.id}`,
      tracking_token: `su.${viewer.id}.${now}`,
      type: 'suggested_users',
      title: 'Suggestions for you',
      user_ids: suggestions.map((e) => e.node.user.id),
      edge_suggested_users: { edges: suggestions },
    };
    units.push({ after: FEED_UNIT_AFTER.suggestedUsers, node: unit });
  }
  return units;
}

/**
 * The stories-in-feed unit's reels: followed accounts with a story not yet expired, then the
 * followed accounts whose posts this first page carries (their profiles),
 * newest first. Read from the page the feed already holds: no extra query over the graph.
 */
function storiesReels(ctx: AppContext, viewer: UserRow, page: readonly PostRow[], now: number): WireStoriesInFeedReel[] {
  const withStory = ctx.repos.stories.reelOwners(viewer.id, now, STORIES_UNIT_SIZE);
  type Kind = WireStoriesInFeedReel['kind'];
  const kinds = new Map<number, Kind>(withStory.map((id): [number, Kind] => [id, 'story']));
  for (const post of page) {
    if (kinds.size >= STORIES_UNIT_SIZE) break;
    if (post.ownerId !== viewer.id && !kinds.has(post.ownerId)) kinds.set(post.ownerId, 'recent_posts');
  }
  return listUsers(ctx, viewer.id, [...kinds.keys()]).map((user): WireStoriesInFeedReel => ({ id: user.id, user, kind: kinds.get(Number(user.id)) ?? 'recent_posts' }));
}
