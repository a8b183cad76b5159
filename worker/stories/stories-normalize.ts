/** Added (stories): the wire reels (sync/api/stories-wire.ts) → the slice's reels and items, and their owners. */
import type { WireReel } from '../../sync/api/stories-wire';
import { emptyBundle, normalizeListUser } from '../normalize/people';
import type { PeopleBundle } from '../normalize/types';
import type { ReelsBundle } from './stories-actions';
import type { Reel, StoryItem } from './stories-state';

export function normalizeReels(wire: readonly WireReel[]): { bundle: ReelsBundle; people: PeopleBundle } {
  const people = emptyBundle();
  const bundle: ReelsBundle = { reels: [], items: [] };
  for (const w of wire) {
    normalizeListUser(w.user, people);
    const items = w.items.map((i): StoryItem => ({
      id: i.id,
      reelId: w.id,
      isVideo: i.media_type === 2,
      takenAt: i.taken_at,
      expiringAt: i.expiring_at,
      width: i.dimensions.width,
      height: i.dimensions.height,
      displayUrl: i.display_url,
      displayResources: i.display_resources.map((r) => ({ src: r.src, width: r.config_width, height: r.config_height })),
      thumbnailSrc: i.thumbnail_src,
      videoUrl: i.video_url ?? null,
      videoDurationMs: i.video_duration === undefined ? null : Math.round(i.video_duration * 1000),
      caption: i.caption,
    }));
    const reel: Reel = {
      id: w.id,
      userId: w.user.id,
      itemIds: [...items].sort((a, b) => a.takenAt - b.takenAt).map((i) => i.id),
      latestReelMedia: w.latest_reel_media,
      expiringAt: w.expiring_at,
      seen: w.seen,
      rankedPosition: w.ranked_position,
      seenRankedPosition: w.seen_ranked_position,
      muted: w.muted,
      canReply: w.can_reply,
      canReshare: w.can_reshare,
      didInvalidate: false,
      isLoading: false,
    };
    bundle.reels.push(reel);
    bundle.items.push(...items);
  }
  return { bundle, people };
}
