import type { WireStoryItem } from '../../sync/api/stories-wire';
import type { StoryRow, UserRow } from '../db/types';
import { avatarUrl, displayResources, imageFileName, mediaUrl, THUMBNAIL_SIZE } from '../media/media-files';

/**
 * A story item as configure_to_story and the stories reads answer it (001 §3 Reel item fields;
 * the shape is sync/api/stories-wire.ts). media_type uses 001 §3's numbers (1 image, 2 video).
 */
export type { WireStoryItem };

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
