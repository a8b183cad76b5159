/**
 * Added (dmphoto), issue 13: the card of a post shared to a thread as the client's cache knows
 * it (the post and its owner), kept in the waiting message's args so that a pending share shows
 * the same card (thumbnail and owner) as a sent one, after a reload too. Undefined when the
 * cache lacks the post or its owner (the bubble then says "Post" until the server's item comes).
 */
import type { WireDirectSharedPost, WireDirectUser } from '../../sync/api/direct-wire';
import type { ClientState } from '../model';

type CachedUser = ClientState['users']['users'][string];

/** A cached person as a message's card names them. */
export const directUserOf = (u: CachedUser): WireDirectUser => ({
  pk: u.id,
  username: u.username,
  full_name: u.fullName,
  profile_pic_url: u.profilePictureUrl,
  is_private: u.isPrivate,
  is_verified: u.isVerified,
});

export function sharedPostPreview(state: Pick<ClientState, 'posts' | 'users'>, postId: string): WireDirectSharedPost | undefined {
  const post = state.posts.byId[postId];
  const owner = post ? state.users.users[post.owner] : undefined;
  if (!post || !owner) return undefined;
  return {
    id: post.id,
    shortcode: post.code,
    is_video: post.isVideo,
    // The picture the feed showed (so it is in the image cache, and shows offline too).
    thumbnail_src: post.src || post.thumbnailSrc,
    dimensions: post.dimensions,
    caption: post.caption,
    owner: directUserOf(owner),
  };
}
