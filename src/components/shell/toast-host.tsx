import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { Limits } from '../../../sync/api/constants';
import { toastOnNavigate } from '../../lib/toast-navigation';
import { fire } from '../../lib/fire';
import { CloseIcon } from '../../icons/close-icon';
import { toastActions, useToastActionAvailable } from './toast-actions';
import { useToastDock } from './toast-dock';
import './toast-host.css';

/**
 * 000 §4 Toast: a new toast replaces the old one; it shows 5000 ms unless noExpire, and is
 * dismissed on navigation unless persistOnNavigate (which survives one navigation). The action
 * retries an outbox item, reloads, or runs the main-thread callback registered under its id
 * (./toast-actions.ts); without such a callback the toast has no action button. It floats above
 * the tab bar, or sits in the screen's dock when the screen has one (./toast-dock.tsx).
 */
export function ToastHost() {
  const worker = useWorker();
  const toast = useSnapshot((s) => s.status.toast);
  const [location] = useLocation();
  const carried = useRef<string | null>(null);
  const lastLocation = useRef(location);

  useEffect(() => {
    if (!toast || toast.noExpire) return;
    const timer = setTimeout(() => fire(worker.dismissToast(toast.id), 'dismiss toast'), Limits.toastMs);
    return () => clearTimeout(timer);
  }, [toast, worker]);

  useEffect(() => {
    if (location === lastLocation.current) return;
    lastLocation.current = location;
    const step = toastOnNavigate(toast, carried.current);
    carried.current = step.carried;
    if (step.dismiss && toast) fire(worker.dismissToast(toast.id), 'dismiss toast');
  }, [location, toast, worker]);

  const dock = useToastDock();
  const uiActionId = toast?.action?.type === 'ui' ? toast.action.actionId : null;
  const uiActionAvailable = useToastActionAvailable(uiActionId);
  const hasAction = toast?.actionText && toast.action && (toast.action.type !== 'ui' || uiActionAvailable);

  const act = () => {
    const action = toast?.action;
    if (!toast || !action) return;
    if (action.type === 'reload') {
      window.location.reload();
      return;
    }
    if (action.type === 'ui') toastActions.run(action.actionId, action.args);
    else fire(worker.retryMutation(action.mutationId), 'retry');
    fire(worker.dismissToast(toast.id), 'dismiss toast');
  };

  const shown = toast ? (
    <div className="toast" role="alert" key={toast.id}>
      <p className="toast__text">{toast.text}</p>
      {hasAction ? (
        <button type="button" className="toast__action" onClick={act}>
          {toast.actionText}
        </button>
      ) : null}
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => fire(worker.dismissToast(toast.id), 'dismiss toast')}>
        <CloseIcon size={16} />
      </button>
    </div>
  ) : null;

  return <div className="toast-host">{dock ? (shown ? createPortal(shown, dock) : null) : shown}</div>;
}
