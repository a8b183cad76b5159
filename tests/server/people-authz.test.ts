import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectPath, QueryHash } from '../../sync/api/paths';
import { StoryViewersPath } from '../../sync/api/story-replies-wire';
import { ReportPath, ReportReasonId } from '../../sync/api/reports-wire';
import type { WireActivityResponse, WireChainingResponse, WireProfileResponse, WireSearchResponse } from '../../sync/api/people-wire';
import type { PostRow, StoryRow, UserRow } from '../../server/db/types';
import { BatchedClient } from './batch-helpers';
import { Client, createPost, follow, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { createStory, markSeen, reelsOf, trayOf } from './stories-helpers';
import { createHighlight, highlightsTrayOf } from './highlights-helpers';
import { HighlightsPath } from '../../sync/api/highlights-wire';

/**
 * The authorization matrix of issue 12: viewer kinds × resources of one private account
 * (olga), every cell checked over HTTP. Cells:
 * - 'ok': 200 with the content; 'header': 200 profile with counts but no posts;
 * - 404: the resource does not exist for this viewer; 401: login needed;
 * - 'empty' (added, highlights): 200 with nothing in it (a private account's highlights row to a non-follower);
 * - 'shown' / 'absent': olga is in / not in the viewer's activity, search results or the
 *   related profiles (chaining) of another account (relatedIn);
 * - related (olga's own related profiles, similar_accounts / related_profiles): 'graph' when
 *   they come from her followers' follows (cofol, whom only fan follows, first, "Similar
 *   account"), 'popular' when they are the most followed accounts only and nothing of whom
 *   her followers follow shows (pop, followed by two, first; no "similar" reason);
 * - stories (added, stories): her reel in the tray (for self and follower) and reels_media, and
 *   marking its item seen ('ok'); 404: absent from both and the mark refused; 401 logged out;
 * - dismiss: chaining_dismiss of olga from another account's row, and of someone from olga's
 *   row ('ok' 200, 404, 401).
 * - reportPost, reportAccount (added, reports): reporting her post (/media/{id}/flag/) and her
 *   account (/users/{id}/report/): 'ok' 200, 404 when not visible, 400 her own, 401 logged out.
 *   A private account is reported by anyone it does not block (its profile shows); its posts only
 *   by those who see them.
 * - storyReply, storyViewers (added, story replies): a reel_share reply to her story (400 her
 *   own, 404 when she or it is not visible) and the list of who saw it (her alone; 403 for a
 *   follower who sees the story, 404 for the rest).
 * - untag, reviewTag (added, usertags): removing olga from a post of someone else's she is
 *   tagged in (/web/usertags/untag_web/) and approving her pending tag there (review_web/):
 *   hers alone ('ok'); someone else's tag is 404 to anyone else; 401 logged out.
 */
type Viewer = 'self' | 'follower' | 'nonFollower' | 'pending' | 'blocked' | 'blocker' | 'loggedOut';
type Cell = 'ok' | 'header' | 'empty' | 400 | 403 | 404 | 401 | 'shown' | 'absent' | 'graph' | 'popular';
type Resource =
  | 'profile'
  | 'posts'
  | 'tagged'
  | 'saved'
  | 'followLists'
  | 'likers'
  | 'comments'
  | 'activity'
  | 'search'
  | 'related'
  | 'relatedIn'
  | 'stories'
  | 'dismiss'
  | 'reportPost'
  | 'reportAccount'
  | 'storyReply'
  | 'storyViewers'
  | 'highlights'
  | 'highlightEdit'
  | 'untag'
  | 'reviewTag';

// blocked: olga blocks this viewer; blocker: this viewer blocks olga.
const MATRIX: Record<Viewer, Record<Resource, Cell>> = {
  // highlights: her row ('empty': 200 with none) and a highlight's reel; highlightEdit: editing it (owner only)
  //           profile   posts tagged saved followLists likers comments activity  search   related  relatedIn  stories  dismiss (it hides)  reportPost  reportAccount  storyReply  storyViewers
  self:        { profile: 'ok',     posts: 'ok', tagged: 'ok', saved: 'ok', followLists: 'ok', likers: 'ok', comments: 'ok', activity: 'ok',     search: 'shown',  related: 'graph',   relatedIn: 'absent', stories: 'ok', dismiss: 'ok', reportPost: 400,  reportAccount: 400, storyReply: 400, storyViewers: 'ok', highlights: 'ok', highlightEdit: 'ok', untag: 'ok', reviewTag: 'ok' },
  follower:    { profile: 'ok',     posts: 'ok', tagged: 'ok', saved: 404,  followLists: 'ok', likers: 'ok', comments: 'ok', activity: 'shown',  search: 'shown',  related: 'graph',   relatedIn: 'absent', stories: 'ok', dismiss: 'ok', reportPost: 'ok', reportAccount: 'ok', storyReply: 'ok', storyViewers: 403, highlights: 'ok', highlightEdit: 404, untag: 404, reviewTag: 404 },
  nonFollower: { profile: 'header', posts: 404,  tagged: 404,  saved: 404,  followLists: 404,  likers: 404,  comments: 404,  activity: 'shown',  search: 'shown',  related: 'popular', relatedIn: 'shown',  stories: 404,  dismiss: 'ok', reportPost: 404,  reportAccount: 'ok', storyReply: 404, storyViewers: 404, highlights: 'empty', highlightEdit: 404, untag: 404, reviewTag: 404 },
  pending:     { profile: 'header', posts: 404,  tagged: 404,  saved: 404,  followLists: 404,  likers: 404,  comments: 404,  activity: 'shown',  search: 'shown',  related: 'popular', relatedIn: 'absent', stories: 404,  dismiss: 'ok', reportPost: 404,  reportAccount: 'ok', storyReply: 404, storyViewers: 404, highlights: 'empty', highlightEdit: 404, untag: 404, reviewTag: 404 },
  blocked:     { profile: 404,      posts: 404,  tagged: 404,  saved: 404,  followLists: 404,  likers: 404,  comments: 404,  activity: 'absent', search: 'absent', related: 404,       relatedIn: 'absent', stories: 404,  dismiss: 404, reportPost: 404,  reportAccount: 404, storyReply: 404, storyViewers: 404, highlights: 404, highlightEdit: 404, untag: 404, reviewTag: 404 },
  blocker:     { profile: 'header', posts: 404,  tagged: 404,  saved: 404,  followLists: 404,  likers: 404,  comments: 404,  activity: 'absent', search: 'absent', related: 'popular', relatedIn: 'absent', stories: 404,  dismiss: 'ok', reportPost: 404,  reportAccount: 404, storyReply: 404, storyViewers: 404, highlights: 404, highlightEdit: 404, untag: 404, reviewTag: 404 },
  loggedOut:   { profile: 'header', posts: 404,  tagged: 404,  saved: 404,  followLists: 404,  likers: 404,  comments: 404,  activity: 401,      search: 'shown',  related: 'popular', relatedIn: 'shown',  stories: 401,  dismiss: 401, reportPost: 401,  reportAccount: 401, storyReply: 401, storyViewers: 401, highlights: 401, highlightEdit: 401, untag: 401, reviewTag: 401 },
};

let server: TestServer;
let olga: UserRow;
let olgaPost: PostRow;
let olgaStory: StoryRow;
let olgaHighlight = '';
const clients = {} as Record<Viewer, Client>;
/** Around olga's related profiles: fan (follows her), cofol (followed by fan only), pop (followed by two), hub (anyone). */
const others = {} as Record<'fan' | 'hub' | 'cofol' | 'pop' | 'p1' | 'p2', UserRow>;

beforeAll(async () => {
  server = await startServer();
  const owner = await registerUser(server, 'olga', { isPrivate: true });
  olga = owner.user;
  clients.self = owner.client;
  const { repos } = server.app.lumen;
  olgaPost = createPost(server, olga.id, { caption: 'private #secret' });
  repos.posts.setUsertags(olgaPost.id, [{ position: 0, userId: olga.id, x: 0.5, y: 0.5 }]);
  repos.saves.save(olgaPost.id, olga.id, 1);
  olgaStory = createStory(server, olga.id);
  olgaHighlight = (await createHighlight(owner.client, 'Olga', [olgaStory.id])).reel?.highlight_id ?? '';
  const viewers: Exclude<Viewer, 'self' | 'loggedOut'>[] = ['follower', 'nonFollower', 'pending', 'blocked', 'blocker'];
  const ids = {} as Record<Viewer, number>;
  for (const kind of viewers) {
    const r = await registerUser(server, `v_${kind.toLowerCase()}`);
    clients[kind] = r.client;
    ids[kind] = r.user.id;
    // olga liked a post of each viewer (before any block): the activity column.
    const theirs = createPost(server, r.user.id);
    repos.likes.likePost(theirs.id, olga.id, Math.floor(Date.now() / 1000) - 10);
  }
  for (const name of Object.keys({ fan: 0, hub: 0, cofol: 0, pop: 0, p1: 0, p2: 0 }) as (keyof typeof others)[]) {
    others[name] = (await registerUser(server, `x_${name}`)).user;
  }
  // fan follows olga and cofol: olga's followers follow cofol. hub is any other account.
  for (const followee of [olga, others.cofol]) follow(server, others.fan.id, followee.id);
  follow(server, others.p1.id, others.pop.id);
  follow(server, others.p2.id, others.pop.id);
  follow(server, ids.follower, olga.id);
  follow(server, ids.pending, olga.id, 'requested');
  repos.likes.likePost(olgaPost.id, ids.follower, 1);
  await clients.follower.post(`/web/comments/${olgaPost.id}/add/`, { comment_text: 'nice' });
  expect((await clients.self.post(`/web/friendships/${ids.blocked}/block/`)).status).toBe(200);
  expect((await clients.blocker.post(`/web/friendships/${olga.id}/block/`)).status).toBe(200);
  clients.loggedOut = await new Client(server.url).visit();
});
afterAll(async () => {
  await server.close();
});

const gql = async (client: Client, hash: string, variables: object) => client.graphql(hash, variables);
const related = async (client: Client, of: UserRow) => {
  const res = await gql(client, QueryHash.chaining, { id: String(of.id) });
  return { status: res.status, edges: res.status === 200 ? (await json<WireChainingResponse>(res)).data.user.edge_chaining.edges.map((e) => e.node) : [] };
};
const status = (res: Response): Promise<Cell> => Promise.resolve(res.status === 200 ? 'ok' : (res.status as 404 | 401));

/** Added (usertags): a fresh public post of hub's with olga tagged in it. */
const tagOlgaOnHubPost = (): PostRow => {
  const post = createPost(server, others.hub.id);
  server.app.lumen.repos.posts.setUsertags(post.id, [{ position: 0, userId: olga.id, x: 0.5, y: 0.5 }]);
  return post;
};

const reportCell = async (res: Response): Promise<Cell> => (res.status === 200 ? 'ok' : (res.status as 400 | 404 | 401));

const CHECKS: Record<Resource, (client: Client) => Promise<Cell>> = {
  profile: async (client) => {
    const res = await gql(client, QueryHash.profile, { username: 'olga' });
    if (res.status !== 200) return res.status as 404;
    const user = (await json<WireProfileResponse>(res)).data.user;
    expect(user.edge_followed_by.count).toBe(2);
    return user.viewer_can_see_posts && user.edge_owner_to_timeline_media.edges.length === 1 ? 'ok' : 'header';
  },
  posts: async (client) => status(await gql(client, QueryHash.profilePosts, { id: String(olga.id) })),
  tagged: async (client) => status(await gql(client, QueryHash.taggedPosts, { id: String(olga.id) })),
  saved: async (client) => status(await gql(client, QueryHash.savedPosts, { id: String(olga.id) })),
  followLists: async (client) => {
    const followers = await status(await gql(client, QueryHash.followers, { id: String(olga.id) }));
    const following = await status(await gql(client, QueryHash.following, { id: String(olga.id) }));
    expect(following).toBe(followers);
    // Added (explore helper): the hashtags she follows (/{username}/hashtag_following/) share the lists' rule.
    expect(await status(await gql(client, QueryHash.hashtagFollowing, { id: String(olga.id) }))).toBe(followers);
    return followers;
  },
  likers: async (client) => status(await gql(client, QueryHash.likers, { shortcode: olgaPost.shortcode })),
  comments: async (client) => {
    const flat = await status(await gql(client, QueryHash.comments, { shortcode: olgaPost.shortcode, first: 24 }));
    expect(await status(await gql(client, QueryHash.threadedComments, { shortcode: olgaPost.shortcode }))).toBe(flat);
    return flat;
  },
  activity: async (client) => {
    const res = await client.get('/accounts/activity/?__a=1');
    if (res.status !== 200) return res.status as 401;
    if (client === clients.self) return 'ok';
    const stories = (await json<WireActivityResponse>(res)).graphql.user.activity_feed.edge_web_activity_feed.edges;
    return stories.some((s) => s.node.users.some((u) => u.username === 'olga')) ? 'shown' : 'absent';
  },
  search: async (client) => {
    const res = await client.get('/web/search/topsearch/?query=olg');
    expect(res.status).toBe(200);
    return (await json<WireSearchResponse>(res)).users.some((r) => r.user.username === 'olga') ? 'shown' : 'absent';
  },
  related: async (client) => {
    const { status: code, edges } = await related(client, olga);
    if (code !== 200) return code as 404;
    const names = edges.map((u) => u.username);
    // Never olga herself (nor, by relatedIn's cells, anyone the viewer follows, asked to follow or is blocked with).
    expect(names).not.toContain('olga');
    const similar = edges.filter((u) => u.suggestion_reason === 'similar');
    if (similar.length > 0) {
      expect(names[0]).toBe('x_cofol');
      expect(edges[0]?.suggestion_description).toBe('Similar account');
      return 'graph';
    }
    expect(names[0]).toBe('x_pop');
    expect(names.indexOf('x_cofol')).toBeGreaterThan(0);
    return 'popular';
  },
  relatedIn: async (client) => {
    const { status: code, edges } = await related(client, others.hub);
    expect(code).toBe(200);
    return edges.some((u) => u.username === 'olga') ? 'shown' : 'absent';
  },
  stories: async (client) => {
    const reels = await reelsOf(client, [olga.id]);
    if (reels.status === 401) return 401;
    const tray = await trayOf(client);
    const seen = await markSeen(client, olgaStory);
    const shown = String(olga.id) in reels.reels;
    expect(tray.tray.some((r) => r.id === String(olga.id))).toBe(shown);
    expect(seen.status).toBe(shown ? 200 : 404);
    return shown ? 'ok' : 404;
  },
  dismiss: async (client) => {
    const fromHub = await client.post('/web/discover/chaining_dismiss/', { target_id: String(olga.id), chaining_user_id: String(others.hub.id) });
    const fromOlga = await client.post('/web/discover/chaining_dismiss/', { target_id: String(others.p1.id), chaining_user_id: String(olga.id) });
    expect(fromOlga.status).toBe(fromHub.status);
    return status(fromHub);
  },
  reportPost: async (client) => reportCell(await client.post(ReportPath.media(String(olgaPost.id)), { reason_id: ReportReasonId.spam })),
  reportAccount: async (client) => reportCell(await client.post(ReportPath.user(String(olga.id)), { source_name: 'profile', reason_id: ReportReasonId.underage })),
  storyReply: async (client) => {
    const res = await client.post(DirectPath.send, { recipient_users: [String(olga.id)], item_type: 'reel_share', media_id: String(olgaStory.id), text: 'so good', mutation_token: `authz_${Math.random().toString(36).slice(2)}` }, { json: true });
    return res.status === 200 ? 'ok' : (res.status as Cell);
  },
  storyViewers: async (client) => {
    const res = await client.get(StoryViewersPath.viewers(String(olgaStory.id)), { accept: 'application/json' });
    return res.status === 200 ? 'ok' : (res.status as Cell);
  },
  highlights: async (client) => {
    const row = await highlightsTrayOf(client, olga.id);
    if (row.status !== 200) return row.status as Cell;
    const reel = await reelsOf(client, [`highlight:${olgaHighlight}`]);
    const shown = `highlight:${olgaHighlight}` in reel.reels;
    expect(row.tray.length > 0).toBe(shown);
    return shown ? 'ok' : 'empty';
  },
  untag: async (client) => {
    const post = tagOlgaOnHubPost();
    const res = await client.post('/web/usertags/untag_web/', { media: String(post.id) });
    return res.status === 200 ? 'ok' : (res.status as Cell);
  },
  reviewTag: async (client) => {
    const post = tagOlgaOnHubPost();
    server.app.lumen.repos.usertags.markPending(post.id, olga.id);
    const res = await client.post('/web/usertags/review_web/', { approve: String(post.id) });
    return res.status === 200 ? 'ok' : (res.status as Cell);
  },
  highlightEdit: async (client) => {
    const res = await client.post(HighlightsPath.edit(olgaHighlight), { title: 'Olga' });
    return res.status === 200 ? 'ok' : (res.status as Cell);
  },
};

describe('authorization matrix (issue 12): viewer kinds × resources of a private account', () => {
  const cells = (Object.keys(MATRIX) as Viewer[]).flatMap((viewer) =>
    (Object.keys(MATRIX[viewer]) as Resource[]).map((resource) => ({ viewer, resource, expected: MATRIX[viewer][resource] })),
  );
  it.each(cells)('$viewer × $resource → $expected', async ({ viewer, resource, expected }) => {
    expect(await CHECKS[resource](clients[viewer])).toBe(expected);
  });

  // Issue 17: the mutation cells answer the same when sent as a batch of one (POST /web/batch/); a report sent again is kept once.
  it.each(cells.filter((c) => ['dismiss', 'reportPost', 'reportAccount', 'untag', 'reviewTag'].includes(c.resource)))('$viewer × $resource through POST /web/batch/ → $expected', async ({ viewer, resource, expected }) => {
    expect(await CHECKS[resource](new BatchedClient(clients[viewer]))).toBe(expected);
  });

  it('leaks nothing of olga to the blocked viewer: her post, comments and likers are 404 by id too', async () => {
    expect((await clients.blocked.post(`/web/likes/${olgaPost.id}/like/`)).status).toBe(404);
    expect((await clients.blocked.post(`/web/friendships/${olga.id}/follow/`)).status).toBe(404);
    const batched = new BatchedClient(clients.blocked);
    expect((await batched.post(`/web/likes/${olgaPost.id}/like/`)).status).toBe(404);
    expect((await batched.post(`/web/friendships/${olga.id}/follow/`)).status).toBe(404);
    const statuses = await json<{ friendship_statuses: Record<string, unknown> }>(
      await clients.blocked.post('/web/friendships/show_many/', { user_ids: String(olga.id) }),
    );
    expect(statuses.friendship_statuses).toEqual({});
  });
});
