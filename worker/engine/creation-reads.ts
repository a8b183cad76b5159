/**
 * Added (upload helper, issue 3): the creation flow's reads (001 §7 Creation and upload), through
 * the worker's transport (000 §7 conventions, 10 s timeout, GET retried once):
 *
 *   searchLocations(q)  GET /location_search/?search_query=q → {venues:[{external_id, name, address}]}
 *   listIgtvDrafts()    GET /api/v1/igtv/drafts/ (our path)  → {items: WirePost[]} (unpublished IGTV)
 *
 * Neither is cached (TanStack Query keeps the answers on the main thread).
 */
import { UploadPath } from '../../sync/api/upload';
import type { WirePost } from '../../sync';
import type { CallResult, IgtvDraftItem, LocationHit } from '../api-types';
import { normalizePost } from '../normalize/post';
import { toCallFailure } from './call-result';
import type { EngineCore } from './core';

/** Our path for the viewer's drafts (server/README.md Uploads). */
export const IGTV_DRAFTS_PATH = '/api/v1/igtv/drafts/';

interface WireVenue {
  external_id: string;
  name: string;
  address: string | null;
}

/** A draft as the server sends it: a post with the IGTV fields it adds (001 §3 Post: title). */
type WireDraft = WirePost & { title?: string | null };

export async function searchLocations(core: EngineCore, query: string): Promise<CallResult<LocationHit[]>> {
  try {
    const wire = await core.transport.request<{ venues?: WireVenue[] }>({
      method: 'GET',
      path: UploadPath.locationSearch,
      query: { search_query: query.trim() },
    });
    const venues = wire.venues ?? [];
    return { ok: true, value: venues.map((v) => ({ id: String(v.external_id), name: v.name, address: v.address ?? '' })) };
  } catch (err) {
    core.log.warn('location search failed', err);
    return toCallFailure(err);
  }
}

export async function listIgtvDrafts(core: EngineCore): Promise<CallResult<IgtvDraftItem[]>> {
  try {
    const wire = await core.transport.request<{ items?: WireDraft[] }>({ method: 'GET', path: IGTV_DRAFTS_PATH });
    const items = (wire.items ?? []).map((w) => ({ post: normalizePost(w).post, title: w.title ?? '' }));
    return { ok: true, value: items };
  } catch (err) {
    core.log.warn('drafts: load failed', err);
    return toCallFailure(err);
  }
}
