/**
 * Added (usertags): the properties of issue 17 for the viewer's photo-of-you tags, in the style
 * of ./properties.ts (plain functions answering what is wrong; empty: holds):
 *   1 tagsHeld: the server holds the tag state the person last chose on each post (removed: gone,
 *     approved: approved) and the review preference last chosen;
 *   2 tagsShown: during the run, each post on screen shows the tag as last chosen, the pending
 *     list holds none the person approved or removed, the preference shows the last choice;
 *     tagsMatchServer: once idle and read, the posts, the pending list and the preference are
 *     the server's.
 * A refusal (4xx; a 404 on a tag or post gone) is the allowed deviation: that post (or the
 * preference) is left out, the refusal told (onlyRefusalsLeft). Applied once: appliedOnce.
 */
import type { ClientState } from '../model';
import type { TruthServer } from './truth-server';
import { VIEWER } from './truth-server';

export type TagShown = 'approved' | 'pending' | 'none';

export interface TagsExpected {
  /** Per post, the tag state after the person's last choice ('none': untagged or removed), and the ids that call made. */
  posts: Map<string, { state: 'approved' | 'none'; ids: readonly string[] }>;
  preference: { enabled: boolean; ids: readonly string[] } | null;
}

export const emptyTagsExpected = (): TagsExpected => ({ posts: new Map(), preference: null });

/** The viewer's tag on a post as the screen shows it (undefined: the post is not on screen or tells no tags). */
export function tagShown(state: ClientState, postId: string): TagShown | undefined {
  const post = state.posts.byId[postId];
  if (post?.usertags === undefined) return undefined;
  const mine = post.usertags.find((t) => t.userId === VIEWER);
  return mine === undefined ? 'none' : mine.pending === true ? 'pending' : 'approved';
}

const refused = (server: TruthServer, ids: readonly string[]) => ids.some((id) => server.refusals.has(id));

export function tagsHeld(expected: TagsExpected, server: TruthServer): string[] {
  const wrong: string[] = [];
  for (const [postId, c] of expected.posts) {
    if (refused(server, c.ids) || server.deletedPosts.has(postId)) continue;
    const held = server.usertags.tags.get(postId) ?? 'none';
    if (held !== c.state) wrong.push(`1 tag on post ${postId}: last chosen ${c.state}, server ${held}`);
  }
  const p = expected.preference;
  if (p !== null && !refused(server, p.ids) && server.usertags.reviewEnabled !== p.enabled) wrong.push(`1 manually approve tags: last chosen ${p.enabled}, server ${server.usertags.reviewEnabled}`);
  return wrong;
}

export function tagsShown(state: ClientState, expected: TagsExpected, server: TruthServer): string[] {
  const wrong: string[] = [];
  for (const [postId, c] of expected.posts) {
    if (refused(server, c.ids) || server.deletedPosts.has(postId)) continue;
    const shown = tagShown(state, postId);
    if (shown !== undefined && shown !== c.state) wrong.push(`2 tag on post ${postId}: screen ${shown}, last chosen ${c.state}`);
    if (state.usertags.pending.some((t) => t.postId === postId)) wrong.push(`2 tag on post ${postId}: still waiting for approval on the Tags page, last chosen ${c.state}`);
  }
  const p = expected.preference;
  if (p !== null && !refused(server, p.ids) && state.usertags.reviewEnabled !== null && state.usertags.reviewEnabled !== p.enabled) wrong.push(`2 manually approve tags: screen ${state.usertags.reviewEnabled}, last chosen ${p.enabled}`);
  return wrong;
}

/** Once idle and read: every post shown (not deleted) shows the server's tag; the pending list and the preference are the server's. */
export function tagsMatchServer(state: ClientState, server: TruthServer, postIds: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const postId of postIds) {
    if (server.deletedPosts.has(postId)) continue;
    const held = server.usertags.tags.get(postId) ?? 'none';
    const shown = tagShown(state, postId);
    if (shown !== held) wrong.push(`2 tag on post ${postId}: screen ${String(shown)}, server ${held}`);
  }
  const pending = state.usertags.pending.map((p) => p.postId);
  const held = [...server.usertags.tags].filter(([id, t]) => t === 'pending' && !server.deletedPosts.has(id)).map(([id]) => id).sort((a, b) => Number(b) - Number(a));
  if (JSON.stringify(pending) !== JSON.stringify(held)) wrong.push(`2 Tags page: screen waits on ${JSON.stringify(pending)}, server ${JSON.stringify(held)}`);
  if (state.usertags.reviewEnabled !== server.usertags.reviewEnabled) wrong.push(`2 manually approve tags: screen ${String(state.usertags.reviewEnabled)}, server ${server.usertags.reviewEnabled}`);
  return wrong;
}
