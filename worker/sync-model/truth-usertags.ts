/**
 * The usertags part of the model's truth server (./truth-server.ts): the viewer's photo-of-you
 * tags on the model's posts and "Manually approve tags", answered as server/routes/usertags.ts
 * does for what matters to sync: untag and review act only on a post the viewer is tagged in
 * (else 404: no such post, or the tag gone), approve marks a pending tag approved (an approved
 * one: no change), remove and untag take the viewer out; the preference is set as sent; the
 * pending list (GET, ours) newest post first. Idempotency and faults are the truth server's;
 * each change applied is `count`ed.
 */
import { UsertagsPath } from '../../sync/api/usertags-wire';
import type { WirePendingUsertagsResponse, WireTaggedUser } from '../../sync/api/usertags-wire';
import type { WirePost } from '../../sync/api/wire';
import { json } from '../test-support/engine-harness';

export type TagState = 'approved' | 'pending';

/** The viewer's tags the model starts with: one approved, two waiting for approval, one post without. */
export const INITIAL_TAGS: readonly (readonly [string, TagState])[] = [['1', 'approved'], ['2', 'pending'], ['3', 'pending']];

export interface TruthUsertags {
  /** The viewer's tag per post (absent: not tagged). */
  tags: Map<string, TagState>;
  reviewEnabled: boolean;
  /** The post's fields that tell the viewer's tag (for every read of the post). */
  wireFields(postId: string): Pick<WirePost, 'edge_media_to_tagged_user' | 'viewer_in_photo_of_you'>;
  read(url: URL): Response | undefined;
  apply(path: string, body: string, count: () => void): { status: number; body: unknown } | undefined;
}

const bad = (message: string) => ({ status: 400, body: { status: 'fail', message, error_type: 'bad_request' } });
const NOT_TAGGED = { status: 404, body: { status: 'fail', message: "You aren't tagged in this post.", error_type: 'not_found' } };

/** `posts`: the post as read, when it is there for the viewer (not deleted). */
export function createTruthUsertags(viewer: { id: string; username: string }, posts: (postId: string) => WirePost | undefined): TruthUsertags {
  const tags = new Map<string, TagState>(INITIAL_TAGS);
  const ids = (raw: string | null) => [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter((s) => s !== ''))];
  const self: TruthUsertags = {
    tags,
    reviewEnabled: false,
    wireFields(postId) {
      const tag = tags.get(postId);
      const node: WireTaggedUser | undefined = tag === undefined ? undefined : { user: { id: viewer.id, username: viewer.username, full_name: 'Me', profile_pic_url: '/me.jpg', is_verified: false }, x: 0.3, y: 0.6, ...(tag === 'pending' ? { pending: true } : {}) };
      return { edge_media_to_tagged_user: { edges: node === undefined ? [] : [{ node }] }, viewer_in_photo_of_you: tag !== undefined };
    },
    read(url) {
      if (url.pathname !== UsertagsPath.pending) return undefined;
      const pending = [...tags].filter(([, t]) => t === 'pending').map(([id]) => id).sort((a, b) => Number(b) - Number(a));
      const body: WirePendingUsertagsResponse = { status: 'ok', enabled: self.reviewEnabled, pending: pending.flatMap((id) => posts(id) ?? []).map((media) => ({ media })) };
      return json(body);
    },
    apply(path, body, count) {
      const form = new URLSearchParams(body);
      const own = (postId: string) => posts(postId) !== undefined && tags.has(postId);
      if (path === UsertagsPath.reviewPreference) {
        const raw = form.get('enabled');
        if (raw !== 'true' && raw !== 'false') return bad('enabled: expected true or false');
        if (self.reviewEnabled !== (raw === 'true')) count();
        self.reviewEnabled = raw === 'true';
        return { status: 200, body: { status: 'ok', enabled: self.reviewEnabled } };
      }
      if (path === UsertagsPath.untag) {
        const postId = form.get('media') ?? '';
        if (!own(postId)) return NOT_TAGGED;
        tags.delete(postId);
        count();
        return { status: 200, body: { status: 'ok', media_id: postId } };
      }
      if (path === UsertagsPath.review) {
        const approve = ids(form.get('approve'));
        const remove = ids(form.get('remove'));
        if (approve.length + remove.length === 0) return bad('approve, remove: give at least one post id');
        if (approve.some((id) => remove.includes(id))) return bad('approve, remove: a post is in both');
        if (![...approve, ...remove].every(own)) return NOT_TAGGED;
        let changed = false;
        for (const id of approve) {
          changed ||= tags.get(id) !== 'approved';
          tags.set(id, 'approved');
        }
        for (const id of remove) changed = tags.delete(id) || changed;
        if (changed) count();
        return { status: 200, body: { status: 'ok', approved: approve, removed: remove } };
      }
      return undefined;
    },
  };
  return self;
}
