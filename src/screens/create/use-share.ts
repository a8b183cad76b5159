import { useCallback, useState } from 'react';
import { useUploadWorker } from '../../components/uploads/use-uploads';
import { fire } from '../../lib/fire';
import type { ComposeInput } from '../../lib/media/upload-api';

/**
 * Hands a compose to the worker's upload engine (it keeps the files in IndexedDB and sends them
 * when it can, 001 §7); on acceptance runs `then` (reset and navigate), else shows the reason.
 */
export function useShare(then: (uploadId: string) => void) {
  const worker = useUploadWorker();
  const [sharing, setSharing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const share = useCallback(
    (input: ComposeInput) => {
      setSharing(true);
      setError(null);
      const run = async () => {
        try {
          const r = await worker.startUpload(input);
          if (r.ok) then(r.value);
          else setError(r.message || "Couldn't start the upload.");
        } catch {
          setError("Couldn't start the upload.");
        } finally {
          setSharing(false);
        }
      };
      fire(run(), 'start upload');
    },
    [worker, then],
  );
  return { share, sharing, error };
}
