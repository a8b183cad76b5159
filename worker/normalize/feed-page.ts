import type { WireFeedNode, WireFeedResponse, WirePost, WireStoriesInFeedUnit, WireSuggestedUserFeedUnit } from '../../sync';
import type { StoriesInFeedUnit, SuggestedUsersUnit } from '../model';
import { normalizePageInfo } from './page-info';
import { emptyBundle, normalizeListUser } from './people';
import { normalizePost } from './post';
import type { FeedPage, Log, PeopleBundle } from './types';

const POST_TYPES: ReadonlySet<string> = new Set(['GraphImage', 'GraphVideo', 'GraphSidecar']);

function isPost(node: WireFeedNode): node is WirePost {
  return POST_TYPES.has(node.__typename);
}

function isSuggestedUnit(node: WireFeedNode): node is WireSuggestedUserFeedUnit {
  return node.__typename === 'GraphSuggestedUserFeedUnit';
}

function isStoriesUnit(node: WireFeedNode): node is WireStoriesInFeedUnit {
  return node.__typename === 'GraphStoriesInFeedItem';
}

/**
 * Added (people): the stories-in-feed unit placed after `after` posts: its reels in reel_ids
 * order with their owners (a reel the unit does not carry is left out), or null when none.
 */
function storiesUnit(node: WireStoriesInFeedUnit, after: number): { unit: StoriesInFeedUnit; people: PeopleBundle } | null {
  const people = emptyBundle();
  const byId = new Map((node.reels ?? []).map((r) => [r.id, r]));
  const reels: StoriesInFeedUnit['reels'] = [];
  for (const id of node.reel_ids) {
    const r = byId.get(id);
    if (!r || reels.some((x) => x.userId === id)) continue;
    reels.push({ userId: normalizeListUser(r.user, people), kind: r.kind });
  }
  if (reels.length === 0) return null;
  const unit: StoriesInFeedUnit = {
    id: node.id, trackingToken: node.tracking_token, title: node.title, hideUnitIfSeen: node.hide_unit_if_seen, filteringTag: node.filtering_tag, after, reels,
  };
  return { unit, people };
}

/**
 * Added (people): the suggested-user unit placed after `after` posts: its people in user_ids
 * order (those the unit does not carry are left out: nothing to show of them), or null when none.
 */
function suggestedUnit(node: WireSuggestedUserFeedUnit, after: number): { unit: SuggestedUsersUnit; people: PeopleBundle } | null {
  const people = emptyBundle();
  const byId = new Map((node.edge_suggested_users?.edges ?? []).map(({ node: s }) => [s.user.id, s]));
  const users: SuggestedUsersUnit['users'] = [];
  for (const id of node.user_ids) {
    const s = byId.get(id);
    if (!s || users.some((u) => u.userId === id)) continue;
    normalizeListUser(s.user, people);
    users.push({ userId: id, description: s.description });
  }
  if (users.length === 0) return null;
  const unit: SuggestedUsersUnit = { id: node.id, trackingToken: node.tracking_token, type: node.type ?? 'suggested_users', title: node.title ?? 'Suggested for you', after, users };
  return { unit, people };
}

/** A feed page (001 §4 Feed: an unknown feed item type is logged and skipped). */
export function normalizeFeedPage(wire: WireFeedResponse, log: Log): FeedPage {
  const timeline = wire.data.user.edge_web_feed_timeline;
  const page: FeedPage = { postIds: [], posts: [], users: [], comments: [], pageInfo: normalizePageInfo(timeline.page_info) };
  for (const { node } of timeline.edges) {
    if (isPost(node)) {
      const n = normalizePost(node);
      page.postIds.push(n.post.id);
      page.posts.push(n.post);
      page.users.push(...n.users);
      page.comments.push(...n.comments);
    } else if (isSuggestedUnit(node)) {
      // One unit a page (the first one the page carries).
      const unit = page.suggestedUnit ? null : suggestedUnit(node, page.postIds.length);
      if (unit) page.suggestedUnit = unit;
    } else if (isStoriesUnit(node)) {
      const unit = page.storiesUnit ? null : storiesUnit(node, page.postIds.length);
      if (unit) page.storiesUnit = unit;
    } else {
      log.warn('feed: unknown feed item type skipped', { typename: (node as { __typename: unknown }).__typename });
    }
  }
  return page;
}
