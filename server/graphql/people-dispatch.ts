import { QueryHash } from '../../sync/api/paths';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { directoryHashtagsQuery, directoryProfilesQuery, exploreQuery, locationQuery, tagQuery } from './discover-queries';
import {
  chainingQuery,
  followListQuery,
  hashtagFollowingQuery,
  profileQuery,
  suggestionsQuery,
  userPostsQuery,
} from './people-queries';
import { commentLikersQuery, commentRepliesQuery, likersQuery, threadedCommentsQuery } from './thread-queries';

/**
 * The people queries of issue 12, by query hash. `viewer` is null when logged out; the
 * queries that need login say so with `login: true`.
 */
type Query = (ctx: AppContext, viewerId: number | null, variables: unknown) => object;
type ViewerQuery = (ctx: AppContext, viewer: UserRow, variables: unknown) => object;

export const PEOPLE_QUERIES: Record<string, { run: Query; login?: false } | { run: ViewerQuery; login: true }> = {
  [QueryHash.profile]: { run: profileQuery },
  [QueryHash.profilePosts]: { run: userPostsQuery('grid') },
  [QueryHash.channelPosts]: { run: userPostsQuery('channel') },
  [QueryHash.taggedPosts]: { run: userPostsQuery('tagged') },
  [QueryHash.savedPosts]: { run: userPostsQuery('saved') },
  [QueryHash.collectionPosts]: { run: userPostsQuery('collection') },
  [QueryHash.followers]: { run: followListQuery('followers') },
  [QueryHash.following]: { run: followListQuery('following') },
  [QueryHash.hashtagFollowing]: { run: hashtagFollowingQuery },
  [QueryHash.chaining]: { run: chainingQuery },
  [QueryHash.suggestions]: { run: suggestionsQuery, login: true },
  [QueryHash.explore]: { run: exploreQuery },
  [QueryHash.tag]: { run: tagQuery },
  [QueryHash.location]: { run: locationQuery },
  [QueryHash.directoryHashtags]: { run: directoryHashtagsQuery },
  [QueryHash.directoryProfiles]: { run: directoryProfilesQuery },
  [QueryHash.likers]: { run: likersQuery },
  [QueryHash.commentLikers]: { run: commentLikersQuery },
  [QueryHash.threadedComments]: { run: threadedCommentsQuery },
  [QueryHash.commentReplies]: { run: commentRepliesQuery },
};
