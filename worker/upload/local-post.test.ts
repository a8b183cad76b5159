import { describe, expect, it } from 'vitest';
import { persistedView } from '../persistence/persisted-view';
import { normalizeFeedPage } from '../normalize/feed-page';
import { reduceAll } from '../store/root-reducer';
import { initialState } from '../store/initial-state';
import { wireFeed, wirePost } from '../test-support/wire-fixtures';
import { normalizePost } from '../normalize/post';
import { composeUpload } from './compose';
import { localPost } from './local-post';
import { photoInput } from './test-harness';

const log = { warn: () => undefined, error: () => undefined };
const made = composeUpload(photoInput(100, { caption: 'New' }), { nextUploadId: () => '1700000000000123', random: () => 0.5, now: () => 1_700_000_000_000, viewerId: 'v1' });
if (!made.ok) throw new Error(made.message);
const record = made.record;
const local = localPost(record, { media: ['blob:x'], cover: null });
const page = normalizeFeedPage(wireFeed([wirePost('1'), wirePost('2')]), log);

describe('local posts of uploads (001 §7 Creation and upload, optimistic effect)', () => {
  it('a local post is the viewer’s, at the top of the feed, with the file as its picture', () => {
    const s = reduceAll(initialState(), [{ type: 'feed-page-loaded', page }, { type: 'upload-post-composed', post: local }]);
    expect(s.feed.items).toEqual(['local:1700000000000123', '1', '2']);
    expect(s.posts.byId['local:1700000000000123']).toMatchObject({ owner: 'v1', code: 'local-1700000000000123', src: 'blob:x', caption: 'New', postedAt: 1_700_000_000 });
  });

  it('stays on top through a refresh (001 §4 Feed refresh replaces the items)', () => {
    const other = normalizeFeedPage(wireFeed([wirePost('3')]), log);
    const s = reduceAll(initialState(), [{ type: 'feed-page-loaded', page }, { type: 'upload-post-composed', post: local }, { type: 'feed-refreshed', page: other }]);
    expect(s.feed.items).toEqual(['local:1700000000000123', '3']);
  });

  it('the configure’s success puts the server post in its place; failure takes it away', () => {
    const { post, users, comments } = normalizePost(wirePost('99'));
    const composed = reduceAll(initialState(), [{ type: 'feed-page-loaded', page }, { type: 'upload-post-composed', post: local }]);
    const ok = reduceAll(composed, [{ type: 'upload-configure-succeeded', uploadId: record.id, postId: '99', toFeed: true, bundle: { posts: [post], users, comments } }]);
    expect(ok.feed.items).toEqual(['99', '1', '2']);
    expect(ok.posts.byId['local:1700000000000123']).toBeUndefined();
    expect(ok.posts.idByCode['local-1700000000000123']).toBeUndefined();
    const failed = reduceAll(composed, [{ type: 'upload-configure-failed', uploadId: record.id }]);
    expect(failed.feed.items).toEqual(['1', '2']);
  });

  it('is not part of the 001 §3 cache (its picture is an object url of this session)', () => {
    const s = reduceAll(initialState(), [{ type: 'feed-page-loaded', page }, { type: 'upload-post-composed', post: local }]);
    const view = persistedView(s);
    expect(Object.keys(view.posts)).toEqual(['1', '2']);
    expect(view.meta.feed).toMatchObject({ items: ['1', '2'] });
    expect(Object.keys(view.meta)).not.toContain('uploads');
  });
});
