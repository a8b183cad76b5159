import type { WireFeedNode, WireFeedResponse, WirePost } from '../../sync';
import { normalizePageInfo } from './page-info';
import { normalizePost } from './post';
import type { FeedPage, Log } from './types';

const POST_TYPES: ReadonlySet<string> = new Set(['GraphImage', 'GraphVideo', 'GraphSidecar']);
/** Known unit types this project does not keep yet (001 §3 Feed: suggested-user, stories-in-feed). */
const UNKEPT_TYPES: ReadonlySet<string> = new Set(['GraphSuggestedUserFeedUnit', 'GraphStoriesInFeedItem']);

function isPost(node: WireFeedNode): node is WirePost {
  return POST_TYPES.has(node.__typename);
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
    } else if (!UNKEPT_TYPES.has(node.__typename)) {
      log.warn('feed: unknown feed item type skipped', { typename: (node as { __typename: unknown }).__typename });
    }
  }
  return page;
}
