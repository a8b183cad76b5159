/** Added (stories): the times the story viewer shows and keeps (pure; tests beside). */
import { StoryLimits } from '../../../sync/api/stories-wire';
import type { StoryItem } from '../../../worker/model';

/** The item's age as the viewer shows it beside the owner's name ("3h", "12m", "now"). */
export function storyAge(takenAt: number, nowSeconds: number): string {
  const s = Math.max(0, nowSeconds - takenAt);
  if (s < 60) return 'now';
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

/** How long an item plays (ms): a photo StoryLimits.photoMs (ours, ~5 s); a video its length (001 §9: seconds × 1000). */
export function itemDurationMs(item: Pick<StoryItem, 'isVideo' | 'videoDurationMs'>): number {
  return item.isVideo && item.videoDurationMs !== null && item.videoDurationMs > 0 ? item.videoDurationMs : StoryLimits.photoMs;
}
