/** The polite status line under a search field (our wording). */
export interface SearchStatusInput {
  online: boolean;
  query: string;
  pending: boolean;
  failed: boolean;
  count: number | null;
  noun: { one: string; many: string };
}

export function searchStatus({ online, query, pending, failed, count, noun }: SearchStatusInput): string | null {
  if (!query.trim()) return null;
  if (!online) return `Searching ${noun.many} needs a connection.`;
  if (failed) return `Couldn't search ${noun.many}. Try again.`;
  if (pending || count === null) return 'Searching…';
  if (count === 0) return `No ${noun.many} found.`;
  return `${count} ${count === 1 ? noun.one : noun.many} found. Use the arrow keys to choose.`;
}
