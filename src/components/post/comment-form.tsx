import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { Limits } from '../../../sync/api/constants';
import { fire } from '../../lib/fire';
import './comment-form.css';

const LABEL = 'Add a comment…';

/** The inline comment box: Post is disabled while empty; Enter posts, Shift+Enter breaks lines. */
export function CommentForm({ postId, inputRef }: { postId: string; inputRef?: Ref<HTMLTextAreaElement> }) {
  const worker = useWorker();
  const disabled = useSnapshot((s) => s.posts.byId[postId]?.commentsDisabled ?? false);
  const [text, setText] = useState('');
  const id = useId();
  const trimmed = text.trim();

  if (disabled) return <p className="comment-form__off muted">Comments on this post have been limited.</p>;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!trimmed) return;
    fire(worker.addComment(postId, trimmed, null), 'comment');
    setText('');
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
        ref={inputRef}
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
