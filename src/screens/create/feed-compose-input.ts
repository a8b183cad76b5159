/** The composer state as the ComposeInput of a feed post or carousel (001 §7 /create/configure/). */
import { composeInput } from '../../lib/media/compose-input';
import { cropTransform } from '../../lib/media/crop';
import type { ComposeInput } from '../../lib/media/upload-api';
import type { ComposeState } from './compose-reducer';

/**
 * One transform for the whole post: it is computed on the first item; carousel items of
 * another shape are cut to the same fractions (the contract carries one transform).
 */
export function feedComposeInput(s: ComposeState): ComposeInput {
  const first = s.media[0];
  return composeInput(
    s.media.length > 1 ? 'carousel' : 'feed',
    s.media.map((m) => m.file),
    s.media.map((m) => m.facts),
    {
      // The server crops photos only (videos keep their shape).
      transform: first && !first.isVideo ? cropTransform(s.ratio, first.facts.width, first.facts.height, s.pan) : null,
      caption: s.caption.trim(),
      altText: s.altText.trim(),
      location: s.location,
      usertags: s.usertags,
    },
  );
}
