import type { WireResource } from '../../sync/api/wire';
import type { StoryRow, UserRow } from '../db/types';
import { avatarUrl, displayResources, imageFileName, mediaUrl, THUMBNAIL_SIZE } from '../media/media-files';

/**
 * A story item as configure_to_story answers it (minimal until the stories issue): 001 §3
 * Reel item fields that exist now. media_type uses 001 §3's numbers (1 image, 2 video).
 */
export interface WireStoryItem {
  id: string;
  media_type: 1 | 2;
  taken_at: number;
  expiring_at: number;
  dimensions: { width: number; height: number };
  display_url: string;
  display_resources: WireResource[];
  thumbnail_src: string;
  video_url?: string;
  video_duration?: number;
  caption: string | null;
  owner: { id: string; username: string; profile_pic_url: string };
}

export function serializeStory(story: StoryRow, owner: UserRow): WireStoryItem {
  const item: WireStoryItem = {
    id: String(story.id),
    media_type: story.isVideo ? 2 : 1,
    taken_at: story.takenAt,
    expiring_at: story.expiringAt,
    dimensions: { width: story.width, height: story.height },
    display_url: mediaUrl(imageFileName(story.image.key, 1080)),
    display_resources: displayResources(story.image.key, story.image.width, story.image.height),
    thumbnail_src: mediaUrl(imageFileName(story.image.key, THUMBNAIL_SIZE)),
    caption: story.caption,
    owner: { id: String(owner.id), username: owner.username, profile_pic_url: avatarUrl(owner) },
  };
  if (story.videoFile) {
    item.video_url = mediaUrl(story.videoFile);
    item.video_duration = story.videoDuration ?? 0;
  }
  return item;
}
