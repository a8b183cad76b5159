import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WireActivityCountsResponse,
  WireActivityResponse,
  WireChainingResponse,
  WireCommentRepliesResponse,
  WireExploreResponse,
  WireLikersResponse,
  WireLocationDirectoryResponse,
  WireLocationResponse,
  WireProfileResponse,
  WireRecentSearchesResponse,
  WireSearchResponse,
  WireSuggestionsResponse,
  WireTagResponse,
  WireThreadedCommentsResponse,
  WireUserPostsResponse,
} from '../../sync/api/people-wire';
import type { PostRow, UserRow } from '../../server/db/types';
import { Client, createPost, follow, json, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { postJson, query } from './people-helpers';

let server: TestServer;
const c: Record<string, Client> = {};
const u: Record<string, UserRow> = {};
let sunset: PostRow;
beforeAll(async () => {
  server = await startServer();
  for (const name of ['demo', 'anna.k', 'annabel', 'bo', 'cy', 'dee']) {
    const r = await registerUser(server, name);
    c[name] = r.client;
    u[name] = r.user;
  }
  const { repos } = server.app.lumen;
  // demo follows bo and cy; bo and cy follow dee (a suggestion for demo); dee follows demo.
  follow(server, u['demo']!.id, u['bo']!.id);
  follow(server, u['demo']!.id, u['cy']!.id);
  follow(server, u['bo']!.id, u['dee']!.id);
  follow(server, u['cy']!.id, u['dee']!.id);
  follow(server, u['bo']!.id, u['annabel']!.id);
  follow(server, u['dee']!.id, u['demo']!.id);
  sunset = createPost(server, u['demo']!.id, { caption: 'Sunset #GoldenHour with @anna.k' });
  const place = repos.locations.search('Golden Gate Park', 1)[0]!;
  const other = repos.posts.create({ ...postShape(u['dee']!.id, 'Walk #goldenhour #park'), locationId: place.id });
  repos.posts.setUsertags(other.id, [{ position: 0, userId: u['demo']!.id, x: 0.5, y: 0.5 }]);
  for (const name of ['anna.k', 'bo', 'cy', 'dee']) await c[name]!.post(`/web/likes/${sunset.id}/like/`);
  await c['dee']!.post(`/web/likes/${other.id}/like/`);
});
afterAll(async () => {
  await server.close();
});

let n = 0;
function postShape(ownerId: number, caption: string) {
  n += 1;
  return {
    shortcode: `pr${n}x`,
    ownerId,
    kind: 'image' as const,
    caption,
    commentsDisabled: false,
    locationId: null,
    takenAt: Math.floor(Date.now() / 1000) - 100 + n,
    media: [{ shortcode: `pr${n}m`, isVideo: false, width: 1080, height: 1080, imageKey: `pr-${n}`, videoFile: null, videoDuration: null, accessibilityCaption: null }],
  };
}

describe('profiles (001 §3 User)', () => {
  it('answers counts, mutual followers and the first 12 posts', async () => {
    const { body } = await query<WireProfileResponse>(c['demo']!, 'profile', { username: 'dee' });
    const dee = body.data.user;
    expect(dee).toMatchObject({ username: 'dee', edge_followed_by: { count: 2 }, edge_follow: { count: 1 }, follows_viewer: true });
    expect(dee.edge_mutual_followed_by.count).toBe(2);
    expect(dee.edge_mutual_followed_by.edges.map((e) => e.node.username).sort()).toEqual(['bo', 'cy']);
    expect(dee.edge_owner_to_timeline_media.edges).toHaveLength(1);
    expect(dee.edge_saved_media).toBeUndefined();
    expect((await query(c['demo']!, 'profile', { username: 'nobody' })).status).toBe(404);
  });

  it('lists tagged posts and the owner\'s saved posts', async () => {
    const tagged = await query<WireUserPostsResponse>(c['bo']!, 'taggedPosts', { id: String(u['demo']!.id) });
    expect(tagged.body.data.user.media.count).toBe(1);
    await c['demo']!.post(`/web/save/${sunset.id}/save/`);
    const saved = await query<WireUserPostsResponse>(c['demo']!, 'savedPosts', { id: String(u['demo']!.id) });
    expect(saved.body.data.user.media.edges.map((e) => e.node.id)).toEqual([String(sunset.id)]);
    expect((await query(c['bo']!, 'savedPosts', { id: String(u['demo']!.id) })).status).toBe(404);
  });
});

describe('search (001 §3 Search)', () => {
  it('ranks the exact username first, then followed people, by prefix', async () => {
    await postJson(c['demo']!, `/web/friendships/${u['annabel']!.id}/follow/`);
    const { body } = await json<WireSearchResponse>(await c['demo']!.get('/web/search/topsearch/?context=blended&query=anna')).then((b) => ({ body: b }));
    expect(body.users.map((r) => r.user.username)).toEqual(['annabel', 'anna.k']);
    const exact = await json<WireSearchResponse>(await c['demo']!.get('/web/search/topsearch/?query=anna.k'));
    expect(exact.users[0]!.user.username).toBe('anna.k');
    const tags = await json<WireSearchResponse>(await c['demo']!.get('/web/search/topsearch/?query=%23gold'));
    expect(tags.hashtags.map((h) => [h.hashtag.name, h.hashtag.media_count])).toEqual([['goldenhour', 2]]);
    expect(tags.hashtags[0]!.position).toBe(0);
    const places = await json<WireSearchResponse>(await c['demo']!.get('/web/search/topsearch/?context=place&query=golden'));
    expect(places.places[0]!.place.title).toBe('Golden Gate Park');
    expect(places.users).toEqual([]);
  });

  it('keeps recent searches per account and clears them', async () => {
    await postJson(c['demo']!, '/web/search/register_recent_search_click/', { entity_type: 'user', entity_id: String(u['bo']!.id) });
    const recent = await json<WireRecentSearchesResponse>(await c['demo']!.get('/web/search/recent_searches/'));
    expect(recent.recent.map((r) => r.user?.username)).toEqual(['bo']);
    expect((await postJson(c['demo']!, '/web/search/clear_search_history/')).status).toBe(200);
    expect((await json<WireRecentSearchesResponse>(await c['demo']!.get('/web/search/recent_searches/'))).recent).toEqual([]);
  });
});

describe('activity (001 §7 Activity)', () => {
  it('groups likes, shows mentions, follows and tags; mark_checked clears the badge', async () => {
    await c['bo']!.post(`/web/comments/${sunset.id}/add/`, { comment_text: 'lovely @demo' });
    const res = await c['demo']!.get('/accounts/activity/?__a=1');
    const feed = (await json<WireActivityResponse>(res)).graphql.user;
    const like = feed.activity_feed.edge_web_activity_feed.edges.find((e) => e.node.type === 'like')!.node;
    expect(like.users).toHaveLength(2);
    expect(like.others_count).toBe(2);
    expect(like.media?.id).toBe(String(sunset.id));
    const types = feed.activity_feed.edge_web_activity_feed.edges.map((e) => e.node.type);
    expect(types).toEqual(expect.arrayContaining(['like', 'comment', 'usertag', 'follow']));
    expect(feed.unread_count).toBeGreaterThan(0);
    const mentions = (await json<WireActivityResponse>(await c['anna.k']!.get('/accounts/activity/?__a=1'))).graphql.user;
    expect(mentions.activity_feed.edge_web_activity_feed.edges[0]!.node).toMatchObject({ type: 'mention', text: 'Sunset #GoldenHour with @anna.k' });
    expect((await postJson(c['demo']!, '/web/activity/mark_checked/', { timestamp: String(Math.floor(Date.now() / 1000) + 1000) })).status).toBe(200);
    expect((await json<WireActivityCountsResponse>(await c['demo']!.get('/web/activity/counts/'))).unread_count).toBe(0);
  });
});

describe('discover (001 §7 Discover)', () => {
  it('explores posts of accounts the viewer does not follow', async () => {
    const { body } = await query<WireExploreResponse>(c['bo']!, 'explore', {});
    const owners = body.data.explore.edges.map((e) => e.node.owner.username);
    expect(owners).toContain('demo');
    expect(owners).not.toContain('dee');
    expect(owners).not.toContain('bo');
  });

  it('suggests people followed by people the viewer follows, with the reason; dismissing removes one', async () => {
    const { body } = await query<WireSuggestionsResponse>(c['demo']!, 'suggestions', {});
    const first = body.data.user.edge_suggested_users.edges[0]!.node;
    // Ranked first by bo and cy following dee, but dee follows demo: that reason comes first (issue 12).
    expect(first).toMatchObject({ reason: 'follows_you', description: 'Follows you', user: { username: 'dee', follows_viewer: true } });
    expect(first.mutual.count).toBe(2);
    // Followed by people the viewer follows alone: annabel for dee (dee follows demo, who follows her).
    const forDee = await query<WireSuggestionsResponse>(c['dee']!, 'suggestions', {});
    expect(forDee.body.data.user.edge_suggested_users.edges.find((e) => e.node.user.username === 'annabel')?.node).toMatchObject({ reason: 'mutual', description: 'Followed by demo' });
    await postJson(c['demo']!, '/web/discover/aysf_dismiss/', { target_id: String(u['dee']!.id) });
    const after = await query<WireSuggestionsResponse>(c['demo']!, 'suggestions', {});
    expect(after.body.data.user.edge_suggested_users.edges.map((e) => e.node.user.username)).not.toContain('dee');
  });

  // Added (people): a profile's related profiles (chaining) and chaining_dismiss (001 §7 Discover).
  it("relates people followed by a profile's followers; chaining_dismiss hides one from that profile's list only, once per pair", async () => {
    const related = async (of: string) =>
      (await query<WireChainingResponse>(c['demo']!, 'chaining', { id: String(u[of]!.id) })).body.data.user.edge_chaining.edges.map((e) => e.node.username);
    // Never the viewer, the profile itself, nor whom the viewer follows (bo, cy).
    const before = await related('dee');
    for (const never of ['demo', 'dee', 'bo', 'cy']) expect(before).not.toContain(never);
    const hidden = before[0]!;
    expect(await related('bo')).toContain(hidden);
    const body = { target_id: String(u[hidden]!.id), chaining_user_id: String(u['dee']!.id) };
    expect((await postJson(c['demo']!, '/web/discover/chaining_dismiss/', body, 'chain-1')).status).toBe(200);
    expect((await postJson(c['demo']!, '/web/discover/chaining_dismiss/', body, 'chain-1')).status).toBe(200);
    expect(await related('dee')).not.toContain(hidden);
    expect(await related('bo')).toContain(hidden);
    // Someone else's list of dee is theirs.
    expect((await query<WireChainingResponse>(c['cy']!, 'chaining', { id: String(u['dee']!.id) })).body.data.user.edge_chaining.edges.map((e) => e.node.username)).toContain(hidden);
    // Bad input: an unknown person or profile, a missing field.
    expect((await postJson(c['demo']!, '/web/discover/chaining_dismiss/', { target_id: '999999', chaining_user_id: String(u['dee']!.id) })).status).toBe(404);
    expect((await postJson(c['demo']!, '/web/discover/chaining_dismiss/', { target_id: String(u['bo']!.id) })).status).toBe(400);
    expect((await query(c['demo']!, 'chaining', { id: '999999' })).status).toBe(404);
    expect((await query(c['demo']!, 'chaining', { id: 'nobody' })).status).toBe(400);
  });

  // Added (people): each related profile carries its reason for this viewer (001 §3 suggestionDescription).
  it('gives each related profile its reason: followed by people the viewer follows, follows the viewer, similar, popular', async () => {
    type Node = WireChainingResponse['data']['user']['edge_chaining']['edges'][number]['node'];
    const related = async (client: Client, of: string): Promise<Map<string, Node>> => {
      const { status, body } = await query<WireChainingResponse>(client, 'chaining', { id: String(u[of]!.id) });
      expect(status).toBe(200);
      return new Map(body.data.user.edge_chaining.edges.map((e) => [e.node.username, e.node]));
    };
    // demo follows bo and cy (and annabel, since the search test), who both follow dee.
    // bo and cy follow dee, but dee follows demo: that comes first (the card offers "Follow Back").
    const ofBo = await related(c['demo']!, 'bo');
    expect(ofBo.get('dee')).toMatchObject({ suggestion_reason: 'follows_you', suggestion_description: 'Follows you', follows_viewer: true });
    expect(ofBo.get('anna.k')).toMatchObject({ suggestion_reason: 'popular', suggestion_description: 'Popular' });
    expect(ofBo.has('annabel')).toBe(false);
    // dee's followers (bo, cy) follow annabel: similar, first; cy follows dee, who follows demo.
    const ofDee = await related(c['cy']!, 'dee');
    expect(ofDee.get('annabel')).toMatchObject({ suggestion_reason: 'similar', suggestion_description: 'Similar account' });
    // demo is followed by dee, whom cy follows, and follows cy: "Follows you".
    expect(ofDee.get('demo')).toMatchObject({ suggestion_reason: 'follows_you', suggestion_description: 'Follows you' });
    // Followed by people the viewer follows alone: dee follows demo, who follows annabel (annabel does not follow dee).
    const forDee = await related(c['dee']!, 'bo');
    expect(forDee.get('annabel')).toMatchObject({ suggestion_reason: 'mutual', suggestion_description: 'Followed by demo', follows_viewer: false });
    expect([...ofDee.keys()][0]).toBe('annabel');
    // annabel follows nobody; bo follows her: "Follows you".
    const forAnnabel = await related(c['annabel']!, 'dee');
    expect(forAnnabel.get('bo')).toMatchObject({ suggestion_reason: 'follows_you', suggestion_description: 'Follows you' });
    // Logged out: nobody is followed by or follows the visitor.
    const visitor = await new Client(server.url).visit();
    const forVisitor = await related(visitor, 'dee');
    expect(forVisitor.size).toBeGreaterThan(0);
    for (const node of forVisitor.values()) expect(['similar', 'popular']).toContain(node.suggestion_reason);
    expect(forVisitor.get('annabel')?.suggestion_description).toBe('Similar account');
  });

  it('serves tag pages, follows a hashtag, and place pages with their area', async () => {
    const tag = await query<WireTagResponse>(c['bo']!, 'tag', { tag_name: 'GoldenHour' });
    expect(tag.body.data.hashtag).toMatchObject({ name: 'goldenhour', media_count: 2, is_following: false });
    expect(tag.body.data.hashtag.edge_hashtag_to_media.edges).toHaveLength(2);
    await postJson(c['bo']!, '/web/tags/follow/goldenhour/');
    expect((await query<WireTagResponse>(c['bo']!, 'tag', { tag_name: 'goldenhour' })).body.data.hashtag.is_following).toBe(true);
    expect((await query(c['bo']!, 'tag', { tag_name: 'nothinghere' })).status).toBe(404);
    const place = server.app.lumen.repos.locations.search('Golden Gate Park', 1)[0]!;
    const loc = await query<WireLocationResponse>(c['bo']!, 'location', { id: String(place.id) });
    expect(loc.body.data.location).toMatchObject({ name: 'Golden Gate Park', city: { name: 'San Francisco' }, country: { id: 'US' } });
    expect(loc.body.data.location.edge_location_to_media.count).toBe(1);
    const countries = await postJson<WireLocationDirectoryResponse>(c['bo']!, '/explore/locations/', { page: 1 });
    expect(countries.body.country_list.map((x) => x.id)).toContain('US');
    const cities = await postJson<WireLocationDirectoryResponse>(c['bo']!, '/explore/locations/US/', {});
    const sf = cities.body.city_list.find((x) => x.name === 'San Francisco')!;
    const places = await postJson<WireLocationDirectoryResponse>(c['bo']!, `/explore/locations/${sf.id}/`, {});
    expect(places.body.location_list.map((x) => x.name)).toContain('Golden Gate Park');
  });
});

describe('posts finished (001 §9 liked-by 12, parents 12, children 3)', () => {
  it('lists likers newest first and threads of replies', async () => {
    const likers = await query<WireLikersResponse>(c['demo']!, 'likers', { shortcode: sunset.shortcode });
    expect(likers.body.data.shortcode_media.edge_liked_by.count).toBe(4);
    expect(likers.body.data.shortcode_media.edge_liked_by.edges.map((e) => e.node.username)).toEqual(['dee', 'cy', 'bo', 'anna.k']);
    const parent = await json<{ id: string }>(await c['cy']!.post(`/web/comments/${sunset.id}/add/`, { comment_text: 'first' }));
    let last = parent.id;
    for (let i = 0; i < 4; i++) {
      last = (await json<{ id: string }>(await c['bo']!.post(`/web/comments/${sunset.id}/add/`, { comment_text: `reply ${i}`, replied_to_comment_id: last }))).id;
    }
    const threads = await query<WireThreadedCommentsResponse>(c['demo']!, 'threadedComments', { shortcode: sunset.shortcode });
    const thread = threads.body.data.shortcode_media.edge_media_to_parent_comment.edges.find((e) => e.node.id === parent.id)!.node;
    expect(thread.edge_threaded_comments.count).toBe(4);
    expect(thread.edge_threaded_comments.edges.map((e) => e.node.text)).toEqual(['reply 0', 'reply 1', 'reply 2']);
    const more = await query<WireCommentRepliesResponse>(c['demo']!, 'commentReplies', {
      comment_id: parent.id,
      after: thread.edge_threaded_comments.page_info.end_cursor,
    });
    expect(more.body.data.comment.edge_threaded_comments.edges.map((e) => [e.node.text, e.node.parent_comment_id])).toEqual([['reply 3', parent.id]]);
  });
});
