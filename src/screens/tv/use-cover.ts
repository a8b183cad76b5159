import { useCallback, useEffect, useState } from 'react';
import { browserReaders } from '../../lib/media/browser-readers';
import { captureCover } from '../../lib/media/capture-frame';
import { pickSingle } from '../../lib/media/pick-single';
import { fire } from '../../lib/fire';

export interface Cover {
  blob: Blob;
  url: string;
  source: 'file' | 'frame';
}

const coverKind = () => 'igtv-cover' as const;

/** The long video's cover: a picked JPEG (001 §5 cover jpeg) or the video's current frame, cropped 9:16. */
export function useCover() {
  const [cover, setCover] = useState<Cover | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = cover?.url;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const set = useCallback((blob: Blob, source: Cover['source']) => setCover({ blob, source, url: URL.createObjectURL(blob) }), []);

  const pickFile = useCallback(
    (files: File[]) => {
      const file = files[0];
      if (!file) return;
      const run = async () => {
        const p = await pickSingle(file, browserReaders, coverKind);
        if (p.ok) {
          setError(null);
          set(p.file, 'file');
        } else setError(p.message);
      };
      fire(run(), 'pick cover');
    },
    [set],
  );

  const takeFrame = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      captureCover(video).then(
        (blob) => {
          setError(null);
          set(blob, 'frame');
        },
        () => setError('The video has no frame to use yet. Play or seek it, then try again.'),
      );
    },
    [set],
  );

  const clear = useCallback(() => setCover(null), []);
  return { cover, error, pickFile, takeFrame, clear };
}
