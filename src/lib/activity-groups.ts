/**
 * Added (people helper): activity stories in the sections a person expects (issue 12: grouped),
 * by age: New (unread), Today, This week, Earlier. Pure.
 */
import type { ActivityStoryView } from '../../worker/api-types';
import { USERTAG_PENDING_TEXT } from '../../sync/api/usertags-wire';

export interface ActivitySection {
  title: string;
  stories: ActivityStoryView[];
}

const DAY = 86_400;

export function activitySections(stories: readonly ActivityStoryView[], nowSeconds: number): ActivitySection[] {
  const sections: ActivitySection[] = [
    { title: 'New', stories: [] },
    { title: 'Today', stories: [] },
    { title: 'This week', stories: [] },
    { title: 'Earlier', stories: [] },
  ];
  for (const s of stories) {
    const age = nowSeconds - s.timestamp;
    const i = s.unread ? 0 : age < DAY ? 1 : age < 7 * DAY ? 2 : 3;
    sections[i]?.stories.push(s);
  }
  return sections.filter((s) => s.stories.length > 0);
}

/** What happened, after the actors' names ("liked your post."). */
export function activityVerb(s: Pick<ActivityStoryView, 'type' | 'text'>): string {
  switch (s.type) {
    case 'like':
      return 'liked your post.';
    case 'comment':
      return `commented: ${s.text ?? ''}`;
    case 'comment_like':
      return `liked your comment: ${s.text ?? ''}`;
    case 'mention':
      return s.text ? `mentioned you in a comment: ${s.text}` : 'mentioned you in a post.';
    case 'usertag':
      // Added (usertags): a tag waiting for the viewer's approval (server text USERTAG_PENDING_TEXT).
      return s.text === USERTAG_PENDING_TEXT ? 'tagged you in a post. Approve it in Settings → Tags.' : 'tagged you in a post.';
    case 'follow':
      return 'started following you.';
  }
}
