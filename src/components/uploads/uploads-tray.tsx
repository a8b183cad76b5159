import { useEffect, useId, useRef, useState } from 'react';
import { trayButtonText } from '../../lib/media/upload-labels';
import { UploadIcon } from './upload-icon';
import { UploadsPanel } from './uploads-panel';
import { useUploadList } from './use-uploads';
import './uploads.css';

/** The top bar's uploads entry: shown while uploads exist, opening their list with progress. */
export function UploadsTray() {
  const uploads = useUploadList();
  const failed = uploads.some((u) => u.state === 'failed');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  if (uploads.length === 0) return null;
  return (
    <div className="uploads-tray" ref={root}>
      <button
        type="button"
        className={`uploads-tray__button${failed ? ' uploads-tray__button--failed' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <UploadIcon size={16} />
        <span>{trayButtonText(uploads)}</span>
      </button>
      {open ? <UploadsPanel id={panelId} uploads={uploads} /> : null}
    </div>
  );
}
