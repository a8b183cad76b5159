/**
 * One definition per named mutation (DESIGN.md rule 1): how it goes over the wire
 * (001 §7 Posts and Comments), what it changes, what undoes it, and how the UI names it.
 */
import { ApiPath } from '../api/paths';
import { UploadPath } from '../api/upload';
import type { TransportRequest } from '../transport/types';
import { collectionDefinitions } from './collection-definitions';
import { highlightDefinitions } from './highlight-definitions';
import { directDefinitions } from './direct-definitions';
import { storiesDefinitions } from './stories-definitions';
import { reportsDefinitions } from './reports-definitions';
import { peopleDefinitions } from './people-definitions';
import { postManageDefinitions } from './post-manage-definitions';
import { usertagsDefinitions } from './usertags-definitions';
import { contactsDefinitions } from './contacts-definitions';
import type { MutationArgsMap, MutationName, MutationRecord } from './types';

/** The record of one mutation name (a member of the MutationRecord union when N is one name). */
export type MutationRecordOf<N extends MutationName> = Omit<MutationRecord, 'name' | 'args'> & { name: N; args: MutationArgsMap[N] };

/** Maps a comment id that may be a client id ('local:…') to the server's id. */
export type ResolveId = (id: string) => string;

export interface MutationDefinition<N extends MutationName> {
  toRequest(record: MutationRecordOf<N>, resolveId: ResolveId): TransportRequest;
  /** What the UI marks as pending: 'post:<id>' or 'comment:<id>'. */
  entityKey(args: MutationArgsMap[N]): string;
  /** Finer key under which opposite actions cancel out in the outbox. */
  coalesceKey(args: MutationArgsMap[N]): string;
  /** The queued mutation with the same coalesce key that this one cancels out. */
  inverse: MutationName | null;
  /** How a new record combines with the queued records of its coalesce key (../outbox/coalesce.ts). */
  coalesce: CoalesceMode;
  /** Client ids ('local:…') this mutation needs resolved before it can be sent. */
  clientIdsUsed(args: MutationArgsMap[N]): string[];
  /** Short human text, e.g. 'Like', 'Comment “nice!”'. */
  summary(args: MutationArgsMap[N]): string;
}

/**
 * DESIGN.md rule 7. 'set': a toggle, a set operation whose record holds the final state the
 * person chose (like or unlike): it replaces the records of its key still waiting to be sent.
 * 'delete': removes what a 'create' of its key made; both go while the create was never sent.
 * 'create' and 'once': appended as they are.
 */
export type CoalesceMode = 'set' | 'create' | 'delete' | 'once';

/** 'local:<uuid>': the temporary id of a comment the server has not answered yet. */
export const CLIENT_ID_PREFIX = 'local:';
export const isClientId = (id: string): boolean => id.startsWith(CLIENT_ID_PREFIX);
const clientIds = (...ids: (string | null)[]): string[] => ids.filter((id): id is string => id !== null && isClientId(id));

const SUMMARY_TEXT_MAX = 24;
function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > SUMMARY_TEXT_MAX ? `${oneLine.slice(0, SUMMARY_TEXT_MAX - 1)}…` : oneLine;
  return `“${short}”`;
}

type PostToggle = 'post-like' | 'post-unlike' | 'post-save' | 'post-unsave';
type CommentToggle = 'comment-like' | 'comment-unlike';

function postToggle<N extends PostToggle>(kind: 'like' | 'save', path: (postId: string) => string, inverse: MutationName, label: string): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', path: path(r.args.postId), mutationId: r.id }),
    entityKey: (a) => `post:${a.postId}`,
    coalesceKey: (a) => `post-${kind}:${a.postId}`,
    inverse,
    coalesce: 'set',
    clientIdsUsed: () => [],
    summary: () => label,
  };
}

function commentToggle<N extends CommentToggle>(path: (commentId: string) => string, inverse: MutationName, label: string): MutationDefinition<N> {
  return {
    toRequest: (r, resolveId) => ({ method: 'POST', path: path(resolveId(r.args.commentId)), mutationId: r.id }),
    entityKey: (a) => `comment:${a.commentId}`,
    coalesceKey: (a) => `comment-like:${a.commentId}`,
    inverse,
    coalesce: 'set',
    clientIdsUsed: (a) => clientIds(a.commentId),
    summary: () => label,
  };
}

type Configure = 'media-configure' | 'story-configure' | 'igtv-configure';

/**
 * Added (upload helper), 001 §7 Creation and upload: publishing an upload. Keyed by its upload
 * id ('upload:<id>'); the server answers a repeat (same X-Mutation-Id, or same upload_id) with
 * the first result, so a configure made offline is sent once the network returns, exactly once.
 */
