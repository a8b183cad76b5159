/**
 * Toasts (000 §4 Toast: a new toast replaces the old one; shown 5000 ms unless noExpire).
 * Failure texts are ours to choose (000 §8: wording not shown).
 */
import { Limits } from '../../sync';
import type { MutationName } from '../../sync';
import type { ShowToastOptions } from '../api-types';
import type { Toast } from '../model';
import type { Clock } from '../platform';
import type { Store } from '../store/store';

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
};

export const STORAGE_FULL_TEXT = "Storage is full: some of this can't be kept offline.";

export const LOGOUT_FAILED_TEXT = "Couldn't log out. Check your connection and try again.";

export type ToastInput = Omit<Toast, 'id' | 'persistOnNavigate' | 'noExpire'> & Partial<Pick<Toast, 'persistOnNavigate' | 'noExpire'>>;

export interface Toaster {
  show(toast: ToastInput): string;
  dispose(): void;
}

export function createToaster(store: Store, clock: Clock, uuid: () => string): Toaster {
  let timer: unknown = null;
  return {
    show(input) {
      const toast: Toast = { persistOnNavigate: false, noExpire: false, ...input, id: uuid() };
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      store.dispatch({ type: 'toast-shown', toast });
      if (!toast.noExpire) {
        timer = clock.setTimeout(() => {
          timer = null;
          store.dispatch({ type: 'toast-dismissed', id: toast.id });
        }, Limits.toastMs);
      }
      return toast.id;
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

export function failureToast(name: MutationName, mutationId: string): ToastInput {
  return { text: FAILURE_TEXT[name], actionText: 'Retry', action: { type: 'retry-mutation', mutationId }, persistOnNavigate: true };
}
