import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronIcon } from '../../icons/chevron-icon';
import { CloseIcon } from '../../icons/close-icon';
import '../profile/follow-list.css';

/**
 * Added (ppost): a list of people as a page on a phone (Back to where it came from beside its
 * title), and on desktop as a dialog over
 * `behind` (the screen it was opened from), closed by Escape, the backdrop or its button.
 */
export function PeopleListFrame({ title, desktop, behind, onClose, children }: { title: string; desktop: boolean; behind: ReactNode; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!desktop) return;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [desktop, onClose]);
  if (!desktop) {
    return (
      <main className="app-main">
        <div className="column">
          <div className="page-header">
            <button type="button" className="icon-button" aria-label="Back" onClick={onClose}>
              <ChevronIcon direction="left" />
            </button>
            <h1 className="page-title">{title}</h1>
          </div>
          {children}
        </div>
      </main>
    );
  }
  return (
    <>
      {behind}
      <div className="modal-backdrop" onClick={onClose} role="presentation">
        <div ref={dialog} className="modal follow-list" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} onClick={(e) => e.stopPropagation()}>
          <div className="modal__header">
            <h1 className="modal__title">{title}</h1>
            <button type="button" className="icon-button modal__close" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      </div>
    </>
  );
}
