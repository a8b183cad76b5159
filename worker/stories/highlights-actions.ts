/** Added (highlights): the stories slice's highlight actions (past tense; ./highlights-reducer.ts). */
import type { HighlightItemPreview, MutationArgsMap } from '../../sync';
import type { ReelsBundle } from './stories-actions';
import type { StoryItem } from './stories-state';

export type HighlightsAction =
  /** A user's highlights row as read (reels without items): 001 §3 highlightReelsByUserId. */
  | { type: 'highlights-loaded'; userId: string; bundle: ReelsBundle }
  | { type: 'highlight-archive-requested' }
  /** A page of the viewer's archive (newest first); `append` for the pages after the first. */
  | { type: 'highlight-archive-loaded'; items: StoryItem[]; nextMaxId: string | null; moreAvailable: boolean; append: boolean }
  | { type: 'highlight-archive-failed' }
  /** The outbox's highlight-create (optimistic: shown at once, a client id until answered). */
  | { type: 'highlight-create-requested'; args: MutationArgsMap['highlight-create']; createdAt: number }
  | { type: 'highlight-create-succeeded'; clientId: string; bundle: ReelsBundle }
  | { type: 'highlight-create-failed'; clientId: string }
  | { type: 'highlight-edit-requested'; highlightId: string; title: string | null; removedStoryIds: string[]; addedItems: HighlightItemPreview[]; coverStoryId: string | null }
  /** bundle null: the answer could not be read (what was shown stays; the next read corrects it). */
  | { type: 'highlight-edit-succeeded'; highlightId: string; bundle: ReelsBundle | null }
  /** `title`: the refused edit's (null: it kept the title); put back only while the highlight still shows it. */
  | { type: 'highlight-edit-failed'; highlightId: string; previous: { title: string; itemIds: string[]; coverItemId?: string }; title: string | null; coverStoryId: string | null }
  | { type: 'highlight-delete-requested'; highlightId: string }
  | { type: 'highlight-delete-succeeded'; highlightId: string }
  | { type: 'highlight-delete-failed'; highlightId: string };
