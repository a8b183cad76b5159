/**
 * The collections part of the model's truth server (./truth-server.ts): the viewer's
 * collections of saved posts as server/routes/collections.ts answers them for what matters to
 * sync: create (a name of 1 to 50 characters after trimming; the model makes them empty, so
 * saves are not touched), rename and delete (only a collection that exists: else 404, not
 * stored), the list with the viewer's own profile (edge_media_collections), newest first.
 * Idempotency and faults are the truth server's; each change applied is `count`ed.
 */
import { PeoplePath } from '../../sync/api/paths';
import type { WireCollection, WireCollectionResponse } from '../../sync/api/people-wire';
import type { MadeOnServer } from './made-properties';

export interface TruthCollections extends MadeOnServer {
  /** The viewer's profile's edge_media_collections: newest first. */
  list(): { count: number; edges: { node: WireCollection }[] };
  /** A mutation on its paths, applied (each change `count`ed), else undefined. */
  apply(mutationId: string, path: string, body: string, count: () => void): { status: number; body: unknown } | undefined;
}

const MAX_NAME = 50;
const bad = (message: string) => ({ status: 400, body: { status: 'fail', message, error_type: 'bad_request' } });
const NOT_FOUND = { status: 404, body: { status: 'fail', message: 'not found', error_type: 'not_found' } };

export function createTruthCollections(): TruthCollections {
  const byId = new Map<string, { id: string; title: string }>();
  const madeBy = new Map<string, string>();
  let seq = 0;
  const wire = (c: { id: string; title: string }): WireCollection => ({ id: c.id, name: c.title, cover_media_thumbnails: [], count: 0 });
  const answer = (c: { id: string; title: string }) => ({ status: 200, body: { status: 'ok', collection: wire(c) } satisfies WireCollectionResponse });
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
    apply(mutationId, path, body, count) {
      if (path === PeoplePath.createCollection) {
        const n = name(body);
        if (n === null) return bad(`name: 1 to ${MAX_NAME} characters`);
        const c = { id: String(100 + ++seq), title: n };
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
      const deleted = [...byId.values()].find((c) => path === PeoplePath.deleteCollection(c.id));
      if (deleted !== undefined) {
        byId.delete(deleted.id);
        count();
        return { status: 200, body: { status: 'ok' } };
      }
      // Another collection's path (never made, or deleted): 404, as the route's owner check answers.
      return /^\/collections\/[^/]+\/(edit|delete)\/$/.test(path) ? NOT_FOUND : undefined;
    },
  };
}
