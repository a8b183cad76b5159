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
