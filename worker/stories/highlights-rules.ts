/**
 * Added (highlights): pure rules of highlights in the stories slice (tests beside): ids, the
 * title's limit, the row's order, the reel a highlight made offline shows.
 */
import { isClientId } from '../../sync';
import type { HighlightItemPreview } from '../../sync';
import { HIGHLIGHT_REEL_PREFIX, HighlightLimits, titleLength } from '../../sync/api/highlights-wire';
import type { Reel, StoryItem } from './stories-state';
import { NEVER_EXPIRES } from './stories-state';

/** A highlight's item: its reel id and the story's id ('highlight:5/123'). */
export const highlightItemId = (reelId: string, storyId: string): string => `${reelId}/${storyId}`;

/** The story a highlight item (or an archive item) is. */
export function storyIdOf(itemId: string): string {
  const slash = itemId.lastIndexOf('/');
  return slash < 0 ? itemId : itemId.slice(slash + 1);
}

export const reelIdOfHighlight = (highlightId: string): string => `${HIGHLIGHT_REEL_PREFIX}${highlightId}`;

/** A title as sent: trimmed; null when it is too long (16 characters as a person counts them). */
export function checkedTitle(title: string): string | null {
  const trimmed = title.trim();
  return titleLength(trimmed) > HighlightLimits.titleMax ? null : trimmed;
}

/** The row's order: newest first (by createdAt, then id). */
export function rowOrder(ids: readonly string[], reels: Readonly<Record<string, Reel>>): string[] {
  const made = (id: string) => reels[id]?.highlight?.createdAt ?? 0;
  return [...ids].sort((a, b) => made(b) - made(a) || (a < b ? 1 : a > b ? -1 : 0));
}

/** The cover a create asks for: the chosen story, else the oldest (as the server picks it). */
function coverOfCreate(args: { coverStoryId: string | null; items: readonly HighlightItemPreview[] }): HighlightItemPreview | undefined {
  const sorted = [...args.items].sort((a, b) => a.takenAt - b.takenAt);
  return sorted.find((p) => p.id === args.coverStoryId) ?? sorted[0];
}

/** A story of the archive as an item of a highlight, until the server's comes. */
export function highlightItem(reelId: string, p: HighlightItemPreview): StoryItem {
  return {
    id: highlightItemId(reelId, p.id),
    reelId,
    isVideo: p.isVideo,
    takenAt: p.takenAt,
    expiringAt: NEVER_EXPIRES,
    width: p.width,
    height: p.height,
    displayUrl: p.displayUrl,
    displayResources: [],
    thumbnailSrc: p.thumbnailSrc,
    videoUrl: p.videoUrl,
    videoDurationMs: p.videoDurationMs,
    caption: p.caption,
  };
}

/** The reel and items a highlight made offline shows until the server answers. */
export function localHighlight(args: { clientId: string; userId: string; title: string; coverStoryId: string | null; items: readonly HighlightItemPreview[] }, createdAt: number): { reel: Reel; items: StoryItem[] } {
  const reelId = reelIdOfHighlight(args.clientId);
  const sorted = [...args.items].sort((a, b) => a.takenAt - b.takenAt);
  const items = sorted.map((p) => highlightItem(reelId, p));
  const cover = coverOfCreate(args);
  const reel: Reel = {
    id: reelId,
    userId: args.userId,
    itemIds: items.map((i) => i.id),
    latestReelMedia: sorted.at(-1)?.takenAt ?? 0,
    expiringAt: NEVER_EXPIRES,
    seen: 0,
    rankedPosition: 0,
    seenRankedPosition: 0,
    muted: false,
    canReply: false,
    canReshare: false,
    didInvalidate: false,
    isLoading: false,
    highlight: {
      highlightReelId: args.clientId,
      title: args.title,
      thumbnailUrl: cover?.thumbnailSrc ?? '',
      coverItemId: cover ? highlightItemId(reelId, cover.id) : '',
      mediaCount: items.length,
      createdAt,
      pending: true,
    },
  };
  return { reel, items };
}

/** How much older than the tap (seconds) the server's copy of a highlight may look (clock skew). */
export const COPY_SKEW_S = 300;

/**
 * `reel` (in the row) is the server's copy of the pending create `args` (issue 17, found by the
 * sync model): the create's answer was lost and a row read brought the highlight first. A row
 * read carries no items, so a copy is a highlight of the server's (no client id) of the same
 * owner, title, count and cover, made not before the tap (less the clock's skew). The pending
 * create then shows no second one; its success puts the server's in place. (Were it another
 * highlight made alike within the skew, this one shows once its own success arrives.)
 */
export function isCopyOfPendingHighlight(reel: Reel | undefined, args: { clientId: string; userId: string; title: string; coverStoryId: string | null; items: readonly HighlightItemPreview[] }, createdAt: number): boolean {
  const h = reel?.highlight;
  if (reel === undefined || h === undefined || h.pending === true || isClientId(h.highlightReelId)) return false;
  return reel.userId === args.userId && h.title === args.title && h.mediaCount === args.items.length && storyIdOf(h.coverItemId) === coverOfCreate(args)?.id && h.createdAt >= createdAt - COPY_SKEW_S;
}
