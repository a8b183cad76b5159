import { useDisclosure } from '../../hooks/use-disclosure';
import { GearIcon } from '../../icons/gear-icon';
import { SettingsMenu } from './settings-menu';
import '../../components/shell/account-menu.css';
import './settings.css';

/** The gear on the viewer's own profile ("Options"): opens the settings menu in a panel like the account menu's. */
export function SettingsOptions() {
  const { open, toggle, root, panelId } = useDisclosure();
  return (
    <div className="settings-options" ref={root}>
      <button type="button" className="icon-button" aria-label="Options" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <GearIcon />
      </button>
      {open ? (
        <div id={panelId} className="account-menu__panel">
          <SettingsMenu onPick={toggle} label="Options" />
        </div>
      ) : null}
    </div>
  );
}
