/**
 * The properties of issue 17, as plain functions answering what is wrong (empty: holds), so
 * the model test and a browser chaos test check the same things.
 *   1 lastTapHeld: the server holds the last state the person saw after each last tap, and
 *     each comment they made and kept exactly once;
 *   2 screenMatchesServer: the screen equals the server (states, like counts, comments);
 *   3 appliedOnce: no mutation id changed the server twice.
 * (4, the queue starts at once when the server answers again, is a timing check of the test.)
 */
import type { ClientState } from '../model';
import { CREATE_DELETES, TOGGLES } from './kinds';
import type { ToggleKey } from './kinds';
import type { TruthServer } from './truth-server';

export interface Expected {
  /** The state each toggle showed after the person's last acknowledged tap, by post. */
  toggles: Record<ToggleKey, Map<string, boolean>>;
  /** Comments made and not deleted: text → post. Texts are unique in a run. */
  comments: Map<string, string>;
}

export function emptyExpected(): Expected {
  return { toggles: Object.fromEntries(TOGGLES.map((t) => [t.key, new Map()])) as Expected['toggles'], comments: new Map() };
}

export function lastTapHeld(expected: Expected, server: TruthServer): string[] {
  const wrong: string[] = [];
  for (const t of TOGGLES) {
    for (const [postId, on] of expected.toggles[t.key]) {
      if (server.toggles[t.key].has(postId) !== on) wrong.push(`${t.key} of post ${postId}: last tap ${on}, server ${!on}`);
    }
  }
  const held = [...server.comments.values()];
  for (const [text, postId] of expected.comments) {
    const n = held.filter((c) => c.text === text && c.postId === postId).length;
    if (n !== 1) wrong.push(`comment "${text}" on post ${postId}: ${n} on the server`);
  }
  for (const c of held) if (!expected.comments.has(c.text)) wrong.push(`comment "${c.text}" deleted or never made, still on the server`);
  return wrong;
}

export function screenMatchesServer(state: ClientState, server: TruthServer, postIds: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const postId of postIds) {
    const post = state.posts.byId[postId];
    if (!post) {
      wrong.push(`post ${postId} not on screen`);
      continue;
    }
    for (const t of TOGGLES) {
      if (t.screen(post) !== server.toggles[t.key].has(postId)) wrong.push(`${t.key} of post ${postId}: screen ${t.screen(post)}, server ${!t.screen(post)}`);
    }
    if (post.numLikes !== server.likeCounts.get(postId)) wrong.push(`likes of post ${postId}: screen ${post.numLikes}, server ${server.likeCounts.get(postId)}`);
    for (const kind of CREATE_DELETES) {
      const shown = kind.shown(state, postId).map((c) => c.text).sort();
      const held = [...server.comments.values()].filter((c) => c.postId === postId).map((c) => c.text).sort();
      if (JSON.stringify(shown) !== JSON.stringify(held)) wrong.push(`${kind.key}s of post ${postId}: screen ${JSON.stringify(shown)}, server ${JSON.stringify(held)}`);
    }
  }
  return wrong;
}

export function appliedOnce(server: TruthServer): string[] {
  return [...server.effects].filter(([, n]) => n > 1).map(([id, n]) => `mutation ${id} applied ${n} times`);
}
