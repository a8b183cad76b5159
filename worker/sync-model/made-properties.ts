/**
 * Added (highlights): the properties of issue 17 for story highlights, in the style of
 * ./properties.ts (plain functions answering what is wrong; empty: holds):
 *   1 highlightsHeld: each highlight the person made and did not delete exists on the server
 *     exactly once, with the last title the person gave it; a deleted one is gone; the server
 *     holds no highlight the person never made;
 *   2 highlightsShown: during the run, the person's row shows each highlight kept once, with its
 *     last title, and none deleted; highlightsMatchServer: once the outbox is idle, the row is
 *     the server's (ids and titles: nothing shown that the server never got, no client id).
 * A refusal (4xx; a 404 on a highlight gone) is the one allowed deviation: a create refused
 * leaves nothing, an edit refused leaves the title before it, a delete refused the highlight.
 * A highlight still being made (a client id) cannot be edited or deleted (the worker throws,
 * the screen offers neither): the test asserts that, so such a highlight always reaches the
 * server once.
 */
import type { ClientState } from '../model';
import type { TruthServer } from './truth-server';

/** One highlight the person made (keyed by its first title; titles are unique in a run). */
export interface HighlightMade {
  /** The ids made by its create (its record's, its client id's). */
  createIds: readonly string[];
  /** Each title given, in order, with the ids made by the call that gave it (the create's first). */
  titles: { title: string; ids: readonly string[] }[];
  /** The ids made by its (last) delete; null: not deleted. */
  deleteIds: readonly string[] | null;
}

export type HighlightsExpected = Map<string, HighlightMade>;

const refused = (server: TruthServer, ids: readonly string[] | null) => (ids ?? []).some((id) => server.refusals.has(id));

/** What must hold of one highlight made: whether it exists (kept) and its title (the last one not refused). */
function resolveMade(made: HighlightMade, server: TruthServer): { kept: boolean; createRefused: boolean; title: string } {
  const createRefused = refused(server, made.createIds);
  const deleted = made.deleteIds !== null && !refused(server, made.deleteIds);
  const given = made.titles.filter((t, i) => i === 0 || !refused(server, t.ids));
  return { kept: !createRefused && !deleted, createRefused, title: given.at(-1)?.title ?? '' };
}

/** The highlight made by `made` at the server (exists now), by the create's mutation id. */
const onServer = (made: HighlightMade, server: TruthServer) =>
  [...server.highlights.byId.values()].filter((h) => made.createIds.includes(server.highlights.madeBy.get(h.id) ?? ''));

/** Which made highlight a server id is (the one whose create made it). */
export function madeOf(expected: HighlightsExpected, server: TruthServer, highlightId: string): HighlightMade | undefined {
  const by = server.highlights.madeBy.get(highlightId);
  return by === undefined ? undefined : [...expected.values()].find((m) => m.createIds.includes(by));
}

export function highlightsHeld(expected: HighlightsExpected, server: TruthServer): string[] {
  const wrong: string[] = [];
  for (const [first, made] of expected) {
    const { kept, title } = resolveMade(made, server);
    const held = onServer(made, server);
    if (held.length !== (kept ? 1 : 0)) wrong.push(`1 highlight "${first}": ${held.length} on the server, ${kept ? 'kept' : 'deleted or refused'}`);
    for (const h of held) if (kept && h.title !== title) wrong.push(`1 highlight "${first}": server title "${h.title}", last given "${title}"`);
  }
  for (const h of server.highlights.byId.values()) {
    if (madeOf(expected, server, h.id) === undefined) wrong.push(`1 highlight ${h.id} "${h.title}" on the server, never made by the person`);
  }
  return wrong;
}

/** The viewer's row as the screen shows it: each highlight's id and title (undefined: not read). */
export function shownHighlights(state: ClientState): { id: string; title: string }[] | undefined {
  const viewerId = state.users.viewerId;
  const row = viewerId === null ? undefined : state.stories.highlightReelsByUserId[viewerId];
  return row?.flatMap((reelId) => {
    const h = state.stories.reels[reelId]?.highlight;
    return h === undefined ? [] : [{ id: h.highlightReelId, title: h.title }];
  });
}

/** Property 2 during the run: the row shows each highlight kept, once, with its last title (a create refused: shown or not until told). */
export function highlightsShown(state: ClientState, expected: HighlightsExpected, server: TruthServer): string[] {
  const shown = shownHighlights(state);
  if (shown === undefined || expected.size === 0) return [];
  const resolved = [...expected.values()].map((m) => resolveMade(m, server));
  const maybe = new Set(resolved.filter((r) => r.createRefused).map((r) => r.title));
  const want = resolved.filter((r) => r.kept).map((r) => r.title).sort();
  const got = shown.map((h) => h.title).filter((t) => !maybe.has(t)).sort();
  return JSON.stringify(got) === JSON.stringify(want) ? [] : [`2 highlights: screen ${JSON.stringify(got)}, kept ${JSON.stringify(want)}`];
}

/** Once idle: the row is exactly the server's highlights (ids and titles), none by a client id. */
export function highlightsMatchServer(state: ClientState, server: TruthServer): string[] {
  const shown = (shownHighlights(state) ?? []).map((h) => `${h.id}:${h.title}`).sort();
  const held = [...server.highlights.byId.values()].map((h) => `${h.id}:${h.title}`).sort();
  return JSON.stringify(shown) === JSON.stringify(held) ? [] : [`2 highlights: screen ${JSON.stringify(shown)}, server ${JSON.stringify(held)}`];
}
