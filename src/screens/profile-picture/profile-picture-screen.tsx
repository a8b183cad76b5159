import { useCallback, useState } from 'react';
import { Avatar } from '../../components/avatar';
import { FilePicker } from '../../components/uploads/file-picker';
import { useUploadsById, useUploadWorker } from '../../components/uploads/use-uploads';
import { useViewerPicture, useViewerUsername } from '../../hooks/use-viewer';
import { browserReaders } from '../../lib/media/browser-readers';
import { composeInput, removeProfilePictureInput } from '../../lib/media/compose-input';
import { pickSingle } from '../../lib/media/pick-single';
import { fire } from '../../lib/fire';
import { useShare } from '../create/use-share';
import { latestProfilePhotoUpload, profilePhotoStatus } from './profile-photo-status';
import '../create/create.css';
import './profile-picture.css';

const profileKind = () => 'profile-picture' as const;
const noop = () => undefined;

/** The photo part of /accounts/edit/: change or remove the profile photo (001 §7 web_change_profile_picture). */
export function ProfilePhotoSection() {
  const username = useViewerUsername() ?? '';
  const pictureUrl = useViewerPicture();
  const worker = useUploadWorker();
  const status = profilePhotoStatus(latestProfilePhotoUpload(useUploadsById()));
  const { share, sharing, error: shareError } = useShare(noop);
  const [pickError, setPickError] = useState<string | null>(null);
  const busy = sharing;

  const onFiles = useCallback(
    (files: File[]) => {
      const file = files[0];
      if (!file) return;
      const run = async () => {
        const p = await pickSingle(file, browserReaders, profileKind);
        setPickError(p.ok ? null : p.message);
        if (p.ok) share(composeInput('profile-picture', [p.file], [p.facts]));
      };
      fire(run(), 'change profile photo');
    },
    [share],
  );
  const error = pickError ?? shareError;

  return (
    <>
      <section className="profile-photo" aria-labelledby="profile-photo-title">
        <Avatar src={pictureUrl} username={username} size={88} />
        <div className="profile-photo__body">
          <h2 id="profile-photo-title" className="profile-photo__name">
            {username}
          </h2>
          <div className="profile-photo__actions">
            <FilePicker label="Change profile photo" accept="image/jpeg" disabled={busy} className="text-button" onFiles={onFiles} />
            <button type="button" className="text-button profile-photo__remove" disabled={busy} onClick={() => share(removeProfilePictureInput())}>
              Remove current photo
            </button>
          </div>
        </div>
      </section>
      {error ? (
        <p className="create__alert" role="alert">
          {error}
        </p>
      ) : null}
      {status.phase === 'failed' ? (
        <div className="create__alert" role="alert">
          <p>{status.text}</p>
          <button type="button" className="text-button" onClick={() => fire(worker.retryUpload(status.uploadId), 'retry profile photo')}>
            Retry
          </button>
        </div>
      ) : (
        <p className="profile-photo__status" role="status">
          {status.phase === 'idle' ? '' : status.text}
        </p>
      )}
    </>
  );
}
