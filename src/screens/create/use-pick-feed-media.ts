import { useCallback, useState } from 'react';
import { browserReaders } from '../../lib/media/browser-readers';
import { fire } from '../../lib/fire';
import type { ComposeAction } from './compose-reducer';
import { pickFeedMedia } from './pick-feed-media';

/** Reads and judges picked files, then puts an accepted pick in the composer. */
export function usePickFeedMedia(dispatch: (action: ComposeAction) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = useCallback(
    (files: File[]) => {
      setBusy(true);
      setError(null);
      const run = async () => {
        try {
          const p = await pickFeedMedia(files, browserReaders, (f) => URL.createObjectURL(f));
          if (p.ok) dispatch({ type: 'media-picked', media: p.media, originalAllowed: p.originalAllowed, originalNote: p.originalNote });
          else setError(p.message);
        } finally {
          setBusy(false);
        }
      };
      fire(run(), 'pick media');
    },
    [dispatch],
  );
  return { pick, error, busy };
}
