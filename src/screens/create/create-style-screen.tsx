import { useState } from 'react';
import { Link } from 'wouter';
import { FilePicker } from '../../components/uploads/file-picker';
import { cropAxis, cropTransform } from '../../lib/media/crop';
import { Paths } from '../../routes';
import { CreatePage } from './create-page';
import { CropChoices } from './crop-choices';
import { CropFrame } from './crop-frame';
import { CropPan } from './crop-pan';
import { MediaStrip } from './media-strip';
import { useCompose } from './compose-store';
import { usePickFeedMedia } from './use-pick-feed-media';
import './create.css';

/** 001 §5: feed photos are JPEG (a carousel of up to 10), feed videos MP4. */
export const FEED_ACCEPT = 'image/jpeg,video/mp4';

/** Step 1 of a post: pick photos or a video, then crop to an allowed ratio. */
export function CreateStyleScreen() {
  const [compose, dispatch] = useCompose();
  const { pick, error, busy } = usePickFeedMedia(dispatch);
  const [shown, setShown] = useState(0);
  const first = compose.media[0];
  const item = compose.media[shown] ?? first;
  // The server crops photos only: a video is posted as it is (its shape was checked on pick).
  const croppable = first !== undefined && !first.isVideo;
  const transform = first && croppable ? cropTransform(compose.ratio, first.facts.width, first.facts.height, compose.pan) : null;
  const axis = first && croppable ? cropAxis(compose.ratio, first.facts.width, first.facts.height) : null;
  const onFiles = (files: File[]) => {
    setShown(0);
    pick(files);
  };

  return (
    <CreatePage title="New post" error={error}>
      {!item ? (
        <section className="create__empty" aria-label="Choose media">
          <p>Share photos (up to 10) or one video.</p>
          <p className="muted">JPEG photos; MP4 videos from 2.5 to 60.5 seconds.</p>
          <FilePicker label={busy ? 'Reading…' : 'Select from device'} accept={FEED_ACCEPT} multiple disabled={busy} onFiles={onFiles} />
        </section>
      ) : (
        <section className="create__step" aria-label="Crop">
          <CropFrame media={item} transform={transform} label={item.isVideo ? 'Your video' : 'Your photo, with the crop box'} />
          <MediaStrip media={compose.media} shown={shown} onShow={setShown} />
          {croppable ? (
            <>
              <CropChoices ratio={compose.ratio} originalAllowed={compose.originalAllowed} originalNote={compose.originalNote} onChoose={(ratio) => dispatch({ type: 'ratio-chosen', ratio })} />
              <CropPan axis={axis} pan={compose.pan} onPan={(pan) => dispatch({ type: 'crop-panned', pan })} />
            </>
          ) : (
            <p className="muted create__note">Videos are posted in their original shape.</p>
          )}
          <div className="create__actions">
            <FilePicker label="Choose other files" accept={FEED_ACCEPT} multiple disabled={busy} className="secondary-button" onFiles={onFiles} />
            <Link href={Paths.createDetails} className="primary-button create__next">
              Next
            </Link>
          </div>
        </section>
      )}
    </CreatePage>
  );
}
