/** Added (highlights): the highlights part of WorkerApi (worker/stories/highlights-api.ts). */
import type { CallResult } from './api-types';
import type { StoriesLoad, StoryOpened } from './stories-types';

export interface HighlightsApi {
  /** A user's highlights row (001 §3 highlightReelsByUserId), into ClientState.stories. */
  loadHighlights(userId: string): Promise<CallResult<StoriesLoad>>;
  /** Opens the viewer at a highlight (001 §2 /stories/highlights/{id}/: the part after a colon is used); reads it when not held. */
  openHighlight(id: string): Promise<CallResult<StoryOpened>>;
  /** The viewer's story archive (first page, or the next one): ClientState.stories.archive. */
  loadArchive(more: boolean): Promise<CallResult<StoriesLoad>>;
  /**
   * A new highlight of these archive stories (an outbox mutation: shown at once, sent once
   * online). Throws when the title is over 16 characters or no story is picked.
   */
  createHighlight(title: string, storyIds: string[], coverStoryId: string | null): Promise<void>;
  /** Owner only: a new title (null: unchanged) and stories taken out (at least one stays). */
  /**
   * Title (null: unchanged), stories taken out, stories of the archive added (read with
   * loadArchive), and the story chosen as the cover (null: unchanged; one of those it keeps).
   */
  editHighlight(highlightId: string, change: { title: string | null; removedStoryIds: string[]; addedStoryIds?: string[]; coverStoryId?: string | null }): Promise<void>;
  deleteHighlight(highlightId: string): Promise<void>;
}
