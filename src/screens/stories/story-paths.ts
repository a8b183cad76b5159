/** Added (stories): the story pages of 001 §2 ("/stories/{username} and /stories/{username}/{mediaId}"). */
export const StoryPaths = {
  reel: '/stories/:username/',
  reelItem: '/stories/:username/:mediaId/',
  /** Added (highlights): 001 §2 /stories/highlights/{id}/ (matched before the reel paths). */
  highlight: '/stories/highlights/:id/',
} as const;

/** Added (highlights): 001 §2 "highlight: /stories/highlights/{highlightReelId}/". */
export function highlightPath(highlightReelId: string): string {
  return `/stories/highlights/${encodeURIComponent(highlightReelId)}/`;
}

export function storyPath(username: string): string {
  return `/stories/${encodeURIComponent(username)}/`;
}

/** What an in-app way into the viewer puts in history.state: from the tray it walks the tray; Close goes back. */
export interface StoryHistoryState {
  storiesFrom: 'tray' | 'link';
}

export function storiesFrom(state: unknown): StoryHistoryState['storiesFrom'] | null {
  const from = (state as Partial<StoryHistoryState> | null)?.storiesFrom;
  return from === 'tray' || from === 'link' ? from : null;
}
