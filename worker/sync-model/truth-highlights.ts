/**
 * The highlights part of the model's truth server (./truth-server.ts): the viewer's story
 * archive and the highlights made of it, answered as server/routes/highlights.ts and
 * server/stories/highlights.ts do for what matters to sync: create (its stories all the
 * viewer's, at least one; an empty title is "Highlights"; the cover one of its stories), edit
 * (only a highlight that exists: else 404; a highlight keeps at least one story) and delete (an
 * unknown or already deleted highlight: 404, not stored, so a retry under the same id may
 * apply once it exists); the row newest first, without items; a highlight's items (reels_media with
 * reel_ids=highlight:<id>; one gone is left out); a highlight deleted elsewhere (another device). Idempotency and faults are the
 * truth server's; here each change applied is counted (`count`) for its mutation id.
 */
import { DEFAULT_HIGHLIGHT_TITLE, HighlightLimits, HighlightsPath, highlightReelId, titleLength } from '../../sync/api/highlights-wire';
import type { WireHighlightReel, WireHighlightResponse, WireStoryArchiveResponse } from '../../sync/api/highlights-wire';
import { StoriesPath } from '../../sync/api/stories-wire';
import { json } from '../test-support/engine-harness';
import { wireReel } from '../test-support/wire-fixtures';
import type { MadeOnServer } from './made-properties';

/** The viewer's archived stories (taken before the model's clock starts, expired long ago). */
export const ARCHIVE = [
  { id: '701', takenAt: 500 },
  { id: '702', takenAt: 600 },
  { id: '703', takenAt: 700 },
] as const;

export interface TruthHighlight {
  id: string;
  title: string;
  storyIds: string[];
  coverStoryId: string | null;
  /** Seconds. */
  createdAt: number;
}

/** `byId`: the viewer's highlights that exist; `madeBy`: the mutation id that made each one ever made (deleted ones too). */
export interface TruthHighlights extends MadeOnServer {
  byId: Map<string, TruthHighlight>;
  /** Deleted on another device: gone, no mutation of this person's. */
  deleteElsewhere(id: string): void;
  /** A GET it answers (the archive, the viewer's row, a highlight's items), else undefined. */
  read(url: URL): Response | undefined;
  /** A mutation on its paths, applied (each change `count`ed), else undefined. */
  apply(mutationId: string, path: string, body: string, count: () => void): { status: number; body: unknown } | undefined;
}

const bad = (message: string) => ({ status: 400, body: { status: 'fail', message, error_type: 'bad_request' } });
const NOT_FOUND = { status: 404, body: { status: 'fail', message: 'not found', error_type: 'not_found' } };

