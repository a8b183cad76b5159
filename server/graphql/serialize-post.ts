import { Limits } from '../../sync/api/constants';
import type { WireLocation, WirePost, WireSidecarChild, WireTypename, WireUser } from '../../sync/api/wire';
import type { WireTaggedUser } from '../../sync/api/usertags-wire';
import type { AppContext } from '../app-context';
import type { LocationRow, MediaRow, PostRow, UserRow, UsertagRow } from '../db/types';
import { avatarUrl, displayResources, imageFileName, mediaUrl, thumbnailResources } from '../media/media-files';
import { serializeComments } from './serialize-comment';

/**
 * Posts to the wire (001 §3 Post; sync/api/wire.ts WirePost), loading owners, media,
 * counts, the viewer's like/save state and the latest preview comments in a few batched
 * queries. Preview comments: the 4 newest (001 §9 "Comments shown 4"), oldest first.
 * Comments are flat (a reply is a comment with replied_to_comment_id), so the comment count
 * counts every comment the viewer may see (none by accounts blocked either way, 001 §6).
 */
/**
 * Fields this server adds to WirePost (001 §3 Post: usertags, title, isPublished,
 * productType). Proposed for sync/api/wire.ts; clients that do not know them ignore them.
 */
export interface WirePostExtras {
  /** 001 §3 usertags (sync/api/usertags-wire.ts WireTaggedUser; a pending tag shows to its person and the post's owner only). */
  edge_media_to_tagged_user: { edges: { node: WireTaggedUser }[] };
  /** IGTV posts only. */
  product_type?: 'igtv';
  title?: string | null;
  is_published?: boolean;
  igtv_share_preview_to_feed?: boolean;
}
export type ServerWirePost = WirePost & WirePostExtras;

/** The picture files' own size (a video's cover may differ from the video). */
const pictureSize = (m: MediaRow) => ({ width: m.imageWidth ?? m.width, height: m.imageHeight ?? m.height });

export function serializePosts(ctx: AppContext, viewerId: number | null, posts: PostRow[]): ServerWirePost[] {
  if (posts.length === 0) return [];
  const { repos } = ctx;
  const ids = posts.map((p) => p.id);
  const owners = repos.users.byIds([...new Set(posts.map((p) => p.ownerId))]);
  const media = repos.posts.media(ids);
  const locationIds = posts.flatMap((p) => (p.locationId === null ? [] : [p.locationId]));
  const locations = repos.posts.locations(locationIds);
  const likeCounts = repos.likes.postLikeCounts(ids);
  const commentCounts = repos.comments.counts(ids, viewerId ?? 0);
  const liked = viewerId === null ? new Set<number>() : repos.likes.postsLikedBy(viewerId, ids);
  const saved = viewerId === null ? new Set<number>() : repos.saves.savedBy(viewerId, ids);
  const previews = repos.comments.latest(ids, Limits.commentsShown, viewerId ?? 0);
  const tags = repos.posts.usertags(ids);
  const tagged = repos.users.byIds([...new Set([...tags.values()].flat().map((t) => t.userId))]);
  const followed = new Map<number, boolean>();
  for (const owner of owners.values()) {
    followed.set(owner.id, viewerId !== null && repos.follows.status(viewerId, owner.id) === 'following');
  }

  return posts.flatMap((post) => {
    const owner = owners.get(post.ownerId);
    const items = media.get(post.id) ?? [];
    const first = items[0];
    if (!owner || !first) return [];
    const commentCount = commentCounts.get(post.id) ?? 0;
    const location = post.locationId === null ? undefined : locations.get(post.locationId);
    const picture = pictureSize(first);
    // Added (usertags): a pending tag shows to the person tagged and the post's owner only.
    const postTags = (tags.get(post.id) ?? []).filter((t) => t.pending !== true || viewerId === post.ownerId || viewerId === t.userId);
    const wire: ServerWirePost = {
      __typename: typename(post),
      id: String(post.id),
      shortcode: post.shortcode,
      dimensions: { height: first.height, width: first.width },
      display_url: mediaUrl(imageFileName(first.imageKey, 1080)),
      display_resources: displayResources(first.imageKey, picture.width, picture.height),
      thumbnail_src: mediaUrl(imageFileName(first.imageKey, 150)),
      thumbnail_resources: thumbnailResources(first.imageKey),
      is_video: post.kind === 'video',
      accessibility_caption: first.accessibilityCaption,
      caption: post.caption,
      caption_is_edited: post.captionIsEdited,
      comments_disabled: post.commentsDisabled,
      taken_at_timestamp: post.takenAt,
      owner: serializeOwner(owner, followed.get(owner.id) ?? false),
      location: location ? serializeLocation(location) : null,
      viewer_has_liked: liked.has(post.id),
      viewer_has_saved: saved.has(post.id),
      edge_media_preview_like: { count: likeCounts.get(post.id) ?? 0 },
      edge_media_to_comment: { count: commentCount },
      edge_media_preview_comment: {
        count: commentCount,
        edges: serializeComments(ctx, viewerId, previews.get(post.id) ?? []).map((node) => ({ node })),
      },
      edge_media_to_tagged_user: { edges: serializeTags(postTags, tagged).map((node) => ({ node })) },
      viewer_in_photo_of_you: viewerId !== null && postTags.some((t) => t.userId === viewerId),
    };
    if (post.productType === 'igtv') {
      wire.product_type = 'igtv';
      wire.title = post.title;
      wire.is_published = post.isPublished;
      wire.igtv_share_preview_to_feed = post.sharePreviewToFeed;
    }
    if (post.kind === 'video' && first.videoFile) {
      wire.video_url = mediaUrl(first.videoFile);
      wire.video_duration = first.videoDuration ?? 0;
      wire.video_view_count = post.videoViewCount;
    }
    if (post.kind === 'sidecar') {
      wire.edge_sidecar_to_children = { edges: items.map((m) => ({ node: serializeChild(post, m) })) };
    }
    return [wire];
  });
}

