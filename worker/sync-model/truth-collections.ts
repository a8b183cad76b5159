/**
 * The collections part of the model's truth server (./truth-server.ts): the viewer's
 * collections of saved posts as server/routes/collections.ts answers them for what matters to
 * sync: create (a name of 1 to 50 characters after trimming; the model makes them empty, so
 * saves are not touched), rename and delete (only a collection that exists: else 404, not
 * stored), the list with the viewer's own profile (edge_media_collections), newest first.
 * Added: a post added (the route saves it too; a post gone: 404) and removed (a set operation
 * each), the collection's posts read (collectionPosts, newest added first; a collection gone: 404),
 * and a collection deleted elsewhere (another device: no mutation of this person's).
 * Idempotency and faults are the truth server's; each change applied is `count`ed.
 */
import { PeoplePath } from '../../sync/api/paths';
import type { WireCollection, WireCollectionResponse, WireUserPostsResponse } from '../../sync/api/people-wire';
import type { WirePost } from '../../sync/api/wire';
import { json } from '../test-support/engine-harness';
import type { MadeOnServer } from './made-properties';

/** A collection the server holds: its posts, newest added first. */
export interface TruthCollection {
  id: string;
  title: string;
  posts: string[];
}

/** What the collections ask of the rest of the server: whether a post is there (for the viewer), saving it, the post as read. */
export interface CollectionPosts {
  exists(postId: string): boolean;
  save(postId: string): void;
  wire(postId: string): WirePost;
}

export interface TruthCollections extends MadeOnServer {
  byId: Map<string, TruthCollection>;
  /** GET collectionPosts of one collection (`id`): its posts, or 404 when gone. */
  readPosts(id: string): Response;
  /** Deleted on another device: gone, no mutation of this person's. */
  deleteElsewhere(id: string): void;
  /** A post deleted by its owner leaves every collection. */
  postDeleted(postId: string): void;
  /** The viewer's profile's edge_media_collections: newest first. */
  list(): { count: number; edges: { node: WireCollection }[] };
  /** A mutation on its paths, applied (each change `count`ed), else undefined. */
  apply(mutationId: string, path: string, body: string, count: () => void): { status: number; body: unknown } | undefined;
}

const MAX_NAME = 50;
const bad = (message: string) => ({ status: 400, body: { status: 'fail', message, error_type: 'bad_request' } });
const NOT_FOUND = { status: 404, body: { status: 'fail', message: 'not found', error_type: 'not_found' } };

export function createTruthCollections(posts: CollectionPosts): TruthCollections {
  const byId = new Map<string, TruthCollection>();
  const madeBy = new Map<string, string>();
  let seq = 0;
  const wire = (c: TruthCollection): WireCollection => ({ id: c.id, name: c.title, cover_media_thumbnails: c.posts.slice(0, 4).map((p) => `/media/${p}-t.jpg`), count: c.posts.length });
  const answer = (c: TruthCollection) => ({ status: 200, body: { status: 'ok', collection: wire(c) } satisfies WireCollectionResponse });
  const name = (body: string): string | null => {
    const n = (new URLSearchParams(body).get('name') ?? '').trim();
    return n === '' || n.length > MAX_NAME ? null : n;
  };
  return {
    byId,
    madeBy,
    list: () => {
      const newest = [...byId.values()].sort((a, b) => Number(b.id) - Number(a.id));
      return { count: newest.length, edges: newest.map((c) => ({ node: wire(c) })) };
    },
    readPosts(id) {
      const c = byId.get(id);
      if (c === undefined) return json(NOT_FOUND.body, 404);
      const page: WireUserPostsResponse = { status: 'ok', data: { user: { id: 'v1', media: { count: c.posts.length, page_info: { has_next_page: false, end_cursor: null }, edges: c.posts.map((p) => ({ node: posts.wire(p) })) } } } };
      return json(page);
    },
    deleteElsewhere(id) {
      byId.delete(id);
    },
    postDeleted(postId) {
      for (const c of byId.values()) c.posts = c.posts.filter((p) => p !== postId);
    },
    apply(mutationId, path, body, count) {
      if (path === PeoplePath.createCollection) {
        const n = name(body);
        if (n === null) return bad(`name: 1 to ${MAX_NAME} characters`);
        const c: TruthCollection = { id: String(100 + ++seq), title: n, posts: [] };
        byId.set(c.id, c);
        madeBy.set(c.id, mutationId);
        count();
        return answer(c);
      }
      const renamed = [...byId.values()].find((c) => path === PeoplePath.editCollection(c.id));
      if (renamed !== undefined) {
        const n = name(body);
        if (n === null) return bad(`name: 1 to ${MAX_NAME} characters`);
        renamed.title = n;
        count();
        return answer(renamed);
      }
      const added = [...byId.values()].find((c) => path === PeoplePath.addToCollection(c.id) || path === PeoplePath.removeFromCollection(c.id));
      if (added !== undefined) {
        const postId = new URLSearchParams(body).get('media_id') ?? '';
        const adds = path === PeoplePath.addToCollection(added.id);
        // The route's visiblePostById: a post deleted (or never there) is 404 for an add.
        if (adds && !posts.exists(postId)) return NOT_FOUND;
        if (adds) posts.save(postId);
        if (added.posts.includes(postId) !== adds) {
          added.posts = adds ? [postId, ...added.posts] : added.posts.filter((p) => p !== postId);
          count();
        }
        return answer(added);
      }
      const deleted = [...byId.values()].find((c) => path === PeoplePath.deleteCollection(c.id));
      if (deleted !== undefined) {
        byId.delete(deleted.id);
        count();
        return { status: 200, body: { status: 'ok' } };
      }
      // Another collection's path (never made, or deleted): 404, as the route's owner check answers.
      return /^\/collections\/[^/]+\/(edit|delete|add|remove)\/$/.test(path) ? NOT_FOUND : undefined;
    },
  };
}
