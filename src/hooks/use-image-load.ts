import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSnapshot } from '../state';
import { imageLoadReducer, imageView, INITIAL_IMAGE_LOAD, type ImageView } from '../lib/image-load';

export interface ImageLoadHandle {
  view: ImageView;
  /** The <img>'s key: a new try makes a new element, which the browser loads again. */
  attempt: number;
  onError: () => void;
  retry: () => void;
}

/** Whether the device is online: the worker's status (fed by online/offline events), and the browser's own flag. */
function useOnline(): boolean {
  const online = useSnapshot((s) => s.status.online);
  return online && (typeof navigator === 'undefined' || navigator.onLine !== false);
}

/** The load state of one picture (src/lib/image-load.ts), tried again when the device comes online. */
export function useImageLoad(src: string | null | undefined): ImageLoadHandle {
  const online = useOnline();
  const [state, dispatch] = useReducer(imageLoadReducer, INITIAL_IMAGE_LOAD);
  const shownSrc = useRef(src);
  useEffect(() => {
    if (shownSrc.current === src) return;
    shownSrc.current = src;
    dispatch({ type: 'src-changed' });
  }, [src]);
  useEffect(() => {
    if (online) dispatch({ type: 'came-online' });
  }, [online]);
  const onError = useCallback(() => dispatch({ type: 'load-failed', online: typeof navigator === 'undefined' || navigator.onLine !== false }), []);
  const retry = useCallback(() => dispatch({ type: 'retry-tapped' }), []);
  return { view: imageView(state, online), attempt: state.attempt, onError, retry };
}
