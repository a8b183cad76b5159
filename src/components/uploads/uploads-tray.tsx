import { trayButtonCount, trayButtonText } from '../../lib/media/upload-labels';
import { Tray } from '../shell/tray';
import { UploadIcon } from './upload-icon';
import { UploadsPanel } from './uploads-panel';
import { useUploadList } from './use-uploads';
import './uploads.css';

/** The top bar's uploads entry: shown while uploads exist, opening their list with progress. */
export function UploadsTray() {
  const uploads = useUploadList();
  if (uploads.length === 0) return null;
  const failed = uploads.some((u) => u.state === 'failed');
  return <Tray icon={<UploadIcon size={16} />} label={trayButtonText(uploads)} short={trayButtonCount(uploads)} failed={failed} panel={(id) => <UploadsPanel id={id} uploads={uploads} />} />;
}