/** `nowSeconds`: the server's clock (a highlight's created_at). */
export function createTruthHighlights(viewer: { id: string; username: string }, nowSeconds: () => number): TruthHighlights {
  const byId = new Map<string, TruthHighlight>();
  const madeBy = new Map<string, string>();
  let seq = 0;
  const archiveItems = () => wireReel(viewer, ARCHIVE, 0).items;

  const wire = (h: TruthHighlight, withItems: boolean): WireHighlightReel => {
    const stories = ARCHIVE.filter((s) => h.storyIds.includes(s.id));
    const cover = stories.find((s) => s.id === h.coverStoryId) ?? stories[0];
    const base = wireReel(viewer, withItems ? stories : [], 0);
    return {
      ...base,
      id: highlightReelId(h.id),
      reel_type: 'highlight_reel',
      highlight_id: h.id,
      title: h.title,
      cover_url: `/s/${cover?.id ?? ''}-t.jpg`,
      cover_media_id: cover?.id ?? '',
      media_count: stories.length,
      created_at: h.createdAt,
      latest_reel_media: stories.reduce((a, s) => Math.max(a, s.takenAt), 0),
      expiring_at: 0,
      can_reply: false,
    };
  };
  const answer = (h: TruthHighlight) => ({ status: 200, body: { status: 'ok', reel: wire(h, true) } satisfies WireHighlightResponse });

  /** The comma-joined story ids of a field, each once; null when one is not the viewer's. */
  const storyIds = (raw: string | null): string[] | null => {
    const ids = [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== ''))];
    return ids.every((id) => ARCHIVE.some((s) => s.id === id)) ? ids : null;
  };
  /** A title as the route takes it: trimmed, empty → the default; null when too long. */
  const title = (raw: string | null): string | null | undefined => {
    if (raw === null) return undefined;
    const t = raw.trim();
    if (titleLength(t) > HighlightLimits.titleMax) return null;
    return t === '' ? DEFAULT_HIGHLIGHT_TITLE : t;
  };

  return {
    byId,
    madeBy,
    deleteElsewhere(id) {
      byId.delete(id);
    },
    read(url) {
      if (url.pathname === StoriesPath.reelsMedia) {
        const asked = url.searchParams.getAll('reel_ids').flatMap((r) => r.split(','));
        const reels = Object.fromEntries([...byId.values()].filter((h) => asked.includes(highlightReelId(h.id))).map((h) => [highlightReelId(h.id), wire(h, true)]));
        return json({ status: 'ok', reels });
      }
      if (url.pathname === HighlightsPath.archive) {
        const page: WireStoryArchiveResponse = { status: 'ok', items: archiveItems().reverse(), more_available: false, next_max_id: null };
        return json(page);
      }
      if (url.pathname === HighlightsPath.tray(viewer.id)) {
        const row = [...byId.values()].sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
        return json({ status: 'ok', tray: row.map((h) => wire(h, false)) });
      }
      return undefined;
    },
    apply(mutationId, path, body, count) {
      const form = new URLSearchParams(body);
      if (path === HighlightsPath.create) {
        const items = storyIds(form.get('media_ids'));
        if (items === null) return bad('media_ids: not one of your stories');
        if (items.length === 0) return bad('media_ids: pick at least one story');
        const cover = form.get('cover_media_id');
        if (cover !== null && cover !== '' && !items.includes(cover)) return bad("cover_media_id: the cover must be one of the highlight's stories");
        const t = title(form.get('title'));
        if (t === null) return bad(`title: at most ${HighlightLimits.titleMax} characters`);
        if (byId.size >= HighlightLimits.perUser) return bad(`at most ${HighlightLimits.perUser} highlights`);
        const h: TruthHighlight = { id: String(++seq), title: t ?? DEFAULT_HIGHLIGHT_TITLE, storyIds: items, coverStoryId: cover === '' ? null : cover, createdAt: nowSeconds() };
        byId.set(h.id, h);
        madeBy.set(h.id, mutationId);
        count();
        return answer(h);
      }
      const edited = [...byId.values()].find((h) => path === HighlightsPath.edit(h.id));
      const deleted = [...byId.values()].find((h) => path === HighlightsPath.delete(h.id));
      if (edited !== undefined) {
        const removed = storyIds(form.get('removed_media_ids')) ?? [];
        const added = form.has('added_media_ids') ? storyIds(form.get('added_media_ids')) : [];
        if (added === null) return bad('added_media_ids: not one of your stories');
        const after = [...new Set([...edited.storyIds, ...added])].filter((id) => !removed.includes(id));
        if (after.length === 0) return bad('removed_media_ids: a highlight keeps at least one story (delete it instead)');
        const cover = form.get('cover_media_id');
        if (cover !== null && cover !== '' && !after.includes(cover)) return bad("cover_media_id: the cover must be one of the highlight's stories");
        const t = title(form.get('title'));
        if (t === null) return bad(`title: at most ${HighlightLimits.titleMax} characters`);
        edited.title = t ?? edited.title;
        edited.storyIds = after;
        if (cover !== null && cover !== '') edited.coverStoryId = cover;
        else if (edited.coverStoryId !== null && !after.includes(edited.coverStoryId)) edited.coverStoryId = null;
        count();
        return answer(edited);
      }
      if (deleted !== undefined) {
        byId.delete(deleted.id);
        count();
        return { status: 200, body: { status: 'ok' } };
      }
      // Another highlight's path (never made, or deleted): 404, as the route's owner check answers.
      return /^\/api\/v1\/highlights\/[^/]+\/(edit|delete)_reel\/$/.test(path) ? NOT_FOUND : undefined;
    },
  };
}
