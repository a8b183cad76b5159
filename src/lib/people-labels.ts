/**
 * Added (people helper): the words of the people screens, pure (tests beside). Wording is ours
 * (001 §8: user-visible text not shown).
 */
import type { FollowStatus } from '../../worker/model';
import { formatNumber } from './format-count';

/** The follow button's text for a follow status (001 §4): Follow, Following, Requested. */
export function followLabel(status: FollowStatus, followsViewer: boolean): string {
  if (status === 'following') return 'Following';
  if (status === 'requested') return 'Requested';
  return followsViewer ? 'Follow Back' : 'Follow';
}

/** "Followed by a, b + 3 more" (001 §3 User mutualFollowers), or null when nobody. */
export function followedByText(m: { usernames: string[]; additionalCount: number } | null | undefined): string | null {
  if (!m || m.usernames.length === 0) return null;
  const names = m.usernames.join(', ');
  return m.additionalCount > 0 ? `Followed by ${names} + ${formatNumber(m.additionalCount)} more` : `Followed by ${names}`;
}

/** 001 §9: a badge shows at most 9 ("9+" past it); nothing at 0. */
export function badgeText(count: number, max = 9): string | null {
  if (count <= 0) return null;
  return count > max ? `${max}+` : String(count);
}

/** "a, b and 3 others" for a grouped activity story (issue 12). */
export function actorsText(usernames: string[], others: number): string {
  if (others > 0) return `${usernames.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
  if (usernames.length <= 1) return usernames[0] ?? '';
  return `${usernames.slice(0, -1).join(', ')} and ${usernames[usernames.length - 1] ?? ''}`;
}

/** A website as shown under the bio: without scheme and trailing slash. */
export function websiteText(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
