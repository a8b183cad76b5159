import { useCallback, useEffect, useState } from 'react';
import { Limits } from '../../../../sync/api/constants';
import { CloseIcon } from '../../../icons/close-icon';
import '../../../components/shell/toast-host.css';

export interface FlowToastInput {
  text: string;
  actionText?: string;
  onAction?: () => void;
}

/**
 * A toast whose action runs in this screen (000 §3 Toast: text, actionText, actionHandler),
 * e.g. one-tap's Retry. A new toast replaces the old one; shown 5000 ms (000 §4, 000 §9).
 */
export function useFlowToast() {
  const [toast, setToast] = useState<(FlowToastInput & { id: number }) | null>(null);
  const show = useCallback((t: FlowToastInput) => setToast({ ...t, id: Date.now() + Math.random() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), Limits.toastMs);
    return () => clearTimeout(timer);
  }, [toast]);
  const node = toast ? (
    <div className="toast-host">
      <div className="toast" role="alert" key={toast.id}>
        <p className="toast__text">{toast.text}</p>
        {toast.actionText && toast.onAction ? (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              setToast(null);
              toast.onAction?.();
            }}
          >
            {toast.actionText}
          </button>
        ) : null}
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={dismiss}>
          <CloseIcon size={16} />
        </button>
      </div>
    </div>
  ) : null;
  return { show, dismiss, node };
}
