/** Added (highlights): a story's day as the archive grid names it ("12 Mar 2026"); seconds in. */
export function storyDate(takenAtSeconds: number, locale = 'en-GB'): string {
  return new Date(takenAtSeconds * 1000).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
