import { trayButtonText } from '../../lib/media/upload-labels';
import { UploadIcon } from './upload-icon';
import { UploadsPanel } from './uploads-panel';
import { useUploadList } from './use-uploads';
import { useDisclosure } from '../../hooks/use-disclosure';
import '../shell/tray.css';
import './uploads.css';

/** The top bar's uploads entry: shown while uploads exist, opening their list with progress. */
export function UploadsTray() {
  const uploads = useUploadList();
  const failed = uploads.some((u) => u.state === 'failed');
  const { open, toggle, root, panelId } = useDisclosure();

  if (uploads.length === 0) return null;
  return (
    <div className="uploads-tray" ref={root}>
      <button
        type="button"
        className={`uploads-tray__button${failed ? ' uploads-tray__button--failed' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UploadIcon size={16} />
        <span>{trayButtonText(uploads)}</span>
      </button>
      {open ? <UploadsPanel id={panelId} uploads={uploads} /> : null}
    </div>
  );
}
