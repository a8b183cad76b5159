import { Link } from 'wouter';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import type { OutboxItemView } from '../../../worker/model';
import { fire } from '../../lib/fire';
import { outboxTarget } from '../../lib/outbox-target';

const STATE_TEXT = {
  pending: 'Waiting to send',
  sending: 'Sending…',
  failed: "Couldn't sync",
} as const satisfies Record<OutboxItemView['state'], string>;

export function OutboxRow({ item }: { item: OutboxItemView }) {
  const worker = useWorker();
  const target = useSnapshot((s) => outboxTarget(item.entityKey, s), shallowEqual);
  return (
    <li className={`outbox-row outbox-row--${item.state}`}>
      <div className="outbox-row__text">
        <span className="outbox-row__summary">
          {item.summary}
          {target ? (
            <>
              {' · '}
              <Link href={target.href} className="outbox-row__target">
                {target.text}
              </Link>
            </>
          ) : null}
        </span>
        <span className="outbox-row__state">
          {STATE_TEXT[item.state]}
          {item.state === 'failed' && item.error ? `: ${item.error}` : ''}
        </span>
      </div>
      {item.state === 'failed' ? (
        <div className="outbox-row__actions">
          <button type="button" className="text-button" aria-label={`Retry ${item.summary}`} onClick={() => fire(worker.retryMutation(item.id), 'retry')}>
            Retry
          </button>
          <button type="button" className="text-button outbox-row__discard" aria-label={`Discard ${item.summary}`} onClick={() => fire(worker.discardMutation(item.id), 'discard')}>
            Discard
          </button>
        </div>
      ) : null}
    </li>
  );
}
