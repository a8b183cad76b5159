import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from '../../state';
import { useUploadWorker } from '../../components/uploads/use-uploads';
import { fetchIgtvDrafts, type IgtvDraft, type StateWithUploads } from '../../lib/media/upload-api';
import { fire } from '../../lib/fire';

const DRAFTS_KEY = ['igtv-drafts'] as const;

/** Long videos of this session: still uploading, and finished (a finished one may be a new draft). */
function igtvCounts(s: StateWithUploads): string {
  const mine = Object.values(s.uploads?.byId ?? {}).filter((u) => u.kind === 'igtv');
  const done = mine.filter((u) => u.state === 'done').length;
  const going = mine.filter((u) => u.state !== 'done' && u.state !== 'cancelled' && u.state !== 'failed').length;
  return `${going}:${done}`;
}

/**
 * The viewer's long-video drafts (publish mode igtv_draft, 001 §7), through the worker; asked
 * again whenever a long video of this session finishes.
 */
export function useIgtvDrafts(enabled: boolean) {
  const worker = useUploadWorker();
  const client = useQueryClient();
  const counts = useSnapshot(igtvCounts);
  const doneCount = counts.split(':')[1];
  useEffect(() => {
    fire(client.invalidateQueries({ queryKey: DRAFTS_KEY }), 'refresh drafts');
  }, [client, doneCount]);
  const query = useQuery({
    queryKey: DRAFTS_KEY,
    queryFn: async (): Promise<IgtvDraft[]> => {
      const r = await fetchIgtvDrafts(worker);
      if (!r.ok) throw new Error(r.message);
      return r.value;
    },
    enabled,
    retry: false,
  });
  return { query, uploading: Number(counts.split(':')[0]) };
}
