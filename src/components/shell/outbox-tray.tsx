import { useSnapshot } from '../../state';
import { ClockIcon } from '../../icons/clock-icon';
import { unsentText } from '../../lib/format-count';
import { OutboxPanel } from './outbox-panel';
import { useDisclosure } from '../../hooks/use-disclosure';
import './tray.css';
import './outbox-tray.css';

/** DESIGN.md rule 6: "Unsent activity (N)" while anything is pending or failed. */
export function OutboxTray() {
  const count = useSnapshot((s) => Object.keys(s.outbox.byId).length);
  const failed = useSnapshot((s) => Object.values(s.outbox.byId).some((i) => i.state === 'failed'));
  const { open, toggle, root, panelId } = useDisclosure();

  if (count === 0) return null;
  return (
    <div className="outbox-tray" ref={root}>
      <button
        type="button"
        className={`outbox-tray__button${failed ? ' outbox-tray__button--failed' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <ClockIcon size={16} />
        <span>{unsentText(count)}</span>
      </button>
      {open ? <OutboxPanel id={panelId} /> : null}
    </div>
  );
}
