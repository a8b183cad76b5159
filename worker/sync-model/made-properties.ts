/**
 * The properties of issue 17 for things the person makes, names and deletes: story highlights
 * (titles) and collections of saved posts (names), in the style of ./properties.ts (plain
 * functions answering what is wrong; empty: holds):
 *   1 madeHeld: each thing the person made and did not delete exists on the server exactly
 *     once, with the last name the person gave it; a deleted one is gone; the server holds none
 *     the person never made;
 *   2 madeShown: during the run, the screen's list shows each thing kept once, with its last
 *     name, and none deleted; madeMatchServer: once the outbox is idle, the list is the server's
 *     (ids and names: nothing shown that the server never got, no client id).
 * A refusal (4xx; a 404 on a thing gone) is the one allowed deviation: a create refused leaves
 * nothing, a rename refused leaves a name given before it, a delete refused the thing (with
 * a name given before it: a collection's delete withdraws the renames still waiting).
 * A thing still being made (a client id) cannot be renamed or deleted (the worker throws, the
 * screen offers neither): the test asserts that, so such a thing always reaches the server once.
 * Added: a thing deleted elsewhere (another device) is gone: shown or not until the list is read
 * again, then not; what waited on it is refused (404). A collection's posts are the ones last
 * added or removed (a refusal, or the post deleted, the deviation), shown so once its posts are
 * read; a highlight's stories are the ones it was made of less those taken out (a refused edit:
 * either), as many counted on the row.
 */
import type { ClientState } from '../model';
import { shownCollectionCount, shownPostIds } from '../collections/collections-state';
import { reelIdOfHighlight, storyIdOf } from '../stories/highlights-rules';
import type { TruthServer } from './truth-server';

/** What the server holds of one kind: the things that exist, and the mutation id that made each one ever made. */
export interface MadeOnServer {
  byId: Map<string, { id: string; title: string; posts?: string[]; storyIds?: string[] }>;
  madeBy: Map<string, string>;
}

/** A kind of thing made: where the server holds it, and the list the screen shows (undefined: not read). */
export interface MadeKind {
  label: 'highlight' | 'collection';
  held(server: TruthServer): MadeOnServer;
  shown(state: ClientState): { id: string; title: string }[] | undefined;
}

export const HIGHLIGHTS: MadeKind = {
  label: 'highlight',
  held: (server) => server.highlights,
  // The viewer's row on their profile.
  shown: (state) => {
    const viewerId = state.users.viewerId;
    const row = viewerId === null ? undefined : state.stories.highlightReelsByUserId[viewerId];
    return row?.flatMap((reelId) => {
      const h = state.stories.reels[reelId]?.highlight;
      return h === undefined ? [] : [{ id: h.highlightReelId, title: h.title }];
    });
  },
};

export const COLLECTIONS: MadeKind = {
  label: 'collection',
  held: (server) => server.collections,
  // The viewer's saved collections (their profile's Saved tab).
  shown: (state) => (state.collections.loaded ? state.collections.ids.flatMap((id) => {
    const c = state.collections.byId[id];
    return c === undefined ? [] : [{ id: c.id, title: c.name }];
  }) : undefined),
};

/** One thing the person made (keyed by its first name; names are unique in a run). */
export interface Made {
  /** The ids made by its create (its record's, its client id's). */
  createIds: readonly string[];
  /** Each name given, in order, with the ids made by the call that gave it (the create's first). */
  titles: { title: string; ids: readonly string[] }[];
  /** The ids made by its (last) delete; null: not deleted. */
  deleteIds: readonly string[] | null;
  /** Added: deleted on another device (the server's copy gone, no mutation of this person's). */
  goneElsewhere?: true;
  /** Added (collections): each post last added (in) or removed, with the ids that call made. */
  posts?: Map<string, { in: boolean; ids: readonly string[] }>;
  /** Added (highlights): the stories it was made of, and each one taken out, with the ids of its edit. */
  stories?: readonly string[];
  trims?: { storyId: string; ids: readonly string[] }[];
}

