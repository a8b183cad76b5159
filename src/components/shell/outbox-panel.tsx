import { useMemo } from 'react';
import { useSnapshot, useWorker } from '../../state';
import { outboxList } from '../../lib/sync-marks';
import { fire } from '../../lib/fire';
import { OutboxRow } from './outbox-row';

/** The list of unsent items, with "Send now" while online. */
export function OutboxPanel({ id }: { id: string }) {
  const worker = useWorker();
  // The slice, not its table: the table is updated in place (src/state/tables.ts).
  const outbox = useSnapshot((s) => s.outbox);
  const online = useSnapshot((s) => s.status.online);
  const items = useMemo(() => outboxList(outbox.byId), [outbox]);
  const anyPending = items.some((i) => i.state !== 'failed');

  return (
    <div className="outbox-panel" id={id} role="region" aria-label="Unsent activity">
      <div className="outbox-panel__head">
        <h2 className="outbox-panel__title">Unsent activity</h2>
        {online && anyPending ? (
          <button type="button" className="text-button" onClick={() => fire(worker.replayNow(), 'send now')}>
            Send now
          </button>
        ) : null}
      </div>
      {!online ? <p className="outbox-panel__note muted">These will be sent when you're back online.</p> : null}
      <ul className="outbox-panel__list">
        {items.map((item) => (
          <OutboxRow key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
