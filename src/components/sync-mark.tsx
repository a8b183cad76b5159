import { useWorker } from '../state';
import { ClockIcon } from '../icons/clock-icon';
import { AlertIcon } from '../icons/alert-icon';
import type { EntitySync } from '../lib/sync-marks';
import { fire } from '../lib/fire';
import './sync-mark.css';

/**
 * DESIGN.md rule 6: a pending item shows a clock ("Pending sync", or `pendingText` such as
 * "Posting…"); a failed one says "Couldn't sync" with Retry and Discard.
 */
export function SyncMark({ sync, pendingText }: { sync: EntitySync; pendingText?: string }) {
  const worker = useWorker();
  if (sync.state === 'synced') return null;
  if (sync.state === 'pending') {
    return (
      <span className="sync-mark sync-mark--pending" role="img" aria-label={pendingText ?? 'Pending sync'} title={pendingText ?? 'Pending sync'}>
        <ClockIcon size={14} />
        {pendingText ? <span aria-hidden="true">{pendingText}</span> : null}
      </span>
    );
  }
  const retry = () => sync.failed.forEach((f) => fire(worker.retryMutation(f.id), 'retry'));
  const discard = () => sync.failed.forEach((f) => fire(worker.discardMutation(f.id), 'discard'));
  return (
    <span className="sync-mark sync-mark--failed">
      <AlertIcon size={14} />
      <span>Couldn't sync</span>
      <button type="button" className="sync-mark__action" onClick={retry}>
        Retry
      </button>
      <button type="button" className="sync-mark__action" onClick={discard}>
        Discard
      </button>
    </span>
  );
}
