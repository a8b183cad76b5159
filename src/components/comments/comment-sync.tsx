import { useEntitySync } from '../../hooks/use-entity-sync';
import { commentKey, isLocalId } from '../../lib/sync-marks';
import { SyncMark } from '../sync-mark';

/** "Posting…" while a comment is not yet on the server; "Couldn't sync" when it failed. */
export function CommentSync({ commentId }: { commentId: string }) {
  const sync = useEntitySync(commentKey(commentId));
  const local = isLocalId(commentId);
  if (sync.state === 'synced' && !local) return null;
  const shown = sync.state === 'synced' ? { state: 'pending' as const, failed: [] } : sync;
  return <SyncMark sync={shown} pendingText={local ? 'Posting…' : 'Pending sync'} />;
}