export type MadeExpected = Map<string, Made>;

const refused = (server: TruthServer, ids: readonly string[] | null) => (ids ?? []).some((id) => server.refusals.has(id));

/**
 * What must hold of one thing made: whether it exists and the names it may show. A rename
 * refused: any name given may be the one left (renames made offline may be coalesced into one
 * record, whose refusal then takes all of them back).
 */
function resolveMade(made: Made, server: TruthServer): { kept: boolean; createRefused: boolean; titles: string[] } {
  const createRefused = refused(server, made.createIds);
  const deleted = made.deleteIds !== null && !refused(server, made.deleteIds);
  // A delete takes the renames still waiting with it (collections: 'delete' coalescing), and a
  // refused delete does not bring them back: any name given may then be the one left.
  const anyRefused = made.titles.some((t, i) => i > 0 && refused(server, t.ids)) || (made.deleteIds !== null && !deleted);
  const titles = made.titles.map((t) => t.title);
  return { kept: !createRefused && !deleted && made.goneElsewhere !== true, createRefused, titles: anyRefused ? titles : titles.slice(-1) };
}

/** Which thing made a server id is (the one whose create made it). */
export function madeOf(kind: MadeKind, expected: MadeExpected, server: TruthServer, id: string): Made | undefined {
  const by = kind.held(server).madeBy.get(id);
  return by === undefined ? undefined : [...expected.values()].find((m) => m.createIds.includes(by));
}

export function madeHeld(kind: MadeKind, expected: MadeExpected, server: TruthServer): string[] {
  const wrong: string[] = [];
  const { byId, madeBy } = kind.held(server);
  for (const [first, made] of expected) {
    const { kept, titles } = resolveMade(made, server);
    const held = [...byId.values()].filter((h) => made.createIds.includes(madeBy.get(h.id) ?? ''));
    if (held.length !== (kept ? 1 : 0)) wrong.push(`1 ${kind.label} "${first}": ${held.length} on the server, ${kept ? 'kept' : 'deleted or refused'}`);
    for (const h of held) if (kept && !titles.includes(h.title)) wrong.push(`1 ${kind.label} "${first}": server "${h.title}", last given ${JSON.stringify(titles)}`);
    for (const h of kept ? held : []) wrong.push(...contentsHeld(kind, made, h, server));
  }
  for (const h of byId.values()) {
    if (madeOf(kind, expected, server, h.id) === undefined) wrong.push(`1 ${kind.label} ${h.id} "${h.title}" on the server, never made by the person`);
  }
  return wrong;
}

/** A kept thing's contents: a collection's posts last chosen, a highlight's stories not taken out. */
function contentsHeld(kind: MadeKind, made: Made, h: { title: string; posts?: string[]; storyIds?: string[] }, server: TruthServer): string[] {
  const wrong: string[] = [];
  const where = `1 ${kind.label} "${h.title}"`;
  const chosen = made.posts ?? new Map<string, { in: boolean; ids: readonly string[] }>();
  for (const postId of h.posts ?? []) if (!chosen.has(postId)) wrong.push(`${where}: post ${postId} never added`);
  for (const [postId, c] of chosen) {
    if (refused(server, c.ids) || server.deletedPosts.has(postId)) continue;
    if ((h.posts ?? []).includes(postId) !== c.in) wrong.push(`${where}: post ${postId} ${c.in ? 'added' : 'removed'} last, server ${c.in ? 'has not' : 'has'} it`);
  }
  if (made.stories === undefined || h.storyIds === undefined) return wrong;
  const maybe = new Set((made.trims ?? []).filter((t) => refused(server, t.ids)).map((t) => t.storyId));
  const out = new Set((made.trims ?? []).map((t) => t.storyId));
  const want = made.stories.filter((id) => !out.has(id)).sort();
  const got = h.storyIds.filter((id) => !maybe.has(id)).sort();
  if (JSON.stringify(want) !== JSON.stringify(got.filter((id) => !maybe.has(id)))) wrong.push(`${where}: stories ${JSON.stringify(h.storyIds)}, kept ${JSON.stringify(want)} (maybe ${JSON.stringify([...maybe])})`);
  return wrong;
}

