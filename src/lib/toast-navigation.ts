/**
 * 000 §4 Toast: a toast is dismissed on navigation unless persistOnNavigate is set, in which
 * case it survives one navigation. `carried` is the id of the toast that already survived one.
 */
import type { Toast } from '../../worker/model';

export interface ToastNavigation {
  dismiss: boolean;
  carried: string | null;
}

export function toastOnNavigate(toast: Pick<Toast, 'id' | 'persistOnNavigate'> | null, carried: string | null): ToastNavigation {
  if (!toast) return { dismiss: false, carried: null };
  if (toast.persistOnNavigate && carried !== toast.id) return { dismiss: false, carried: toast.id };
  return { dismiss: true, carried: null };
}
