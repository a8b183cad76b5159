import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './post-menu.css';

/**
 * Added (ppost): a centred modal list of actions (Instagram's post menu and its confirmations).
 * Escape or a tap outside closes it; focus goes to its first control and back to the opener.
 * Drawn in a portal on the body (issue 17): a sheet opened from a feed card would otherwise sit
 * inside the card's row, whose paint is contained (feed.css), which would trap its fixed
 * backdrop inside the row.
 */
export function Sheet({ label, title, onClose, children, alert = false, placement = 'center' }: {
  label: string;
  title?: string;
  onClose: () => void;
  children: ReactNode;
  alert?: boolean;
  /** Added (reports): 'bottom-on-phone' sits at the bottom of a narrow screen (../reports/report-sheet.css). */
  placement?: 'center' | 'bottom-on-phone';
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>('button, a, textarea')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return createPortal(
    <div className={placement === 'center' ? 'sheet-backdrop' : 'sheet-backdrop sheet-backdrop--bottom'} role="presentation" onClick={onClose}>
      <div
        ref={box}
        className="sheet"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
        onClick={(e) => e.stopPropagation()}
      >
        {title ? (
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A destructive action's confirmation: its question, the danger button and Cancel (the post's and a collection's Delete). */
export function ConfirmSheet({ title, text, confirm, onConfirm, onClose }: { title: string; text: string; confirm: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <Sheet label={title} title={title} onClose={onClose} alert>
      <p className="sheet__text">{text}</p>
      <button type="button" className="sheet__item sheet__item--danger" onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" className="sheet__item" onClick={onClose}>
        Cancel
      </button>
    </Sheet>
  );
}
