import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_USER } from '../../fixtures/seed';
import { findFfmpeg, renderPicture, renderVideo, runPool, sceneSvg } from '../../fixtures/seed/media';
import { SEED_STORY_UPLOAD_PREFIX, STORY_ITEMS, STORY_SEEN, STORY_SIZE } from '../../fixtures/seed/story-plan';
import type { SeedStoryItem } from '../../fixtures/seed/story-plan';
import { StoryLimits } from '../../sync/api/stories-wire';
import type { AppContext } from '../app-context';
import type { StoryRow } from '../db/types';
import { nowSeconds } from '../app-context';
import { DISPLAY_WIDTHS, imageFileName, THUMBNAIL_SIZE } from '../media/media-files';
import { videoFileFor } from './apply-plan';

/** Ours: the seeded story video's frame (a phone's portrait, small enough to render fast). */
const VIDEO_SIZE = { width: 540, height: 960 } as const;

/** A seeded item as a story row taken at `takenAt` (a video only when its file can be made). */
export function seedStoryRow(it: SeedStoryItem, userId: number, uploadId: string, takenAt: number, withVideo: boolean): Omit<StoryRow, 'id'> {
  const video = it.videoSeconds !== null && withVideo;
  return {
    userId,
    uploadId,
    isVideo: video,
    width: video ? VIDEO_SIZE.width : STORY_SIZE.width,
    height: video ? VIDEO_SIZE.height : STORY_SIZE.height,
    image: { key: it.key, width: STORY_SIZE.width, height: STORY_SIZE.height },
    videoFile: video ? videoFileFor(it.key) : null,
    videoDuration: video ? it.videoSeconds : null,
    caption: it.caption,
    takenAt,
    expiringAt: takenAt + StoryLimits.lifetimeSeconds,
  };
}

/**
 * Added (stories): the demo's stories (fixtures/seed/story-plan.ts), written relative to the
 * server's start whenever none of them is live any more (first start, or a start more than a
 * day after the last), so a newcomer always finds stories to watch. Earlier ones stay (expired:
 * never served); demo's seen marks are raised to the new items where the plan says so. Pictures
 * (and the video, with ffmpeg) are rendered once, when their files are missing.
 */
export async function seedDemoStories(ctx: AppContext, opts: { media: boolean }): Promise<number> {
  const { repos } = ctx;
  const now = nowSeconds(ctx);
  if (!repos.users.byUsername(DEMO_USER) || repos.stories.anyLiveWithUploadPrefix(SEED_STORY_UPLOAD_PREFIX, now)) return 0;
  const ffmpeg = opts.media ? findFfmpeg() : null;
  const withVideo = !opts.media || ffmpeg !== null;
  if (opts.media) await renderStoryMedia(ctx.mediaDir, ffmpeg, STORY_ITEMS);
  const created = new Map<string, number[]>();
  repos.transaction(() => {
    for (const it of STORY_ITEMS) {
      const owner = repos.users.byUsername(it.owner);
      if (!owner) continue;
      const takenAt = now - it.ago;
      repos.stories.create(seedStoryRow(it, owner.id, `${SEED_STORY_UPLOAD_PREFIX}${now}-${it.key}`, takenAt, withVideo));
      created.set(it.owner, [...(created.get(it.owner) ?? []), takenAt].sort((a, b) => a - b));
    }
    for (const s of STORY_SEEN) {
      const viewer = repos.users.byUsername(s.viewer);
      const owner = repos.users.byUsername(s.owner);
      const takenAt = created.get(s.owner)?.[s.count - 1];
      if (viewer && owner && takenAt !== undefined) repos.stories.markSeen(viewer.id, owner.id, takenAt, now);
    }
  });
  return STORY_ITEMS.length;
}

/** The pictures (and videos, with ffmpeg) of these seeded items whose files are missing (./seed-highlights.ts uses it too). */
export async function renderStoryMedia(mediaDir: string, ffmpeg: string | null, storyItems: readonly SeedStoryItem[]): Promise<void> {
  const missing = (it: SeedStoryItem) =>
    !existsSync(join(mediaDir, imageFileName(it.key, THUMBNAIL_SIZE))) || (it.videoSeconds !== null && ffmpeg !== null && !existsSync(join(mediaDir, videoFileFor(it.key))));
  const tasks = storyItems.filter(missing).map((it) => async () => {
    const pic = await renderPicture(sceneSvg(it.scene, STORY_SIZE.width, STORY_SIZE.height, it.hues, it.variant), DISPLAY_WIDTHS, THUMBNAIL_SIZE);
    await Promise.all(pic.display.map((d) => writeFile(join(mediaDir, imageFileName(it.key, d.width)), d.jpeg)));
    const cover = pic.display.find((d) => d.width === STORY_SIZE.width)?.jpeg;
    if (it.videoSeconds !== null && ffmpeg !== null && cover) {
      await renderVideo({ ffmpeg, cover, ...VIDEO_SIZE, durationSeconds: it.videoSeconds, outFile: join(mediaDir, videoFileFor(it.key)), fps: 24 });
    }
    // The thumbnail last: its file says the item is complete (an interrupted render is done again).
    await writeFile(join(mediaDir, imageFileName(it.key, THUMBNAIL_SIZE)), pic.thumbnail);
  });
  await runPool(tasks, 2);
}
