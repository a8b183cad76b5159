/**
 * upload_id values (001 §7): digits, a millisecond time as the web client makes them, kept
 * strictly increasing within this worker so two files composed in the same millisecond (a
 * carousel's children) never share one. Ours to choose: three random digits follow, so two
 * tabs composing in the same millisecond do not collide either.
 */
export function createUploadIds(now: () => number, random: () => number): () => string {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    return `${last}${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
  };
}
