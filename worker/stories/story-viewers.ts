/**
 * Added (story replies): who saw the viewer's own story items (001 §3 Stories viewing state
 * "viewersPageInfo per item, isLoadingStoryViewers"), keyed by the story's id. Kept in the
 * stories slice and the cache, each page with the people it names (username, name, picture), so a list read once shows
 * offline. Pure: the actions, the reducer and the cache check, with tests beside.
 */
import type { WireStoryViewersResponse } from '../../sync/api/story-replies-wire';
import { isFiniteNum, isObj } from '../persistence/validate';
import { storyIdOf } from './highlights-rules';

export interface StoryViewer {
  id: string;
  username: string;
  fullName: string;
  profilePictureUrl: string;
  /** Seconds: when they last marked the reel seen. */
  seenAt: number;
}

/** One item's list: the people read so far (newest first), everyone's count, the next page's cursor. */
export interface StoryViewersPage {
  viewers: StoryViewer[];
  total: number;
  nextMaxId: string | null;
}

export type StoryViewersAction =
  | { type: 'story-viewers-requested'; storyId: string }
  /** `older`: a next page, added after those held; else the first page replaces them. */
  | { type: 'story-viewers-loaded'; storyId: string; older: boolean; response: WireStoryViewersResponse }
  | { type: 'story-viewers-failed'; storyId: string };

export const isStoryViewersAction = (a: { type: string }): a is StoryViewersAction => a.type.startsWith('story-viewers-');

interface ViewersSlice {
  viewersPageInfo: Record<string, StoryViewersPage>;
  isLoadingStoryViewers: boolean;
}

const fromWire = (r: WireStoryViewersResponse): StoryViewer[] =>
  r.users.map((u) => ({ id: u.id, username: u.username, fullName: u.full_name, profilePictureUrl: u.profile_pic_url, seenAt: u.seen_at }));

export function storyViewersReducer<S extends ViewersSlice>(state: S, action: StoryViewersAction): S {
  switch (action.type) {
    case 'story-viewers-requested':
      return state.isLoadingStoryViewers ? state : { ...state, isLoadingStoryViewers: true };
    case 'story-viewers-failed':
      return state.isLoadingStoryViewers ? { ...state, isLoadingStoryViewers: false } : state;
    case 'story-viewers-loaded': {
      const held = state.viewersPageInfo[action.storyId];
      const fresh = fromWire(action.response);
      const known = new Set(action.older && held ? held.viewers.map((v) => v.id) : []);
      const viewers = action.older && held ? [...held.viewers, ...fresh.filter((v) => !known.has(v.id))] : fresh;
      const page: StoryViewersPage = { viewers, total: action.response.user_count, nextMaxId: action.response.next_max_id };
      return { ...state, isLoadingStoryViewers: false, viewersPageInfo: { ...state.viewersPageInfo, [action.storyId]: page } };
    }
  }
}

const isViewer = (v: unknown): v is StoryViewer =>
  isObj(v) && typeof v.id === 'string' && typeof v.username === 'string' && typeof v.fullName === 'string'
  && typeof v.profilePictureUrl === 'string' && isFiniteNum(v.seenAt);

/**
 * The server's story id of an item the viewer plays (the lists' key): a user reel's item is
 * keyed by it; a highlight's item by `highlight:<id>/<storyId>` (a story may be in several
 * highlights). Null when the key names no story id.
 */
export function storyIdOfItem(itemKey: string): string | null {
  const id = storyIdOf(itemKey);
  return /^\d{1,15}$/.test(id) ? id : null;
}

/** The cached lists of the stories still held (by any item key); anything else is dropped. */
export function restoreStoryViewers(value: unknown, itemKeys: Iterable<string>): Record<string, StoryViewersPage> {
  const out: Record<string, StoryViewersPage> = {};
  if (!isObj(value)) return out;
  const held = new Set([...itemKeys].map(storyIdOfItem));
  for (const [id, p] of Object.entries(value)) {
    if (!held.has(id) || !isObj(p) || !Array.isArray(p.viewers) || !p.viewers.every(isViewer) || !isFiniteNum(p.total)) continue;
    out[id] = { viewers: p.viewers, total: p.total, nextMaxId: typeof p.nextMaxId === 'string' ? p.nextMaxId : null };
  }
  return out;
}
