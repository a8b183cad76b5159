import { useRef, type PointerEvent } from 'react';

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 30;

/**
 * Calls `onDoubleTap` on two taps or clicks close in time and place (our choice: 300 ms,
 * 30 px), ignoring taps on buttons and links inside the element.
 */
export function useDoubleTap(onDoubleTap: () => void): (e: PointerEvent<HTMLElement>) => void {
  const last = useRef<{ t: number; x: number; y: number } | null>(null);
  return (e) => {
    if ((e.target as Element).closest('button, a, video')) return;
    const tap = { t: e.timeStamp, x: e.clientX, y: e.clientY };
    const prev = last.current;
    if (prev && tap.t - prev.t < DOUBLE_TAP_MS && Math.hypot(tap.x - prev.x, tap.y - prev.y) < DOUBLE_TAP_SLOP_PX) {
      last.current = null;
      onDoubleTap();
      return;
    }
    last.current = tap;
  };
}
