/**
 * The text typed in the search field before the URL holds it (issue 12, benchmark 14b).
 *
 * The field used to write `?q=` with every keystroke (wouter's navigate: `history.replaceState`
 * and a render of everything reading the URL, 1.5–3 ms of the main thread per key, while the
 * keystroke's request was being answered on the same cores). Now a keystroke puts its text here
 * (the screen reads it at once) and the URL follows once typing pauses (URL_WRITE_DELAY_MS), or at
 * once before anything could leave the page: a click anywhere (a result, a nav link) and
 * `pagehide`. A `popstate` (back, forward) drops the text not written: the URL is the truth again.
 */
import { useSyncExternalStore } from 'react';

export const URL_WRITE_DELAY_MS = 250;

interface Pending {
  text: string;
  write: () => void;
}

let pending: Pending | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function listen(on: boolean): void {
  if (typeof document === 'undefined') return;
  const method = on ? 'addEventListener' : 'removeEventListener';
  document[method]('click', flushTypedText, true);
  window[method]('pagehide', flushTypedText);
  window[method]('popstate', dropTypedText);
}

function settle(): Pending | null {
  const was = pending;
  clearTimeout(timer);
  timer = undefined;
  if (was !== null) listen(false);
  pending = null;
  return was;
}

/** A keystroke's text: read at once through useTypedText; `write` puts it in the URL later. */
export function typeText(text: string, write: () => void): void {
  if (pending === null) listen(true);
  pending = { text, write };
  clearTimeout(timer);
  timer = setTimeout(flushTypedText, URL_WRITE_DELAY_MS);
  notify();
}

/** Writes the text not yet in the URL now (the URL then holds what the screen shows). */
export function flushTypedText(): void {
  const was = settle();
  if (was === null) return;
  was.write();
  notify();
}

/** Forgets the text not yet in the URL (the history moved: the URL's text is the one to show). */
export function dropTypedText(): void {
  if (settle() !== null) notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => pending?.text ?? null;

/** The text typed and not yet in the URL, or null. */
export function useTypedText(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
