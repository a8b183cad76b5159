/** Added (stories): the wire reels (sync/api/stories-wire.ts) → the slice's reels and items, and their owners. */
import type { WireHighlightReel } from '../../sync/api/highlights-wire';
import type { WireReel, WireStoryItem } from '../../sync/api/stories-wire';
import { emptyBundle, normalizeListUser } from '../normalize/people';
import type { PeopleBundle } from '../normalize/types';
import type { ReelsBundle } from './stories-actions';
import { highlightItemId } from './highlights-rules';
import { NEVER_EXPIRES } from './stories-state';
import type { Reel, StoryItem } from './stories-state';

/** One wire item of a reel (its id as given, or as `id` says: a highlight's items are its own). */
export function normalizeStoryItem(i: WireStoryItem, reelId: string, id: string = i.id, expiringAt: number = i.expiring_at): StoryItem {
  return {
    id,
    reelId,
    isVideo: i.media_type === 2,
    takenAt: i.taken_at,
    expiringAt,
    width: i.dimensions.width,
    height: i.dimensions.height,
    displayUrl: i.display_url,
    displayResources: i.display_resources.map((r) => ({ src: r.src, width: r.config_width, height: r.config_height })),
    thumbnailSrc: i.thumbnail_src,
    videoUrl: i.video_url ?? null,
    videoDurationMs: i.video_duration === undefined ? null : Math.round(i.video_duration * 1000),
    caption: i.caption,
  };
}

/**
 * Added (highlights): a highlight reel's items are keyed `highlight:<id>/<storyId>` (the same
 * story may be in the user's live reel, and in several highlights) and never expire (001 §4).
 */
function itemsOf(w: WireReel | WireHighlightReel): StoryItem[] {
  if (w.reel_type === 'highlight_reel') return w.items.map((i) => normalizeStoryItem(i, w.id, highlightItemId(w.id, i.id), NEVER_EXPIRES));
  return w.items.map((i) => normalizeStoryItem(i, w.id));
}

export function normalizeReels(wire: readonly (WireReel | WireHighlightReel)[]): { bundle: ReelsBundle; people: PeopleBundle } {
  const people = emptyBundle();
  const bundle: ReelsBundle = { reels: [], items: [] };
  for (const w of wire) {
    normalizeListUser(w.user, people);
    const items = itemsOf(w);
    const reel: Reel = {
      id: w.id,
      userId: w.user.id,
      itemIds: [...items].sort((a, b) => a.takenAt - b.takenAt).map((i) => i.id),
      latestReelMedia: w.latest_reel_media,
      expiringAt: w.reel_type === 'highlight_reel' ? NEVER_EXPIRES : w.expiring_at,
      seen: w.seen,
      rankedPosition: w.ranked_position,
      seenRankedPosition: w.seen_ranked_position,
      muted: w.muted,
      canReply: w.can_reply,
      canReshare: w.can_reshare,
      didInvalidate: false,
      isLoading: false,
    };
    if (w.reel_type === 'highlight_reel') {
      reel.highlight = {
        highlightReelId: w.highlight_id,
        title: w.title,
        thumbnailUrl: w.cover_url,
        coverItemId: highlightItemId(w.id, w.cover_media_id),
        mediaCount: w.media_count,
        createdAt: w.created_at,
      };
    }
    bundle.reels.push(reel);
    bundle.items.push(...items);
  }
  return { bundle, people };
}
