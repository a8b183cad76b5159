import { useState, type FormEvent } from 'react';
import { useWorker } from '../../state';
import { HeartIcon } from '../../icons/heart-icon';
import { fire } from '../../lib/fire';
import { DirectLimits } from '../../../sync/api/direct-wire';

/**
 * "Message…": Send when there is text, else the heart quick-send (item type like). Each send is
 * an outbox mutation: its placeholder shows at once ("Sending…"), offline too.
 */
export function Composer({ threadId, disabled, onTyping }: { threadId: string; disabled: boolean; onTyping?: (typing: boolean) => void }) {
  const worker = useWorker();
  const [text, setText] = useState('');
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
        <button type="button" className="icon-button composer__heart" aria-label="Send a heart" onClick={() => fire(worker.sendDirectLike(threadId), 'send heart')}>
          <HeartIcon />
        </button>
      ) : (
        <button type="submit" className="text-button composer__send">
          Send
        </button>
      )}
    </form>
  );
}
