import type { WirePost, WireResource, WireSidecarChild } from '../../sync';
import type { Comment, Post, Resource, SidecarChild } from '../model';
import { normalizeComment } from './comment';
import type { UserPatch } from './types';
import { normalizeCommentOwner, normalizeUser } from './user';

function resources(list: WireResource[]): Resource[] {
  return list.map((r) => ({ src: r.src, configWidth: r.config_width, configHeight: r.config_height }));
}

function sidecarChild(c: WireSidecarChild): SidecarChild {
  return {
    id: c.id,
    isVideo: c.is_video,
    dimensions: { height: c.dimensions.height, width: c.dimensions.width },
    src: c.display_url,
    displayResources: resources(c.display_resources),
    videoUrl: c.video_url ?? null,
    accessibilityCaption: c.accessibility_caption ?? null,
  };
}

/** 001 §3 Post, with the users and preview comments the payload carries. */
export function normalizePost(w: WirePost): { post: Post; users: UserPatch[]; comments: Comment[] } {
  const previewEdges = w.edge_media_preview_comment.edges;
  const comments = previewEdges.map((e) => normalizeComment(e.node));
  const users = [normalizeUser(w.owner), ...previewEdges.map((e) => normalizeCommentOwner(e.node.owner))];
  const likes = w.edge_media_preview_like.count;
  const post: Post = {
    id: w.id,
    code: w.shortcode,
    caption: w.caption,
    captionIsEdited: w.caption_is_edited,
    accessibilityCaption: w.accessibility_caption,
    commentsDisabled: w.comments_disabled,
    dimensions: { height: w.dimensions.height, width: w.dimensions.width },
    displayResources: resources(w.display_resources),
    thumbnailResources: resources(w.thumbnail_resources),
    src: w.display_url,
    thumbnailSrc: w.thumbnail_src,
    videoUrl: w.video_url ?? null,
    videoDuration: w.video_duration ?? null,
    videoViews: w.video_view_count ?? null,
    isVideo: w.is_video,
    isSidecar: w.__typename === 'GraphSidecar',
    sidecarChildren: (w.edge_sidecar_to_children?.edges ?? []).map((e) => sidecarChild(e.node)),
    likedByViewer: w.viewer_has_liked,
    numLikes: likes,
    numPreviewLikes: likes,
    savedByViewer: w.viewer_has_saved,
    numComments: w.edge_media_to_comment.count,
    previewCommentIds: comments.map((c) => c.id),
    owner: w.owner.id,
    location: w.location ? { id: w.location.id, name: w.location.name, slug: w.location.slug } : null,
    postedAt: w.taken_at_timestamp,
  };
  // Added (usertags): 001 §3 usertags and viewerInPhotoOfYou, when the payload tells them.
  const tagged = w.edge_media_to_tagged_user;
  if (tagged) {
    post.usertags = tagged.edges.map(({ node: t }) => ({ userId: t.user.id, username: t.user.username, x: t.x, y: t.y, ...(t.pending === true ? { pending: true } : {}) }));
  }
  if (w.viewer_in_photo_of_you !== undefined) post.viewerInPhotoOfYou = w.viewer_in_photo_of_you;
  return { post, users, comments };
}
