import { useCallback, useMemo, useState } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { isNotFound, unwrap, useWorkerPages } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { MoreButton } from '../people/more-button';
import type { ThreadView } from '../../../worker/api-types';
import { CommentRow } from './comment-row';
import './comment.css';

const REPLIES_STEP = 3; // 001 §9 child comments 3

/** Ids joined with a space: a stable string a snapshot selector can answer. */
const joined = (ids: readonly string[]): string => ids.join(' ');
const split = (key: string): string[] => (key === '' ? [] : key.split(' '));

/**
 * The replies held here but not in the pages read (made on this device: still waiting, or
 * answered since the pages came), in the comments slice order.
 */
function useLocalIds(postId: string, parentId: string | null, known: ReadonlySet<string>): string[] {
  const key = useSnapshot((s) => {
    const ids = s.comments.byPostId[postId]?.commentIds ?? [];
    return joined(ids.filter((id) => {
      const c = s.comments.byId[id];
      return c !== undefined && !c.deleted && c.parentId === parentId && !known.has(id);
    }));
  });
  return useMemo(() => split(key), [key]);
}

/** A top-level comment and its replies: collapsed behind "View replies (N)", 3 more a tap. */
function Thread({ postId, thread }: { postId: string; thread: ThreadView }) {
  const worker = useWorker();
  const [shown, setShown] = useState(0);
  const [more, setMore] = useState<{ ids: string[]; cursor: string | null }>({ ids: [], cursor: thread.repliesCursor });
  const [loading, setLoading] = useState(false);
  const loaded = useMemo(() => [...thread.replyIds, ...more.ids.filter((id) => !thread.replyIds.includes(id))], [thread.replyIds, more.ids]);
  const known = useMemo(() => new Set(loaded), [loaded]);
  const local = useLocalIds(postId, thread.commentId, known);
  // Replies not shown yet: of those read, and of the server's count while more can be read.
  const hidden = Math.max(0, (more.cursor === null ? loaded.length : Math.max(thread.replyCount, loaded.length)) - shown);

  const showMore = () => {
    if (shown + REPLIES_STEP <= loaded.length || more.cursor === null) {
      setShown((n) => n + REPLIES_STEP);
      return;
    }
    setLoading(true);
    fire(
      unwrap(worker.loadReplies(thread.commentId, more.cursor)).then(
        (page) => {
          setMore((m) => ({ ids: [...m.ids, ...page.replyIds], cursor: page.page.hasMore ? page.page.endCursor : null }));
          setShown((n) => n + REPLIES_STEP);
        },
      ).finally(() => setLoading(false)),
      'load replies',
    );
  };

  return (
    <>
      <CommentRow commentId={thread.commentId} postId={postId} />
      {thread.replyCount > 0 || local.length > 0 ? (
        <li className="comment-thread">
          {hidden > 0 ? (
            <button type="button" className="comment-thread__toggle" disabled={loading} aria-expanded={shown > 0} onClick={showMore}>
              {loading ? 'Loading…' : `View replies (${hidden})`}
            </button>
          ) : shown > 0 ? (
            <button type="button" className="comment-thread__toggle" aria-expanded onClick={() => setShown(0)}>
              Hide replies
            </button>
          ) : null}
          <ul className="comment-thread__replies" aria-label={`Replies to comment ${thread.commentId}`}>
            {loaded.slice(0, shown).map((id) => (
              <CommentRow key={id} commentId={id} postId={postId} />
            ))}
            {local.map((id) => (
              <CommentRow key={id} commentId={id} postId={postId} />
            ))}
          </ul>
        </li>
      ) : null}
    </>
  );
}

/**
 * Added (ppost), issue 12: a post's comments as threads (001 §9 parent comments 12 a page,
 * child comments 3): /p/{shortcode}/comments/. Comments and replies made here show at once
 * (from the comments slice) under their thread.
 */
export function CommentThreads({ postId, shortcode }: { postId: string; shortcode: string }) {
  const worker = useWorker();
  const pages = useWorkerPages(['threads', shortcode], (after) => worker.loadThreads(shortcode, after));
  const threads = useMemo(() => pages.data?.pages.flatMap((p) => p.threads) ?? [], [pages.data]);
  const known = useMemo(() => new Set(threads.map((t) => t.commentId)), [threads]);
  const local = useLocalIds(postId, null, known);
  const fetchNext = useCallback(() => pages.fetchNextPage(), [pages]);
  if (pages.isPending) return <p className="center-state muted" role="status">Loading comments…</p>;
  if (pages.isError) return <p className="center-state muted">{isNotFound(pages.error) ? "This post isn't available." : "Couldn't load comments."}</p>;
  const offline = pages.data.pages[0]?.offline ?? false;
  return (
    <div className="comment-list">
      {offline ? <p className="offline-note muted">You're offline: these comments are as last seen.</p> : null}
      {threads.length === 0 && local.length === 0 ? <p className="center-state muted">No comments yet.</p> : null}
      <ul className="comment-list__items" aria-label="Comments">
        {threads.map((t) => (
          <Thread key={t.commentId} postId={postId} thread={t} />
        ))}
        {local.map((id) => (
          <Thread key={id} postId={postId} thread={{ commentId: id, replyIds: [], replyCount: 0, repliesCursor: null }} />
        ))}
      </ul>
      <MoreButton hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={fetchNext} label="Load more comments" />
    </div>
  );
}
