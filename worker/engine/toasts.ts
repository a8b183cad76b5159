/**
 * Toasts (000 §4 Toast: a new toast replaces the old one; shown 5000 ms unless noExpire).
 * Failure texts are ours to choose (000 §8: wording not shown).
 */
import { Limits } from '../../sync';
import type { MutationName, MutationRecord } from '../../sync';
import type { ShowToastOptions } from '../api-types';
import type { Toast } from '../model';
import type { Clock } from '../platform';
import type { Store } from '../store/store';
import { DELETES, isGone } from '../store/gone';

export const FAILURE_TEXT: Record<MutationName, string> = {
  'post-like': "Couldn't like the post.",
  'post-unlike': "Couldn't unlike the post.",
  'post-save': "Couldn't save the post.",
  'post-unsave': "Couldn't remove the post from saved.",
  'comment-add': "Couldn't post your comment.",
  'comment-delete': "Couldn't delete the comment.",
  'comment-like': "Couldn't like the comment.",
  'comment-unlike': "Couldn't unlike the comment.",
  'media-configure': "Couldn't share your post.",
  'story-configure': "Couldn't share your story.",
  'igtv-configure': "Couldn't share your video.",
  'user-follow': "Couldn't follow.",
  'user-unfollow': "Couldn't unfollow.",
  'user-block': "Couldn't block.",
  'user-unblock': "Couldn't unblock.",
  'follow-request-approve': "Couldn't approve the request.",
  'follow-request-ignore': "Couldn't remove the request.",
  'activity-mark-checked': "Couldn't mark your activity as seen.",
  'search-history-clear': "Couldn't clear your search history.",
  'suggestion-dismiss': "Couldn't hide the suggestion.",
  'chaining-dismiss': "Couldn't hide the account.",
  // Added (explore helper).
  'suggestions-mark-seen': "Couldn't mark the suggestions as seen.",
  'hashtag-follow': "Couldn't follow the hashtag.",
  'hashtag-unfollow': "Couldn't unfollow the hashtag.",
  // Added (direct helper), issue 13: a refused message also stays in its thread marked "Not delivered".
  'direct-send': "Couldn't send your message.",
  'direct-unsend': "Couldn't unsend the message.",
  'direct-react': "Couldn't react to the message.",
  'direct-unreact': "Couldn't remove your reaction.",
  'direct-seen': "Couldn't mark the conversation as seen.",
  'story-seen': "Couldn't mark the story as seen.",
  'direct-approve': "Couldn't accept the request.",
  'direct-decline': "Couldn't decline the request.",
  // Added (ppost), issue 12: the owner's post menu.
  'post-delete': "Couldn't delete the post.",
  'post-caption-edit': "Couldn't edit the caption.",
  // Added (profile), issue 12: collections of saved posts.
  'collection-create': "Couldn't make the collection.",
  'collection-add': "Couldn't save the post to the collection.",
  'collection-rename': "Couldn't rename the collection.",
  'collection-delete': "Couldn't delete the collection.",
  'collection-remove': "Couldn't remove the post from the collection.",
  // Added (reports).
  'media-report': "Couldn't report the post.",
  'comment-report': "Couldn't report the comment.",
  'user-report': "Couldn't report the account.",
  'message-report': "Couldn't report the message.",
  // Added (highlights).
  'highlight-create': "Couldn't make the highlight.",
  'highlight-edit': "Couldn't edit the highlight.",
  'highlight-delete': "Couldn't delete the highlight.",
  // Added (usertags): the tag is back where it was.
  'usertag-untag': "Couldn't remove you from the post.",
  'usertag-review': "Couldn't review the tag.",
  'usertag-review-preference': "Couldn't change Manually approve tags.",
  // Added (contacts): what was kept shows again.
  'address-book-unlink': "Couldn't delete your uploaded contacts.",
};

export const STORAGE_FULL_TEXT = "Storage is full: some of this can't be kept offline.";

/** The outbox database was deleted while the app ran (site data cleared in another tab): issue 17. */
export const OUTBOX_CLEARED_TEXT = "This site's data was cleared. Your unsent activity on this page was kept; anything made in other tabs may have been lost.";

/** A tap whose record could not be stored even after trimming the cache: it was undone (issue 17). */
export const TAP_NOT_STORED_TEXT = "Storage is full, so that couldn't be saved to send and was undone. Free up some space and try again.";

export const LOGOUT_FAILED_TEXT = "Couldn't log out. Check your connection and try again.";

