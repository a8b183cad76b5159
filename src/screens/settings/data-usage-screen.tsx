import { useState } from 'react';
import { useSnapshot } from '../../state';
import { chooseLessData, useDataUsage } from '../../lib/data-usage/data-usage';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { SwitchRow } from './settings-switch';

/**
 * /accounts/data_usage/preferences/ (001 §1), Settings → Data usage: "Use less data" on this
 * device (src/lib/data-usage/data-usage.ts). Nothing goes to the server, so it changes offline too.
 */
export function DataUsageScreen() {
  const online = useSnapshot((s) => s.status.online);
  const usage = useDataUsage();
  const [outcome, setOutcome] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  const change = (on: boolean) =>
    setOutcome(chooseLessData(on) ? { done: 'Saved on this device.', error: null } : { done: null, error: "This browser doesn't let Lumen keep settings." });
  return (
    <SettingsLayout title="Data usage" online={online} offlineText="You're offline. Data usage is a setting of this device: it changes offline too.">
      <p className="settings__hint">How much mobile data Lumen uses on this device. Other devices keep their own setting.</p>
      <SwitchRow
        label="Use less data"
        hint="Pictures load at a smaller size, and videos load only when you play them."
        checked={usage.lessData}
        disabled={false}
        onChange={change}
      />
      {usage.source === 'browser' ? <p className="settings__hint">Your browser&apos;s Data Saver is on, so Lumen uses less data until you turn this off.</p> : null}
      <SaveOutcome done={outcome.done} error={outcome.error} />
    </SettingsLayout>
  );
}