function typename(post: PostRow): WireTypename {
  if (post.kind === 'sidecar') return 'GraphSidecar';
  return post.kind === 'video' ? 'GraphVideo' : 'GraphImage';
}

export function serializeOwner(user: UserRow, followedByViewer: boolean): WireUser {
  return {
    id: String(user.id),
    username: user.username,
    full_name: user.fullName,
    profile_pic_url: avatarUrl(user),
    is_private: user.isPrivate,
    is_verified: user.isVerified,
    followed_by_viewer: followedByViewer,
  };
}

const serializeLocation = (l: LocationRow): WireLocation => ({ id: String(l.id), name: l.name, slug: l.slug, has_public_page: true });

/** Sidecar children get ids of their own, `<post id>_<position>`, apart from post ids. */
function serializeChild(post: PostRow, m: MediaRow): WireSidecarChild {
  const child: WireSidecarChild = {
    __typename: m.isVideo ? 'GraphVideo' : 'GraphImage',
    id: `${post.id}_${m.position + 1}`,
    shortcode: m.shortcode,
    dimensions: { height: m.height, width: m.width },
    display_url: mediaUrl(imageFileName(m.imageKey, 1080)),
    display_resources: displayResources(m.imageKey, pictureSize(m).width, pictureSize(m).height),
    is_video: m.isVideo,
    accessibility_caption: m.accessibilityCaption,
  };
  if (m.isVideo && m.videoFile) {
    child.video_url = mediaUrl(m.videoFile);
    child.video_duration = m.videoDuration ?? 0;
  }
  return child;
}

function serializeTags(rows: UsertagRow[], users: Map<number, UserRow>): WireTaggedUser[] {
  return rows.flatMap((t) => {
    const u = users.get(t.userId);
    if (!u) return [];
    const user = { id: String(u.id), username: u.username, full_name: u.fullName, profile_pic_url: avatarUrl(u), is_verified: u.isVerified };
    return [t.pending === true ? { user, x: t.x, y: t.y, pending: true } : { user, x: t.x, y: t.y }];
  });
}

/** One post to the wire (it has media: posts are never made without). */
export function serializePost(ctx: AppContext, viewerId: number | null, post: PostRow): ServerWirePost {
  const [wire] = serializePosts(ctx, viewerId, [post]);
  if (!wire) throw new Error(`post ${post.id} has no media`);
  return wire;
}