export type ToastInput = Omit<Toast, 'id' | 'persistOnNavigate' | 'noExpire'> & Partial<Pick<Toast, 'persistOnNavigate' | 'noExpire'>>;

export interface Toaster {
  /** Shows the toast; `about` names what it tells of (an outbox record's or an upload's id), for withdraw. */
  show(toast: ToastInput, about?: string): string;
  /**
   * The toast told about `about` goes, if it is still the one shown: what it said is stale (the
   * record or upload was retried, deleted or went through), issue 13: a refused photo's
   * "Couldn't share your photo" stayed over its bubble after a successful Retry.
   */
  withdraw(about: string): void;
  dispose(): void;
}

export function createToaster(store: Store, clock: Clock, uuid: () => string): Toaster {
  let timer: unknown = null;
  let shown: { id: string; about: string } | null = null;
  return {
    show(input, about) {
      const toast: Toast = { persistOnNavigate: false, noExpire: false, ...input, id: uuid() };
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      shown = about === undefined ? null : { id: toast.id, about };
      store.dispatch({ type: 'toast-shown', toast });
      if (!toast.noExpire) {
        timer = clock.setTimeout(() => {
          timer = null;
          store.dispatch({ type: 'toast-dismissed', id: toast.id });
        }, Limits.toastMs);
      }
      return toast.id;
    },
    withdraw(about) {
      if (shown?.about !== about) return;
      store.dispatch({ type: 'toast-dismissed', id: shown.id });
      shown = null;
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}

/** A toast from WorkerApi.showToast: text, and a UI action named by id when given (000 §3 Toast). */
export function uiToast(text: string, options: ShowToastOptions = {}): ToastInput {
  const a = options.action;
  return {
    text,
    actionText: a ? a.label : null,
    action: a ? { type: 'ui', actionId: a.actionId, args: { ...a.args } } : null,
    persistOnNavigate: options.persistOnNavigate ?? false,
  };
}

/** What a record refers to, for the words of a refusal. */
const GONE_TEXT: Partial<Record<MutationName, string>> = {
  'post-like': 'This post was deleted.',
  'post-unlike': 'This post was deleted.',
  'post-save': 'This post was deleted.',
  'post-unsave': 'This post was deleted.',
  'comment-add': 'This post was deleted.',
  'comment-delete': 'This comment or its post was deleted.',
  'comment-like': 'This comment was deleted.',
  'comment-unlike': 'This comment was deleted.',
  'user-follow': 'This account is no longer available.',
  'user-unfollow': 'This account is no longer available.',
  'user-block': 'This account is no longer available.',
  'user-unblock': 'This account is no longer available.',
  'follow-request-approve': 'This account is no longer available.',
  'follow-request-ignore': 'This account is no longer available.',
  // Added: collections, highlights and tags deleted elsewhere (another device, the post's owner)
  // while the call waited (issue 17, the sync model: "not found", with a Retry that cannot help).
  'collection-add': 'This collection or the post was deleted.',
  'collection-remove': 'This collection was deleted.',
  'collection-rename': 'This collection was deleted.',
  'collection-delete': 'This collection was deleted.',
  'highlight-edit': 'This highlight was deleted.',
  'highlight-delete': 'This highlight was deleted.',
  'usertag-untag': "This post was deleted or you're no longer tagged in it.",
  'usertag-review': "This post was deleted or you're no longer tagged in it.",
};

type Refusal = MutationRecord['error'];

/**
 * The reason "Unsent activity" shows for a refused record (issue 17, faults beyond the
 * network): what was acted on being gone is said in plain words, not the server's text
 * (000 §8: a 404 says "Sorry, this page isn't available."); other refusals keep the message.
 */
export function refusalText(name: MutationName, error: Refusal): string | null {
  if (!error) return null;
  return (isGone(error) ? GONE_TEXT[name] : undefined) ?? error.message;
}

/** A refusal told: what failed and, when known, why; Retry only where it can help. */
export function failureToast(name: MutationName, mutationId: string, error?: Refusal): ToastInput {
  const reason = isGone(error) ? GONE_TEXT[name] : undefined;
  // A delete of what was deleted meanwhile did not fail: its aim holds (../store/gone.ts).
  if (reason !== undefined && DELETES.has(name)) return { text: reason, actionText: null, action: null, persistOnNavigate: true };
  if (reason !== undefined) return { text: `${FAILURE_TEXT[name]} ${reason}`, actionText: null, action: null, persistOnNavigate: true };
  return { text: FAILURE_TEXT[name], actionText: 'Retry', action: { type: 'retry-mutation', mutationId }, persistOnNavigate: true };
}
