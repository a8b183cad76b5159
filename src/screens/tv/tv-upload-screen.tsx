import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CountedField } from '../../components/uploads/counted-field';
import { FilePicker } from '../../components/uploads/file-picker';
import { TextLimit } from '../../lib/media/text-limit';
import { formatBytes } from '../../lib/media/format-upload';
import { Paths } from '../../routes';
import { fire } from '../../lib/fire';
import { CreatePage } from '../create/create-page';
import { usePickOne } from '../create/use-pick-one';
import { useShare } from '../create/use-share';
import { CoverPicker } from './cover-picker';
import { igtvComposeInput, type IgtvMode } from './igtv-compose-input';
import { useCover } from './use-cover';
import { frameCover } from './frame-cover';
import '../create/create.css';
import './tv.css';

const igtvKind = () => 'igtv-video' as const;
const NO_COVER = 'Choose a cover: upload a JPEG or use a frame of the video.';

/** /tv/upload: a long video (001 §5: mp4, 60–3600 s, ≤ 3,600,000,000 bytes) with title, description and cover. */
export function TvUploadScreen() {
  const { picked, error: pickError, busy, pick } = usePickOne(igtvKind);
  const cover = useCover();
  const video = useRef<HTMLVideoElement>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [shareToFeed, setShareToFeed] = useState(false);
  const mode = useRef<IgtvMode>('igtv');
  const titleNeededId = useId();
  const [, navigate] = useLocation();
  const done = useCallback(() => navigate(mode.current === 'igtv_draft' ? Paths.tvDrafts : Paths.home), [navigate]);
  const { share, sharing, error: shareError } = useShare(done);
  const [coverError, setCoverError] = useState<string | null>(null);
  const error = pickError ?? shareError ?? coverError;

  const submit = (publishMode: IgtvMode) => {
    if (!picked) return;
    mode.current = publishMode;
    const run = async () => {
      // 001 §5 cover jpeg: without a chosen cover, the frame on screen is the cover.
      const blob = cover.cover?.blob ?? (await frameCover(video.current));
      setCoverError(blob ? null : NO_COVER);
      if (blob) share(igtvComposeInput({ picked, title, description, cover: blob, publishMode, shareToFeed }));
    };
    fire(run(), 'share long video');
  };

  return (
    <CreatePage title="Upload a long video" error={error}>
      {picked ? (
        <video ref={video} className="tv-video" src={picked.previewUrl} controls playsInline preload="metadata" aria-label="Your video" />
      ) : (
        <section className="create__empty" aria-label="Choose a video">
          <p>Choose an MP4 video from 1 to 60 minutes long.</p>
          <p className="muted">Up to {formatBytes(3_600_000_000)}.</p>
          {/* Inside the drop area, as on the Post tab (create-style-screen.tsx). */}
          <FilePicker label={busy ? 'Reading…' : 'Select video'} accept="video/mp4" disabled={busy} onFiles={pick} />
        </section>
      )}
      {picked ? (
        <div className="create__actions">
          <FilePicker label={busy ? 'Reading…' : 'Choose another video'} accept="video/mp4" disabled={busy} className="secondary-button" onFiles={pick} />
        </div>
      ) : null}
      {picked ? (
        <div className="create__fields">
          <CountedField label="Title" value={title} max={TextLimit.igtvTitle} required onValue={setTitle} />
          <CountedField label="Description" value={description} max={TextLimit.igtvDescription} multiline onValue={setDescription} />
          <CoverPicker cover={cover.cover} error={cover.error} canUseFrame onFile={cover.pickFile} onFrame={() => cover.takeFrame(video.current)} />
          <label className="create-check">
            <input type="checkbox" checked={shareToFeed} onChange={(e) => setShareToFeed(e.target.checked)} />
            <span>Share a preview to feed</span>
          </label>
          <div className="create__actions">
            <button type="button" className="secondary-button" disabled={sharing || !title.trim()} aria-describedby={!title.trim() ? titleNeededId : undefined} onClick={() => submit('igtv_draft')}>
              Save draft
            </button>
            <button type="button" className="primary-button" disabled={sharing || !title.trim()} aria-describedby={!title.trim() ? titleNeededId : undefined} onClick={() => submit('igtv')}>
              {sharing ? 'Posting…' : 'Post'}
            </button>
          </div>
          {!title.trim() ? (
            <p id={titleNeededId} className="muted create__note">
              Add a title to post or save a draft.
            </p>
          ) : null}
        </div>
      ) : null}
    </CreatePage>
  );
}
