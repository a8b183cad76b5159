import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { UploadKind } from '../../../sync/api/upload-rules';
import { CountedField } from '../../components/uploads/counted-field';
import { FilePicker } from '../../components/uploads/file-picker';
import { composeInput } from '../../lib/media/compose-input';
import { TextLimit } from '../../lib/media/text-limit';
import { Paths } from '../../routes';
import { TOUCH_FIRST, useMediaQuery } from '../../hooks/use-media-query';
import { CreatePage } from './create-page';
import { usePickOne } from './use-pick-one';
import { useShare } from './use-share';
import './create.css';

const storyKind = (isVideo: boolean): UploadKind => (isVideo ? 'story-video' : 'story-photo');
export const STORY_ACCEPT = 'image/jpeg,video/mp4';

/**
 * A story (our path /create/story/): one photo or video, an optional caption (001 §7
 * configure_to_story). Where the device has a camera that a page may open (a touch screen:
 * phones and tablets), "Take photo or video" opens it; at /a/r/ (001 §2, the camera) that comes
 * first. A desktop browser would only show its file dialog again, so it offers the files only.
 */
export function CreateStoryScreen({ camera = false }: { camera?: boolean }) {
  const hasCamera = useMediaQuery(TOUCH_FIRST);
  const cameraFirst = hasCamera && camera;
  const { picked, error: pickError, busy, pick } = usePickOne(storyKind);
  const [caption, setCaption] = useState('');
  const [, navigate] = useLocation();
  const done = useCallback(() => navigate(Paths.home), [navigate]);
  const { share, sharing, error: shareError } = useShare(done);
  const error = pickError ?? shareError;
  const cameraPicker = (className: string) => (
    // Its name stays while the other's says "Reading…" (both are disabled then).
    <FilePicker label="Take photo or video" accept={STORY_ACCEPT} capture="environment" disabled={busy} className={className} onFiles={pick} />
  );

  return (
    <CreatePage title="New story" error={error}>
      {picked ? (
        <div className="story-preview">
          {picked.isVideo ? (
            <video className="story-preview__media" src={picked.previewUrl} muted playsInline loop autoPlay aria-label="Your story video" />
          ) : (
            <img className="story-preview__media" src={picked.previewUrl} alt="Your story photo" />
          )}
        </div>
      ) : (
        <section className="create__empty" aria-label="Choose media">
          <p>Add a photo or a video to your story.</p>
          <p className="muted">JPEG photos or MP4 videos.</p>
          {/* Inside the drop area, as on the Post tab (create-style-screen.tsx). */}
          {cameraFirst ? cameraPicker('primary-button') : null}
          <FilePicker label={busy ? 'Reading…' : 'Select from device'} accept={STORY_ACCEPT} disabled={busy} className={cameraFirst ? 'secondary-button' : 'primary-button'} onFiles={pick} />
          {hasCamera && !camera ? cameraPicker('secondary-button') : null}
        </section>
      )}
      {picked ? (
        <>
          <div className="create__actions">
            <FilePicker label={busy ? 'Reading…' : 'Choose another'} accept={STORY_ACCEPT} disabled={busy} className="secondary-button" onFiles={pick} />
          </div>
          <CountedField label="Caption (optional)" value={caption} max={TextLimit.caption} multiline rows={2} onValue={setCaption} />
          <button type="button" className="primary-button" disabled={sharing} onClick={() => share(composeInput('story', [picked.file], [picked.facts], { caption: caption.trim() }))}>
            {sharing ? 'Sharing…' : 'Share to story'}
          </button>
        </>
      ) : null}
    </CreatePage>
  );
}
