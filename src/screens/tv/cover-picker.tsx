import { FilePicker } from '../../components/uploads/file-picker';
import { CreateAlert } from '../create/create-alert';
import type { Cover } from './use-cover';

export interface CoverPickerProps {
  cover: Cover | null;
  error: string | null;
  canUseFrame: boolean;
  onFile: (files: File[]) => void;
  onFrame: () => void;
}

/** Cover: shown at 4:5 (001 §5 cover ratio 4:5, crop 9:16); from a JPEG or the current frame. */
export function CoverPicker({ cover, error, canUseFrame, onFile, onFrame }: CoverPickerProps) {
  return (
    <fieldset className="cover-picker">
      <legend className="cover-picker__legend">Cover</legend>
      <div className="cover-picker__row">
        <div className="cover-picker__preview">
          {cover ? <img src={cover.url} alt={cover.source === 'frame' ? 'Cover from a video frame' : 'Cover image'} /> : <span className="muted">No cover yet</span>}
        </div>
        <div className="cover-picker__actions">
          <button type="button" className="secondary-button" disabled={!canUseFrame} onClick={onFrame}>
            Use current frame
          </button>
          <FilePicker label="Upload cover image" accept="image/jpeg" className="secondary-button" onFiles={onFile} />
          <p className="muted cover-picker__hint">Without a cover, the frame shown when you post is used.</p>
        </div>
      </div>
      <CreateAlert error={error} />
    </fieldset>
  );
}
