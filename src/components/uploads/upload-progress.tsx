import { clampPercent } from '../../lib/media/format-upload';

/** A progress bar named "Uploading <label>", 0..100. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  const value = clampPercent(percent);
  return (
    <div className="upload-progress" role="progressbar" aria-label={`Uploading ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className="upload-progress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
