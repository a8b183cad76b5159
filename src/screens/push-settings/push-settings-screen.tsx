import { useEffect, useState } from 'react';
import { useSnapshot } from '../../state';
import { PUSH_KINDS } from '../../../sync/api/push-wire';
import type { PushKind, WirePushSettings } from '../../../sync/api/push-wire';
import { fire } from '../../lib/fire';
import { enablePushFromGesture, loadPushSettings, savePushSetting } from '../../lib/push/push-client';
import { pagePushEnv } from '../../lib/push/page-push-env';
import './push-settings.css';
import { SettingsLayout } from '../settings/settings-layout';

const LABELS: Record<PushKind, string> = {
  likes: 'Likes',
  comments: 'Comments',
  mentions: 'Mentions',
  follows: 'New followers',
  follow_requests: 'Follow requests',
  direct: 'Direct messages',
};

/** A switch per kind of notification (000 §7 update_settings: one name, one value). */
export function PushKindSwitches({ settings, onToggle }: { settings: WirePushSettings; onToggle: (kind: PushKind, on: boolean) => void }) {
  return (
    <ul className="push-settings__list" aria-label="Notify me about">
      {PUSH_KINDS.map((kind) => (
        <li key={kind} className="push-settings__row">
          <label className="push-settings__label">
            <span>{LABELS[kind]}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={settings[kind]}
              checked={settings[kind]}
              onChange={(e) => onToggle(kind, e.currentTarget.checked)}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}

/** What the page says when the settings could not be read: offline, it says so and when they will come. */
export function loadFailedText(online: boolean): string {
  return online ? "Couldn't load your notification settings." : "You're offline. Your notification settings will load when you're back online.";
}

/** /push/web/settings/ (001 §2): turn notifications on (a gesture, 000 §4) and a switch per kind (000 §7 update_settings). */
export function PushSettingsScreen() {
  const env = pagePushEnv();
  const online = useSnapshot((s) => s.status.online);
  const [settings, setSettings] = useState<WirePushSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState(() => env?.permission() ?? null);
  const loaded = settings !== null;

  // Once per visit, and again when the connection comes back before they came.
  useEffect(() => {
    if (!env || loaded || !online) return;
    setError(null);
    loadPushSettings(env).then(setSettings, () => setError(loadFailedText(true)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- env is made anew each render; loaded and online decide
  }, [loaded, online]);
  // Offline before they came: that, in place of any earlier failure.
  const message = !loaded && !online ? loadFailedText(false) : error;

  const enable = () => {
    if (!env) return;
    fire(
      enablePushFromGesture(env).then((r) => {
        setPermission(env.permission());
        setError(r.ok ? null : r.message);
      }, () => setError("Couldn't turn on notifications.")),
      'enable push',
    );
  };

  const toggle = (kind: PushKind, on: boolean) => {
    if (!env || !settings) return;
    setSettings({ ...settings, [kind]: on });
    fire(
      savePushSetting(env, kind, on).then(setSettings, () => {
        setSettings((s) => (s ? { ...s, [kind]: !on } : s));
        setError("Couldn't save that setting.");
      }),
      'save push setting',
    );
  };

  // A settings page like the others (the menu beside it from 736 px); it says itself what being
  // offline means here, so the layout's offline line is not shown (online).
  return (
    <SettingsLayout title="Push notifications" online>
      <div className="push-settings">
        {permission === 'granted' ? (
          <p className="muted">Notifications are on in this browser.</p>
        ) : permission === 'denied' ? (
          <p className="muted">Notifications are blocked in this browser's settings.</p>
        ) : (
          <button type="button" className="primary-button" disabled={!online} onClick={enable}>
            Turn on notifications
          </button>
        )}
        {message !== null ? (
          <p className="push-settings__message" role="alert">
            {message}
          </p>
        ) : null}
        {settings ? (
          <PushKindSwitches settings={settings} onToggle={toggle} />
        ) : message === null ? (
          <p className="muted push-settings__message" role="status">
            Loading…
          </p>
        ) : null}
      </div>
    </SettingsLayout>
  );
}
