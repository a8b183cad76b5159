import type { ReactNode } from 'react';
import { useDisclosure } from '../../hooks/use-disclosure';
import './tray.css';

interface TrayProps {
  icon: ReactNode;
  label: string;
  /** What the button shows where the desktop top bar is narrow (a count); the label stays its name. */
  short: string;
  /** Something in it failed: the button says so in the danger colour. */
  failed: boolean;
  /** The panel the button opens, given the id the button controls. */
  panel(id: string): ReactNode;
}

/** A top-bar tray (unsent activity, uploads): a pill button and the panel it discloses. */
export function Tray({ icon, label, short, failed, panel }: TrayProps) {
  const { open, toggle, root, panelId } = useDisclosure();
  return (
    <div className="tray" ref={root}>
      <button type="button" className={`tray__button${failed ? ' tray__button--failed' : ''}`} aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {icon}
        <span className="tray__label">{label}</span>
        <span className="tray__short" aria-hidden="true">
          {short}
        </span>
      </button>
      {open ? panel(panelId) : null}
    </div>
  );
}
