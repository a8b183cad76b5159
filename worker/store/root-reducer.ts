/** The root reducer: one reducer per slice; the whole state is new only when a slice changed. */
import { collectionsReducer } from '../collections/collections-reducer';
import { directSlice } from '../direct/direct-slice';
import { storiesSlice } from '../stories/stories-slice';
import { usertagsReducer } from '../usertags/usertags-reducer';
import type { ClientState } from '../model';
import type { Action } from './actions';
import { activityReducer } from './activity-reducer';
import { commentsReducer } from './comments-reducer';
import { discoverReducer } from './discover-reducer';
import { feedReducer } from './feed-reducer';
import { outboxReducer } from './outbox-reducer';
import { postsReducer } from './posts-reducer';
import { relationshipsReducer } from './relationships-reducer';
import { statusReducer } from './status-reducer';
import { uploadsReducer } from './uploads-reducer';
import { usersReducer } from './users-reducer';

export function rootReducer(state: ClientState, action: Action): ClientState {
  // A reducer that reads another slice "before the action" runs before that slice's own: inside
  // the store, reducers write their tables in place (ownership.ts). The users reducer reads the
  // posts (a delete's mark), the posts reducer the comments.
  const users = usersReducer(state.users, action, state.relationships, state.posts);
  const next: ClientState = {
    posts: postsReducer(state.posts, action, state.comments),
    users,
    feed: feedReducer(state.feed, action),
    comments: commentsReducer(state.comments, action, state.posts),
    outbox: outboxReducer(state.outbox, action),
    status: statusReducer(state.status, action),
    uploads: uploadsReducer(state.uploads, action),
    relationships: relationshipsReducer(state.relationships, action, state.users),
    activity: activityReducer(state.activity, action),
    discover: discoverReducer(state.discover, action),
    direct: directSlice(state.direct, action),
    collections: collectionsReducer(state.collections, action),
    stories: storiesSlice(state.stories, action, state.users.viewerId),
    usertags: usertagsReducer(state.usertags, action),
  };
  return sameSlices(state, next) ? state : next;
}

/** Every slice the same object (runs on every dispatch: no allocation). */
function sameSlices(a: ClientState, b: ClientState): boolean {
  for (const k in b) if (a[k as keyof ClientState] !== b[k as keyof ClientState]) return false;
  return true;
}

/** Fold a list of actions (tests, replays). */
export function reduceAll(state: ClientState, actions: readonly Action[]): ClientState {
  return actions.reduce(rootReducer, state);
}
