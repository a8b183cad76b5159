import type { UploadView } from '../../lib/media/upload-api';
import { clampPercent, formatSpeed, formatTimeLeft } from '../../lib/media/format-upload';
import { isActiveUpload, showsProgress, uploadStateText } from '../../lib/media/upload-labels';
import { fire } from '../../lib/fire';
import { UploadProgress } from './upload-progress';
import { useUploadWorker } from './use-uploads';

/** "42% · 1.8 MB/s · about 12 s left" while bytes move. */
function progressDetails(u: UploadView): string | null {
  if (u.state !== 'uploading') return null;
  return [`${clampPercent(u.percent)}%`, formatSpeed(u.speedBps), formatTimeLeft(u.secondsLeft)].filter((s) => s !== null).join(' · ');
}

export function UploadRow({ upload }: { upload: UploadView }) {
  const worker = useUploadWorker();
  const details = progressDetails(upload);
  const cancel = () => fire(worker.cancelUpload(upload.id), 'cancel upload');
  return (
    <li className={`upload-row upload-row--${upload.state}`}>
      {upload.thumbnailUrl ? <img className="upload-row__thumb" src={upload.thumbnailUrl} alt="" width={44} height={44} /> : <span className="upload-row__thumb" aria-hidden="true" />}
      <div className="upload-row__body">
        <span className="upload-row__label">{upload.label}</span>
        {showsProgress(upload.state) ? <UploadProgress label={upload.label} percent={upload.percent} /> : null}
        <span className="upload-row__state">
          {uploadStateText(upload)}
          {details ? <span className="upload-row__details"> · {details}</span> : null}
        </span>
      </div>
      <div className="upload-row__actions">
        {upload.state === 'failed' ? (
          <button type="button" className="text-button" aria-label={`Retry upload ${upload.label}`} onClick={() => fire(worker.retryUpload(upload.id), 'retry upload')}>
            Retry
          </button>
        ) : null}
        {isActiveUpload(upload.state) || upload.state === 'failed' ? (
          <button type="button" className="text-button upload-row__cancel" aria-label={`Cancel upload ${upload.label}`} onClick={cancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </li>
  );
}
