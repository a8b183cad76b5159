/**
 * Added (highlights): highlight reels (001 §3 Reel type GraphHighlightReel; wire shape
 * sync/api/highlights-wire.ts) as a viewer may see them. Authorization as the owner's stories
 * (./reels.ts): only viewers who may see the owner (server/domain/visibility.ts canViewOwner: a
 * private account's to approved followers, nobody across a block either way); to anyone else a
 * highlight does not exist. Its items are served whether or not they expired (001 §4
 * "highlights never expire").
 */
import type { WireHighlightReel } from '../../sync/api/highlights-wire';
import { highlightReelId, HighlightLimits } from '../../sync/api/highlights-wire';
import type { AppContext } from '../app-context';
import { serializeStory } from '../creation/serialize-story';
import type { HighlightRow } from '../db/highlights-types';
import type { StoryRow, UserRow } from '../db/types';
import { canViewOwner } from '../domain/visibility';
import { listUsers } from '../graphql/serialize-people';
import { imageFileName, mediaUrl, THUMBNAIL_SIZE } from '../media/media-files';

/** The cover: the chosen item if it is still in the highlight, else the first (oldest). */
export function coverOf(h: Pick<HighlightRow, 'coverStoryId'>, items: readonly StoryRow[]): StoryRow | undefined {
  return items.find((s) => s.id === h.coverStoryId) ?? items[0];
}

/** The highlight with this id when the viewer may see it. */
export function visibleHighlight(ctx: AppContext, viewer: UserRow, id: number): { highlight: HighlightRow; owner: UserRow } | null {
  const highlight = ctx.repos.highlights.byId(id);
  const owner = highlight && ctx.repos.users.byId(highlight.userId);
  if (!highlight || !owner || !canViewOwner(ctx.repos, viewer.id, owner)) return null;
  return { highlight, owner };
}

function reelOf(ctx: AppContext, viewer: UserRow, owner: UserRow, h: HighlightRow, items: readonly StoryRow[], withItems: boolean, position: number): WireHighlightReel | null {
  const cover = coverOf(h, items);
  const user = listUsers(ctx, viewer.id, [owner.id])[0];
  if (!cover || !user) return null;
  const newest = items.reduce((a, s) => Math.max(a, s.takenAt), 0);
  return {
    id: highlightReelId(String(h.id)),
    reel_type: 'highlight_reel',
    highlight_id: String(h.id),
    title: h.title,
    cover_url: mediaUrl(imageFileName(cover.image.key, THUMBNAIL_SIZE)),
    cover_media_id: String(cover.id),
    media_count: items.length,
    created_at: h.createdAt,
    user,
    items: withItems ? items.map((s) => serializeStory(s, owner)) : [],
    latest_reel_media: newest,
    expiring_at: 0,
    seen: 0,
    ranked_position: position,
    seen_ranked_position: position,
    muted: false,
    // Replies go to live stories only (a story reply is a direct message about a live item).
    can_reply: false,
    can_reshare: !owner.isPrivate,
  };
}

/** One highlight with its items, or null when it is not there for the viewer. */
export function highlightReel(ctx: AppContext, viewer: UserRow, id: number): WireHighlightReel | null {
  const found = visibleHighlight(ctx, viewer, id);
  if (!found) return null;
  return reelOf(ctx, viewer, found.owner, found.highlight, ctx.repos.highlights.items(id), true, 1);
}

/** The owner's highlights, newest first, without items (the profile's row); empty when the viewer may not see them. */
export function highlightsTray(ctx: AppContext, viewer: UserRow, owner: UserRow): WireHighlightReel[] {
  if (!canViewOwner(ctx.repos, viewer.id, owner)) return [];
  return ctx.repos.highlights.ofUser(owner.id, HighlightLimits.perUser).flatMap((h, i) => reelOf(ctx, viewer, owner, h, ctx.repos.highlights.items(h.id), false, i + 1) ?? []);
}
