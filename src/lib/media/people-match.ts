/** People to tag, from the users the client knows, by username (our choice until a search call exists). */

export interface Person {
  id: string;
  username: string;
  fullName: string;
  profilePictureUrl: string;
}

/** Our choice: at most this many suggestions in the list. */
export const PEOPLE_LIMIT = 8;

export function matchPeople(users: Record<string, Person>, query: string, exclude: ReadonlySet<string> = new Set(), limit = PEOPLE_LIMIT): Person[] {
  const q = query.trim().replace(/^@/, '').toLowerCase();
  if (!q) return [];
  const hits: { person: Person; rank: number }[] = [];
  for (const person of Object.values(users)) {
    if (exclude.has(person.id)) continue;
    const name = person.username.toLowerCase();
    const rank = name.startsWith(q) ? 0 : name.includes(q) ? 1 : person.fullName.toLowerCase().includes(q) ? 2 : -1;
    if (rank >= 0) hits.push({ person, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || a.person.username.localeCompare(b.person.username));
  return hits.slice(0, limit).map((h) => h.person);
}
