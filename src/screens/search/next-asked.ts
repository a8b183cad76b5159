import type { SearchView } from '../../../worker/api-types';

/**
 * Which query the search screen asks for (issue 12, search as you type): at once when no answer
 * is awaited, so a keystroke's request leaves with the keystroke (a fixed debounce of 120 ms
 * held every keystroke back by that much, and kept the browser benchmark of issue 12 far from
 * its goal); while one is awaited, the text typed meanwhile waits, and only the latest is asked
 * once the answer lands. So there is at most one request in flight however fast a person types.
 */
export function nextAsked(asked: string, typed: string, awaiting: boolean): string {
  if (typed === asked || typed === '') return typed;
  return awaiting ? asked : typed;
}

/**
 * The answer shown for the text typed: its own, or while it is awaited the last one when the text
 * goes on from it (a key more or fewer); not the answer of another name (after the field was
 * cleared), which would be mounted only to be replaced.
 */
export function shownAnswer(typed: string, data: SearchView | undefined, placeholder: boolean): SearchView | undefined {
  if (!data || !placeholder) return data;
  const t = typed.toLowerCase();
  const a = data.query.trim().toLowerCase();
  return t.startsWith(a) || a.startsWith(t) ? data : undefined;
}
