import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (re-renders when it changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia === 'undefined') return () => undefined;
      const m = matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    () => (typeof matchMedia === 'undefined' ? false : matchMedia(query).matches),
    () => false,
  );
}

/** Desktop layout from 736 px (the shell's breakpoint). */
export const DESKTOP = '(min-width: 736px)';

/**
 * A touch screen as the main pointer: phones and tablets, whose browsers open the camera for a
 * file input with `capture` (a desktop browser shows its file dialog instead).
 */
export const TOUCH_FIRST = '(pointer: coarse)';