function configure<N extends Configure>(
  request: (a: MutationArgsMap[N]) => { path: string; form: Record<string, string> },
  label: (a: MutationArgsMap[N]) => string,
): MutationDefinition<N> {
  return {
    toRequest: (r) => ({ method: 'POST', ...request(r.args), mutationId: r.id }),
    entityKey: (a) => `upload:${a.uploadId}`,
    coalesceKey: (a) => `upload:${a.uploadId}`,
    inverse: null,
    coalesce: 'once',
    clientIdsUsed: () => [],
    summary: label,
  };
}

export const mutationDefinitions: { [N in MutationName]: MutationDefinition<N> } = {
  'post-like': postToggle('like', ApiPath.like, 'post-unlike', 'Like'),
  'post-unlike': postToggle('like', ApiPath.unlike, 'post-like', 'Unlike'),
  'post-save': postToggle('save', ApiPath.save, 'post-unsave', 'Save'),
  'post-unsave': postToggle('save', ApiPath.unsave, 'post-save', 'Unsave'),
  'comment-add': {
    // 001 §7 Comments: {comment_text, replied_to_comment_id}; an empty reply id means none.
    toRequest: (r, resolveId) => ({
      method: 'POST',
      path: ApiPath.commentAdd(r.args.postId),
      form: {
        comment_text: r.args.text,
        replied_to_comment_id: r.args.repliedToCommentId === null ? '' : resolveId(r.args.repliedToCommentId),
      },
      mutationId: r.id,
    }),
    entityKey: (a) => `comment:${a.clientId}`,
    coalesceKey: (a) => `comment:${a.clientId}`,
    inverse: 'comment-delete',
    coalesce: 'create',
    clientIdsUsed: (a) => clientIds(a.repliedToCommentId),
    summary: (a) => `${a.repliedToCommentId === null ? 'Comment' : 'Reply'} ${quote(a.text)}`,
  },
  'comment-delete': {
    toRequest: (r, resolveId) => ({ method: 'POST', path: ApiPath.commentDelete(r.args.postId, resolveId(r.args.commentId)), mutationId: r.id }),
    entityKey: (a) => `comment:${a.commentId}`,
    coalesceKey: (a) => `comment:${a.commentId}`,
    inverse: 'comment-add',
    coalesce: 'delete',
    clientIdsUsed: (a) => clientIds(a.commentId),
    summary: () => 'Delete comment',
  },
  'comment-like': commentToggle(ApiPath.commentLike, 'comment-unlike', 'Like comment'),
  'comment-unlike': commentToggle(ApiPath.commentUnlike, 'comment-like', 'Unlike comment'),
  'media-configure': configure((a) => ({
    path: UploadPath.configure,
    form: {
      upload_id: a.uploadId,
      caption: a.caption,
      custom_accessibility_caption: a.altText,
      geotag_enabled: a.location === null ? '0' : '1',
      location: a.location === null ? '' : JSON.stringify(a.location),
      usertags: a.usertags.length === 0 ? '' : JSON.stringify({ in: a.usertags.map((t) => ({ user_id: t.userId, position: [t.x, t.y] })) }),
      ...(a.children === null ? {} : { children: JSON.stringify(a.children) }),
    },
  }), (a) => `Post${a.caption.trim() === '' ? '' : ` ${quote(a.caption)}`}`),
  'story-configure': configure((a) => ({
    path: UploadPath.configureToStory,
    form: { upload_id: a.uploadId, caption: a.caption },
  }), (a) => `Story${a.caption.trim() === '' ? '' : ` ${quote(a.caption)}`}`),
  'igtv-configure': configure((a) => ({
    path: UploadPath.configureToIgtv,
    form: {
      upload_id: a.uploadId,
      title: a.title,
      caption: a.caption,
      publish_mode: a.publishMode,
      igtv_share_preview_to_feed: a.shareToFeed ? '1' : '0',
    },
  }), (a) => `Video ${quote(a.title)}`),
  // Added (people helper): follow, unfollow, block, unblock, approve, ignore, activity, search.
  ...peopleDefinitions,
  // Added (direct helper), issue 13: messages, unsend, reactions, seen, requests.
  ...directDefinitions,
  // Added (ppost), issue 12: the owner's post menu (delete, edit caption).
  ...postManageDefinitions,
  // Added (profile), issue 12: collections of saved posts.
  ...collectionDefinitions,
  ...storiesDefinitions,
  // Added (reports): posts, comments, accounts and messages reported.
  ...reportsDefinitions,
  // Added (highlights): story highlights made, edited, deleted.
  ...highlightDefinitions,
  // Added (usertags): photo-of-you tags reviewed by the person tagged.
  ...usertagsDefinitions,
  // Added (contacts): the uploaded contacts deleted.
  ...contactsDefinitions,
};
