/** Added (stories): small builders for the stories tests. */
import type { ReelsBundle } from './stories-actions';
import type { Reel, StoryItem } from './stories-state';

export function item(reelId: string, n: number, takenAt: number): StoryItem {
  return {
    id: `${reelId}-${n}`, reelId, isVideo: false, takenAt, expiringAt: takenAt + 86_400, width: 1080, height: 1920,
    displayUrl: `/media/${reelId}-${n}-1080.jpg`, displayResources: [], thumbnailSrc: '', videoUrl: null, videoDurationMs: null, caption: null,
  };
}

/** A reel of `times.length` items (taken at those times), seen up to `seen`. */
export function reelOf(id: string, times: readonly number[], seen = 0, extra: Partial<Reel> = {}): { reel: Reel; items: StoryItem[] } {
  const items = times.map((t, i) => item(id, i + 1, t));
  const latest = Math.max(...times);
  return {
    reel: {
      id, userId: id, itemIds: items.map((i) => i.id), latestReelMedia: latest, expiringAt: latest + 86_400, seen,
      rankedPosition: 1, seenRankedPosition: 1, muted: false, canReply: true, canReshare: true, didInvalidate: false, isLoading: false, ...extra,
    },
    items,
  };
}

export function bundleOf(...reels: { reel: Reel; items: StoryItem[] }[]): ReelsBundle {
  return { reels: reels.map((r) => r.reel), items: reels.flatMap((r) => r.items) };
}

export const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x.id, x]));
