/**
 * From the files a person picked to composer media: read each file's facts, judge the pick
 * (001 §5), and make preview URLs only for an accepted pick. Readers and URLs are injected.
 */
import { readFacts, type SizeReaders } from '../../lib/media/media-facts';
import { judgeFeedPick } from '../../lib/media/pick-verdict';
import type { PickedMedia } from './compose-reducer';

export type FeedPick = { ok: false; message: string } | { ok: true; media: PickedMedia[]; originalAllowed: boolean; originalNote: string | null };

export async function pickFeedMedia(files: readonly File[], readers: SizeReaders, makeUrl: (file: File) => string): Promise<FeedPick> {
  const read = await Promise.all(files.map((file) => readFacts(file, readers)));
  const items: { file: File; facts: PickedMedia['facts']; isVideo: boolean }[] = [];
  for (const [i, r] of read.entries()) {
    if (!r.ok) return r;
    const file = files[i];
    if (file) items.push({ file, facts: r.facts, isVideo: r.isVideo });
  }
  const verdict = judgeFeedPick(items);
  if (!verdict.ok) return verdict;
  return {
    ok: true,
    media: items.map((item) => ({ ...item, previewUrl: makeUrl(item.file) })),
    originalAllowed: verdict.originalAllowed,
    originalNote: verdict.originalNote,
  };
}
