import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeoplePath } from '../../sync/api/paths';
import type { WireCollectionResponse, WireProfileResponse, WireUserPostsResponse } from '../../sync/api/people-wire';
import type { PostRow, UserRow } from '../../server/db/types';
import { Client, createPost, registerUser, startServer } from './helpers';
import type { TestServer } from './helpers';
import { postJson, query } from './people-helpers';

/** Collections of saved posts (issue 12; paths ours, server/README.md People): owner only, idempotent, rate-limited. */
type Person = { client: Client; user: UserRow };
let server: TestServer;
let ana: Person;
let ben: Person;
let hidden: Person;
let posts: PostRow[];
let privatePost: PostRow;

beforeAll(async () => {
  server = await startServer({ actionLimits: { collections: [{ max: 14, windowMs: 60_000 }] } });
  ana = await registerUser(server, 'ana');
  ben = await registerUser(server, 'ben');
  hidden = await registerUser(server, 'hidden', { isPrivate: true });
  const now = Math.floor(Date.now() / 1000);
  posts = [0, 1, 2].map((i) => createPost(server, ben.user.id, { takenAt: now - 100 + i }));
  privatePost = createPost(server, hidden.user.id);
});
afterAll(async () => {
  await server.close();
});

const create = (client: Client, body: Record<string, unknown>, mutationId?: string) =>
  postJson<WireCollectionResponse>(client, PeoplePath.createCollection, body, mutationId);
const collectionPosts = async (client: Client, owner: UserRow, id: string) =>
  query<WireUserPostsResponse>(client, 'collectionPosts', { id: String(owner.id), collection_id: id });
const ids = (r: { body: WireUserPostsResponse }) => r.body.data.user.media.edges.map((e) => e.node.id);

describe('collections of saved posts', () => {
  it('creates a collection with posts, which are saved too, and lists it on the owner\'s profile', async () => {
    const made = await create(ana.client, { name: '  Trips  ', added_media_ids: `${posts[0]?.id},${posts[1]?.id}` });
    expect(made.status).toBe(200);
    expect(made.body.collection).toMatchObject({ id: expect.any(String), name: 'Trips', count: 2 });
    const list = await collectionPosts(ana.client, ana.user, made.body.collection.id);
    expect(ids(list).sort()).toEqual([posts[0]?.id, posts[1]?.id].map(String).sort());
    const saved = await query<WireUserPostsResponse>(ana.client, 'savedPosts', { id: String(ana.user.id) });
    expect(ids(saved)).toEqual(expect.arrayContaining([String(posts[0]?.id), String(posts[1]?.id)]));
    const profile = await query<WireProfileResponse>(ana.client, 'profile', { username: 'ana' });
    expect(profile.body.data.user.edge_media_collections?.edges.map((e) => e.node.name)).toContain('Trips');
  });

  it('adds and removes posts with set meaning; a removed post stays saved; unsave takes it out of collections', async () => {
    const { body } = await create(ana.client, { name: 'Food' });
    const id = body.collection.id;
    const add = (postId: number | undefined, m?: string) => postJson<WireCollectionResponse>(ana.client, PeoplePath.addToCollection(id), { media_id: String(postId) }, m);
    expect((await add(posts[2]?.id)).body.collection.count).toBe(1);
    expect((await add(posts[2]?.id)).body.collection.count).toBe(1);
    expect((await add(posts[1]?.id)).body.collection.count).toBe(2);
    const removed = await postJson<WireCollectionResponse>(ana.client, PeoplePath.removeFromCollection(id), { media_id: String(posts[1]?.id) });
    expect(removed.body.collection.count).toBe(1);
    const saved = await query<WireUserPostsResponse>(ana.client, 'savedPosts', { id: String(ana.user.id) });
    expect(ids(saved)).toContain(String(posts[1]?.id));
    expect((await postJson(ana.client, `/web/save/${posts[2]?.id}/unsave/`)).status).toBe(200);
    expect(ids(await collectionPosts(ana.client, ana.user, id))).toEqual([]);
  });

  it('renames and deletes a collection', async () => {
    const { body } = await create(ana.client, { name: 'Old name' });
    const id = body.collection.id;
    const renamed = await postJson<WireCollectionResponse>(ana.client, PeoplePath.editCollection(id), { name: 'New name' });
    expect(renamed.body.collection.name).toBe('New name');
    expect((await postJson(ana.client, PeoplePath.deleteCollection(id))).status).toBe(200);
    expect((await collectionPosts(ana.client, ana.user, id)).status).toBe(404);
    expect((await postJson(ana.client, PeoplePath.deleteCollection(id))).status).toBe(404);
  });

  it('is its owner\'s only: another account cannot read, fill, rename or delete it (404)', async () => {
    const { body } = await create(ana.client, { name: 'Mine', added_media_ids: String(posts[0]?.id) });
    const id = body.collection.id;
    expect((await collectionPosts(ben.client, ana.user, id)).status).toBe(404);
    expect((await postJson(ben.client, PeoplePath.addToCollection(id), { media_id: String(posts[1]?.id) })).status).toBe(404);
    expect((await postJson(ben.client, PeoplePath.removeFromCollection(id), { media_id: String(posts[0]?.id) })).status).toBe(404);
    expect((await postJson(ben.client, PeoplePath.editCollection(id), { name: 'Yours' })).status).toBe(404);
    expect((await postJson(ben.client, PeoplePath.deleteCollection(id))).status).toBe(404);
    expect((await collectionPosts(ana.client, ana.user, id)).body.data.user.media.count).toBe(1);
  });

  it('refuses bad input: no name, a long name, a post the owner may not see, logged out', async () => {
    expect((await create(ana.client, { name: '   ' })).status).toBe(400);
    expect((await create(ana.client, { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await create(ana.client, { name: 'Private', added_media_ids: String(privatePost.id) })).status).toBe(404);
    const { body } = await create(ana.client, { name: 'Tries' });
    expect((await postJson(ana.client, PeoplePath.addToCollection(body.collection.id), { media_id: String(privatePost.id) })).status).toBe(404);
    expect((await postJson(ana.client, PeoplePath.addToCollection(body.collection.id), {})).status).toBe(400);
    const anon = await postJson(await new Client(server.url).visit(), PeoplePath.createCollection, { name: 'x' });
    expect(anon.status).toBe(401);
  });

  it('answers a repeated X-Mutation-Id with the first result and makes one collection', async () => {
    const first = await create(ben.client, { name: 'Once' }, 'col-once-1');
    const again = await create(ben.client, { name: 'Once' }, 'col-once-1');
    expect(again.body).toEqual(first.body);
    const profile = await query<WireProfileResponse>(ben.client, 'profile', { username: 'ben' });
    expect(profile.body.data.user.edge_media_collections?.edges.filter((e) => e.node.name === 'Once').length).toBe(1);
  });

  it('answers 429 with Retry-After past the collections limit, while replays stay answered', async () => {
    const replay = await create(ben.client, { name: 'Once' }, 'col-once-1');
    let refused = 0;
    for (let i = 0; i < 15; i++) {
      const res = await ben.client.post(PeoplePath.createCollection, { name: `n${i}` });
      if (res.status === 429) {
        refused++;
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect((await create(ben.client, { name: 'Once' }, 'col-once-1')).body).toEqual(replay.body);
  });
});
