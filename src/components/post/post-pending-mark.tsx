import { isLocalId, type EntitySync } from '../../lib/sync-marks';
import { SyncMark } from '../sync-mark';

const PENDING: EntitySync = { state: 'pending', failed: [] };

/**
 * Added (upload helper, issue 3): a post still being uploaded or published (its id is the
 * local 'local:<upload_id>', worker/upload/local-post.ts) is marked "Posting…" until the
 * server's post replaces it (DESIGN.md rule 6: every pending item is visible).
 */
export function PostPendingMark({ postId }: { postId: string }) {
  if (!isLocalId(postId)) return null;
  return <SyncMark sync={PENDING} pendingText="Posting…" />;
}
