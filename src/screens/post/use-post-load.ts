import { useCallback, useEffect, useState } from 'react';
import { useSnapshot, useWorker } from '../../state';

export type PostLoad =
  | { state: 'loading' }
  | { state: 'ready'; postId: string }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

const NOT_FOUND_TYPES: readonly (string | null)[] = ['not_found'];

/**
 * Loads a post by shortcode through the worker, rendering at once from the cache when the
 * post is there (posts.idByCode).
 */
export function usePostLoad(shortcode: string): { load: PostLoad; retry: () => void } {
  const worker = useWorker();
  const cachedId = useSnapshot((s) => {
    const id = s.posts.idByCode[shortcode];
    return id !== undefined && s.posts.byId[id] !== undefined ? id : null;
  });
  // Added (profile), issue 12: a post whose delete was made here is not available (its page is
  // the not-found page, not an empty one), from the tap on, also offline.
  const deletedHere = useSnapshot((s) => cachedId !== null && s.posts.byId[cachedId]?.deleted === true);
  const [result, setResult] = useState<PostLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    worker.loadPost(shortcode).then(
      (r) => {
        if (!live) return;
        if (r.ok) setResult({ state: 'ready', postId: r.value });
        else if (r.statusCode === 404 || NOT_FOUND_TYPES.includes(r.errorType)) setResult({ state: 'not-found' });
        else setResult({ state: 'error', message: r.statusCode === 0 ? "Couldn't load this post. Check your connection." : "Couldn't load this post." });
      },
      () => live && setResult({ state: 'error', message: "Couldn't load this post." }),
    );
    return () => {
      live = false;
    };
  }, [worker, shortcode, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (deletedHere) return { load: { state: 'not-found' }, retry };
  if (cachedId !== null && result.state !== 'not-found') return { load: { state: 'ready', postId: cachedId }, retry };
  return { load: result, retry };
}
