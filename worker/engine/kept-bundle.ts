/**
 * A read's kept answer (the last one the server gave, shown again offline) brings its entities
 * back into the store: the persisted cache may have been trimmed since. What the store holds is
 * newer than any kept answer (a later read, a pull, the person's own taps), so a kept answer only
 * fills in: entities the store lacks, and the fields it lacks of those it holds. Else an old
 * answer put old versions back (browser chaos, seed 502314964: the post page opened offline
 * brought back a comment as it was before, over the newer one the feed had brought).
 */
import type { ClientState } from '../model';
import type { PeopleBundle } from '../normalize/types';

/** The fields a held entity knows (null and undefined: never told, e.g. a feed's owner has no bio). */
function told<T extends object>(held: T): Partial<T> {
  return Object.fromEntries(Object.entries(held).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

export function keptBundleFill(state: ClientState, kept: PeopleBundle): PeopleBundle {
  const users = state.users.users;
  const following = state.discover.hashtagFollows;
  return {
    posts: kept.posts.filter((p) => state.posts.byId[p.id] === undefined),
    comments: kept.comments.filter((c) => state.comments.byId[c.id] === undefined),
    users: kept.users.map((u) => {
      const held = users[u.id];
      return held ? { ...u, ...told(held) } : u;
    }),
    relationships: kept.relationships.filter((r) => state.relationships.byUserId[r.userId] === undefined),
    ...(kept.hashtags ? { hashtags: kept.hashtags.filter((h) => following[h.name] === undefined) } : {}),
    ...(state.collections.loaded || !kept.collections ? {} : { collections: kept.collections }),
    ...(state.collections.loaded || !kept.collectionCounts ? {} : { collectionCounts: kept.collectionCounts }),
  };
}
