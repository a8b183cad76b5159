/**
 * Storage contract of story highlights (migration 018-highlights.sql), part of Repos
 * (./types.ts), implemented on SQLite by ./sqlite-highlights.ts. Times are seconds.
 */
import type { StoryRow } from './types';

export interface HighlightRow {
  id: number;
  userId: number;
  title: string;
  /** null: the first item is the cover. */
  coverStoryId: number | null;
  createdAt: number;
}

export interface HighlightsRepo {
  create(userId: number, title: string, coverStoryId: number | null, storyIds: readonly number[], now: number): HighlightRow;
  byId(id: number): HighlightRow | undefined;
  /** The user's highlights, newest first. */
  ofUser(userId: number, limit: number): HighlightRow[];
  countOf(userId: number): number;
  /** The highlight's items, oldest first (001 §3 "itemIds ordered by taken_at"). */
  items(highlightId: number): StoryRow[];
  /** Per highlight, its item count. */
  itemCounts(highlightIds: readonly number[]): Map<number, number>;
  update(id: number, change: { title?: string; coverStoryId?: number | null; add?: readonly number[]; remove?: readonly number[] }, now: number): void;
  delete(id: number): void;
  /** The owner's stories, live or expired, newest first, older than `before` (a story id) when given. */
  archive(userId: number, before: number | null, limit: number): StoryRow[];
}
