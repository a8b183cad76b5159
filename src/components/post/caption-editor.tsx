import { useState, type FormEvent } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { fire } from '../../lib/fire';
import { TextLimit } from '../../lib/media/text-limit';
import { CountedField } from '../uploads/counted-field';

/**
 * Added (ppost), issue 12: the owner's inline caption editor (001 §7 POST /media/{id}/edit/
 * through the outbox). Done shows the new caption at once, marked "Edited".
 */
export function CaptionEditor({ postId, onClose }: { postId: string; onClose: () => void }) {
  const worker = useWorker();
  const caption = useSnapshot((s) => s.posts.byId[postId]?.caption ?? '');
  const [text, setText] = useState(caption);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== caption.trim()) fire(worker.editCaption(postId, text), 'edit caption');
    onClose();
  };
  return (
    <form className="caption-editor" onSubmit={submit} aria-label="Edit caption">
      <CountedField label="Caption" value={text} max={TextLimit.caption} onValue={setText} multiline rows={4} />
      <div className="caption-editor__row">
        <button type="button" className="secondary-button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary-button">
          Done
        </button>
      </div>
    </form>
  );
}
