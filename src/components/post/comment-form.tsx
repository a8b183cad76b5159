import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { Limits } from '../../../sync/api/constants';
import { fire } from '../../lib/fire';
import { repliedTo, useReply } from '../comments/reply-context';
import './comment-form.css';

const LABEL = 'Add a comment…';

/** The inline comment box: Post is disabled while empty; Enter posts, Shift+Enter breaks lines. */
export function CommentForm({ postId, inputRef }: { postId: string; inputRef?: Ref<HTMLTextAreaElement> }) {
  const worker = useWorker();
  const disabled = useSnapshot((s) => s.posts.byId[postId]?.commentsDisabled ?? false);
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();
  // Added (ppost): "Reply" on a comment puts @username in the box and focuses it.
  const reply = useReply();
  const target = reply?.target ?? null;
  const own = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (target === null) return;
    setText(`@${target.username} `);
    own.current?.focus();
  }, [target]);
  const setRefs = (el: HTMLTextAreaElement | null) => {
    own.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLTextAreaElement | null }).current = el;
  };

  if (disabled) return <p className="comment-form__off muted">Comments on this post have been limited.</p>;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!trimmed) return;
    fire(worker.addComment(postId, trimmed, repliedTo(target, trimmed)), target ? 'reply' : 'comment');
    setText('');
    reply?.clear();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <form className="comment-form" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {LABEL}
      </label>
      <textarea
        id={id}
        ref={setRefs}
        className="comment-form__input"
        placeholder={LABEL}
        value={text}
        maxLength={Limits.maxCommentLength}
        rows={1}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="text-button" disabled={!trimmed}>
        Post
      </button>
    </form>
  );
}
