import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useWorker } from '../../state';
import { HeartIcon } from '../../icons/heart-icon';
import { Icon } from '../../icons/icon';
import { fire } from '../../lib/fire';
import { browserReaders } from '../../lib/media/browser-readers';
import { composeInput } from '../../lib/media/compose-input';
import { pickSingle } from '../../lib/media/pick-single';
import { DirectLimits } from '../../../sync/api/direct-wire';
import '../../components/uploads/file-picker.css';

const photoKind = () => 'story-photo' as const;

/**
 * Added (dmphoto): "Send a photo": the picked photo is checked (001 §5), then goes through the
 * resumable upload (kind 'direct-photo'); its bubble shows the progress, and the upload engine
 * sends the message (item type media) once the file is on the server, offline later.
 */
function PhotoButton({ threadId, onError }: { threadId: string; onError: (message: string | null) => void }) {
  const worker = useWorker();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const run = async () => {
      const picked = await pickSingle(file, browserReaders, photoKind);
      if (!picked.ok) return onError(picked.message);
      if (picked.isVideo) return onError('Only photos can be sent in a message.');
      const started = await worker.startUpload(composeInput('direct-photo', [picked.file], [picked.facts], { directThreadId: threadId }));
      onError(started.ok ? null : started.message);
    };
    fire(run(), 'send photo');
  };
  return (
    <label className="file-picker icon-button composer__photo">
      <input type="file" className="file-picker__input" accept="image/jpeg" aria-label="Send a photo" onChange={onChange} />
      <Icon>
        <rect x="3" y="3" width="18" height="18" rx="4" />
        <circle cx="9" cy="9" r="2" />
        <path d="m21 15-5-5L5 21" />
      </Icon>
    </label>
  );
}

/**
 * "Message…": Send when there is text, else the heart quick-send (item type like). Each send is
 * an outbox mutation: its placeholder shows at once ("Sending…"), offline too.
 */
export function Composer({ threadId, disabled, onTyping }: { threadId: string; disabled: boolean; onTyping?: (typing: boolean) => void }) {
  const worker = useWorker();
  const [text, setText] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const trimmed = text.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed === '' || disabled) return;
    fire(worker.sendDirectText(threadId, trimmed), 'send message');
    setText('');
    onTyping?.(false);
  };
  if (disabled) {
    return <p className="composer composer--off muted">{"You can't reply to this conversation."}</p>;
  }
  return (
    <>
    {photoError ? (
      <p className="composer__error" role="alert">
        {photoError}
      </p>
    ) : null}
    <form className="composer" onSubmit={submit}>
      <label htmlFor={`composer-${threadId}`} className="visually-hidden">
        Message
      </label>
      <textarea
        id={`composer-${threadId}`}
        className="composer__input"
        placeholder="Message…"
        rows={1}
        maxLength={DirectLimits.maxTextLength}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onTyping?.(e.target.value.trim() !== '');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
        onBlur={() => onTyping?.(false)}
      />
      {trimmed === '' ? (
        <>
          <PhotoButton threadId={threadId} onError={setPhotoError} />
          <button type="button" className="icon-button composer__heart" aria-label="Send a heart" onClick={() => fire(worker.sendDirectLike(threadId), 'send heart')}>
            <HeartIcon />
          </button>
        </>
      ) : (
        <button type="submit" className="text-button composer__send">
          Send
        </button>
      )}
    </form>
    </>
  );
}
