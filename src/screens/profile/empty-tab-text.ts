import type { ProfileTab } from '../../../worker/api-types';

/**
 * What an empty profile tab says. Tagged speaks to the owner ("of you") and names anyone else
 * (our wording, as Instagram's web app: another person's empty tab is not "photos of you").
 */
export function emptyTabText(tab: ProfileTab, isViewer: boolean, username: string): string {
  switch (tab) {
    case 'posts':
      return 'No posts yet';
    case 'tagged':
      return isViewer ? 'No photos of you' : `No photos of ${username}`;
    case 'saved':
      return 'Nothing saved yet';
    case 'channel':
      return 'No videos yet';
  }
}
