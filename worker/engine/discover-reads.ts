/**
 * Added (explore helper), issue 12: the discover reads behind WorkerApi (001 §7 Discover): the
 * hashtags a person follows, the hashtag and profile directories, the locations directory by
 * country then city. Like the people reads (people-reads.ts): entities to the store, a view
 * back, the last answer of each page kept and answered offline.
 */
import { PeoplePath, QueryHash } from '../../sync';
import type { DirectoryVariables, UserIdVariables, WireDirectoryResponse, WireHashtagFollowingResponse, WireHashtagSummary, WireLocationDirectoryResponse } from '../../sync';
import type { CallResult } from '../api-types';
import { emptyBundle, normalizeListUser } from '../normalize/people';
import type { DirectoryView, HashtagHit, HashtagListView, LocationsDirectoryView } from '../people-types';
import { gql, read } from './people-reads';
import type { PeopleCore } from './people-reads';

const hit = (h: WireHashtagSummary): HashtagHit => ({ id: h.id, name: h.name, mediaCount: h.media_count });

/** /{username}/hashtag_following/: the hashtags this person follows (the follow lists' visibility). */
export function loadHashtagFollowing(core: PeopleCore, userId: string): Promise<CallResult<HashtagListView>> {
  const variables: UserIdVariables = { id: userId };
  return read(core, `hashtag-following:${userId}`, true, async () => {
    const wire = await gql<WireHashtagFollowingResponse>(core, QueryHash.hashtagFollowing, variables);
    const conn = wire.data.user.edge_following_hashtag;
    const bundle = emptyBundle();
    // The viewer's own list tells the viewer's follow state of each.
    if (userId === core.store.getState().users.viewerId) bundle.hashtags = conn.edges.map(({ node }) => ({ name: node.name, following: true }));
    return { view: { hashtags: conn.edges.map(({ node }) => hit(node)), count: conn.count, offline: false }, bundle };
  });
}

/** /directory/hashtags/ and /directory/profiles/, pages of 60 (1-based). */
export function loadDirectory(core: PeopleCore, kind: 'hashtags' | 'profiles', page: number): Promise<CallResult<DirectoryView>> {
  const variables: DirectoryVariables = { page };
  return read(core, `directory:${kind}:${page}`, true, async () => {
    const wire = await gql<WireDirectoryResponse>(core, kind === 'hashtags' ? QueryHash.directoryHashtags : QueryHash.directoryProfiles, variables);
    const d = wire.data.directory;
    const bundle = emptyBundle();
    const userIds = (d.profiles ?? []).map((u) => normalizeListUser(u, bundle));
    return { view: { hashtags: (d.hashtags ?? []).map(hit), userIds, nextPage: d.next_page, offline: false }, bundle };
  });
}

/**
 * POST {page} to /explore/locations/ (countries), /explore/locations/{country}/ (its cities) or
 * /explore/locations/c{cityId}/ (its places): 001 §7 "POST with {page} to the locations path
 * plus a segment".
 */
export function loadLocationsDirectory(core: PeopleCore, segment: string | null, page: number): Promise<CallResult<LocationsDirectoryView>> {
  return read(core, `locations:${segment ?? ''}:${page}`, true, async () => {
    const wire = await core.transport.request<WireLocationDirectoryResponse>({
      method: 'POST', path: PeoplePath.locationsDirectory(segment === null ? undefined : encodeURIComponent(segment)), form: { page: String(page) },
    });
    const level = segment === null ? 'countries' : wire.city_info ? 'places' : 'cities';
    const entries = level === 'countries' ? wire.country_list : level === 'cities' ? wire.city_list : wire.location_list;
    const view: LocationsDirectoryView = { country: wire.country_info, city: wire.city_info, level, entries, nextPage: wire.next_page, offline: false };
    return { view, bundle: emptyBundle() };
  });
}
