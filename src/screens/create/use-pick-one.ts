import { useCallback, useEffect, useState } from 'react';
import type { UploadKind } from '../../../sync/api/upload-rules';
import { browserReaders } from '../../lib/media/browser-readers';
import { pickSingle } from '../../lib/media/pick-single';
import type { ComposeFacts } from '../../lib/media/upload-api';
import { fire } from '../../lib/fire';

export interface OnePicked {
  file: File;
  facts: ComposeFacts;
  isVideo: boolean;
  previewUrl: string;
}

/** One file for a story, long video, cover or profile photo: read, judged, previewed. */
export function usePickOne(kindOf: (isVideo: boolean) => UploadKind) {
  const [picked, setPicked] = useState<OnePicked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previewUrl = picked?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const pick = useCallback(
    (files: File[]) => {
      const file = files[0];
      if (!file) return;
      setBusy(true);
      setError(null);
      const run = async () => {
        try {
          const p = await pickSingle(file, browserReaders, kindOf);
          if (p.ok) setPicked({ file: p.file, facts: p.facts, isVideo: p.isVideo, previewUrl: URL.createObjectURL(p.file) });
          else setError(p.message);
        } finally {
          setBusy(false);
        }
      };
      fire(run(), 'pick file');
    },
    [kindOf],
  );
  const clear = useCallback(() => setPicked(null), []);
  return { picked, error, busy, pick, clear };
}
