/** Number formatting for counts shown in the UI (our choice: full numbers, en-US grouping). */
const grouping = new Intl.NumberFormat('en-US');

export function formatNumber(n: number): string {
  return grouping.format(n);
}

/** "1 like", "1,234 likes". */
export function formatLikes(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'like' : 'likes'}`;
}

/** "View all 12 comments" (the link shown when there are more than the preview). */
export function viewAllCommentsText(n: number): string {
  return n === 2 ? 'View both comments' : `View all ${formatNumber(n)} comments`;
}

/** "Unsent activity (3)". */
export function unsentText(n: number): string {
  return `Unsent activity (${formatNumber(n)})`;
}
