import { useSnapshot } from '../../state';
import { ClockIcon } from '../../icons/clock-icon';
import { formatNumber, unsentText } from '../../lib/format-count';
import { outboxIndex } from '../../lib/sync-marks';
import { OutboxPanel } from './outbox-panel';
import { Tray } from './tray';
import './outbox-tray.css';

/** DESIGN.md rule 6: "Unsent activity (N)" while anything is pending or failed. */
export function OutboxTray() {
  const count = useSnapshot((s) => outboxIndex(s.outbox).count);
  const failed = useSnapshot((s) => outboxIndex(s.outbox).anyFailed);
  if (count === 0) return null;
  return <Tray icon={<ClockIcon size={16} />} label={unsentText(count)} short={formatNumber(count)} failed={failed} panel={(id) => <OutboxPanel id={id} />} />;
}
