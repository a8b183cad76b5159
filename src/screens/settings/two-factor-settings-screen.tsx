import { twoFactorSummary } from '../../lib/settings/security-settings';
import { SettingsLayout } from './settings-layout';
import { TwoFactorEnable } from './two-factor-enable';
import { TotpEnable } from './two-factor-totp';
import { BackupCodes, TurnOff } from './two-factor-on';
import { useTwoFactorStatus } from './use-two-factor-status';

/**
 * /accounts/two_factor_authentication/ (001 §7 Two-factor settings): whether it is on; turning
 * on codes by text message or an authentication app; backup codes; turning a factor off with
 * the password. Online only
 * (a security setting does not wait in a queue): offline the page says so, keeps what was
 * typed and its buttons wait, like the password change.
 */
export function TwoFactorSettingsScreen() {
  const { status, freshCodes, online, call, put, accountPhone } = useTwoFactorStatus();
  const anyOn = status !== null && (status.sms_two_factor_on || status.totp_two_factor_on);
  return (
    <SettingsLayout title="Two-factor authentication" online={online}>
      {online ? null : <p className="settings__hint settings__needs-net">Two-factor settings need a connection to load and to change.</p>}
      {status ? (
        <p className="settings__status" role="status">
          {twoFactorSummary(status)}
        </p>
      ) : null}
      <section className="settings__section" aria-label="Authentication app">
        <h2 className="settings__subtitle">Authentication app</h2>
        {status?.totp_two_factor_on ? (
          <TurnOff online={online} call={call} put={put} factor="totp" label="Turn off authentication app" />
        ) : (
          <TotpEnable online={online && status !== null} call={call} onEnabled={put} />
        )}
      </section>
      <section className="settings__section" aria-label="Text message">
        <h2 className="settings__subtitle">Text message</h2>
        {status?.sms_two_factor_on ? (
          <TurnOff online={online} call={call} put={put} factor="sms" label="Turn off two-factor authentication" />
        ) : (
          <TwoFactorEnable online={online && status !== null} call={call} initialPhone={accountPhone} onEnabled={put} />
        )}
      </section>
      {anyOn && status ? <BackupCodes online={online} call={call} put={put} status={status} codes={freshCodes} /> : null}
    </SettingsLayout>
  );
}
