import { useEffect, useRef, useState } from 'react';
import { STORY_QUICK_REACTIONS } from '../../../sync/api/story-replies-wire';
import type { StoryReply } from '../../../sync/mutations/types';
import { fire } from '../../lib/fire';
import { useWorker } from '../../state';

/** How long "Sent" shows after a reply (ours). */
const SENT_MS = 1800;

/**
 * Added (story replies): "Send message" and the quick reactions under someone's story. A reply
 * is a direct message to the story's owner through the outbox (it waits offline and is sent
 * once); "Sent" confirms it. Typing pauses the story; the keys it uses (arrows, Escape) stay in
 * the field.
 */
export function StoryReplyBar({ itemId, ownerName, onHold }: { itemId: string; ownerName: string; onHold: (held: boolean) => void }) {
  const worker = useWorker();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [note, setNote] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(() => onHold(focused || text !== ''), [focused, text, onHold]);
  useEffect(() => () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    onHold(false);
  }, [onHold]);
  useEffect(() => {
    setNote(null);
  }, [itemId]);

  const send = async (reply: StoryReply) => {
    setBusy(true);
    const r = await worker.replyToStory(itemId, reply);
    setBusy(false);
    if (!r.ok) {
      setNote({ kind: 'error', text: r.statusCode === 0 ? "You're offline. Your first message to someone needs a connection." : r.message || "Couldn't send." });
      return;
    }
    if ('text' in reply) setText('');
    setNote({ kind: 'sent', text: 'Sent' });
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setNote(null), SENT_MS);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (t !== '' && !busy) fire(send({ text: t }), 'story reply');
  };

  return (
    <div className="story-footer">
      <div className="story-footer__reactions" role="group" aria-label="Quick reactions">
        {STORY_QUICK_REACTIONS.map((emoji) => (
          <button key={emoji} type="button" className="story-footer__reaction" disabled={busy} aria-label={`React ${emoji} to ${ownerName}'s story`} onClick={() => fire(send({ reaction: emoji }), 'story reaction')}>
            {emoji}
          </button>
        ))}
      </div>
      <form className="story-footer__form" onSubmit={submit}>
        <input
          className="story-footer__input"
          type="text"
          aria-label={`Reply to ${ownerName}`}
          placeholder="Send message"
          value={text}
          maxLength={1000}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Escape') e.currentTarget.blur();
          }}
        />
        {text.trim() !== '' ? (
          <button type="submit" className="story-footer__send" disabled={busy}>
            Send
          </button>
        ) : null}
      </form>
      {note ? (
        <p className={`story-footer__note${note.kind === 'error' ? ' story-footer__note--error' : ''}`} role={note.kind === 'error' ? 'alert' : 'status'}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