/** Property 2 during the run: the list shows each thing kept once, with a name it may show (a create refused: shown or not until told). */
export function madeShown(kind: MadeKind, state: ClientState, expected: MadeExpected, server: TruthServer): string[] {
  const shown = kind.shown(state);
  if (shown === undefined || expected.size === 0) return [];
  const resolved = [...expected.values()].map((m) => resolveMade(m, server));
  // Refused creates, and things deleted elsewhere until the list is read again: shown or not.
  const maybe = new Set(resolved.filter((r, i) => r.createRefused || [...expected.values()][i]?.goneElsewhere === true).flatMap((r) => r.titles));
  const left = shown.map((h) => h.title).filter((t) => !maybe.has(t));
  const missing: string[] = [];
  for (const r of resolved.filter((x) => x.kept)) {
    const at = left.findIndex((t) => r.titles.includes(t));
    if (at < 0) missing.push(r.titles.join('|'));
    else left.splice(at, 1);
  }
  return missing.length === 0 && left.length === 0 ? [] : [`2 ${kind.label}s: screen ${JSON.stringify(shown.map((h) => h.title))}, missing ${JSON.stringify(missing)}, not kept ${JSON.stringify(left)}`];
}

/** Once idle: the list is exactly the server's things (ids and names), none by a client id. */
export function madeMatchServer(kind: MadeKind, state: ClientState, server: TruthServer): string[] {
  const shown = (kind.shown(state) ?? []).map((h) => `${h.id}:${h.title}`).sort();
  const held = [...kind.held(server).byId.values()].map((h) => `${h.id}:${h.title}`).sort();
  return JSON.stringify(shown) === JSON.stringify(held) ? [] : [`2 ${kind.label}s: screen ${JSON.stringify(shown)}, server ${JSON.stringify(held)}`];
}

/**
 * Added, once idle and read: each collection shows the posts the server holds in it (its posts
 * read, `reads`, with the marks made here) and counts them; each highlight counts its stories on
 * the row and, when its items are held, holds those.
 */
export function contentsMatchServer(state: ClientState, server: TruthServer, reads: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const c of server.collections.byId.values()) {
    const shown = state.collections.byId[c.id];
    if (shown === undefined) continue; // madeMatchServer tells it
    const posts = shownPostIds(shown, reads.get(c.id) ?? []).sort();
    const held = [...c.posts].sort();
    if (JSON.stringify(posts) !== JSON.stringify(held)) wrong.push(`2 collection "${c.title}": screen posts ${JSON.stringify(posts)}, server ${JSON.stringify(held)}`);
    if (shownCollectionCount(shown) !== held.length) wrong.push(`2 collection "${c.title}": screen counts ${shownCollectionCount(shown)}, server ${held.length}`);
  }
  for (const h of server.highlights.byId.values()) {
    const reel = state.stories.reels[reelIdOfHighlight(h.id)];
    if (reel?.highlight === undefined) continue;
    if (reel.highlight.mediaCount !== h.storyIds.length) wrong.push(`2 highlight "${h.title}": screen counts ${reel.highlight.mediaCount} stories, server ${h.storyIds.length}`);
    const items = reel.itemIds.map(storyIdOf).sort();
    if (items.length > 0 && JSON.stringify(items) !== JSON.stringify([...h.storyIds].sort())) wrong.push(`2 highlight "${h.title}": screen stories ${JSON.stringify(items)}, server ${JSON.stringify(h.storyIds)}`);
  }
  return wrong;
}
