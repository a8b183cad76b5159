import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useWorker } from '../../../state';
import { fire } from '../../../lib/fire';
import { datePickerDefault, type Dob } from '../../../lib/auth/age-rules';
import { finishedToastText, screenKind, tosVersionOf, updatesFor, type AgeAnswer } from '../../../lib/auth/consent';
import type { CallResult, WireConsentResponse } from '../../../../worker/api-types';
import { FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';
import { AgeScreen, DobScreen, ParentalScreen, TermsText } from './consent-screens';
import { ConsentTexts } from './consent-texts';
import { serverCount, useAgeAttempts } from './use-age-attempts';

export interface ConsentResult {
  gdprS: string;
  tosVersion: string;
  emailSent: boolean;
}

export type ConsentMode =
  | { kind: 'new-user'; tosVersion: string; clientId: string; dob: Dob | null }
  | { kind: 'existing'; entryPoint: string };

/**
 * The consent flow (000 §3 Consent, 000 §4): screens by screen key; each answer goes to the
 * server, whose answer is the next screen. New users: fetch_parental_consent_reg then
 * new_user_flow with gdpr_s (000 §6: logged out); logged-in users: get/roadblocking then
 * update / update_dob. The dob screen runs the age check first (not eligible, and reaching
 * under_13, count as invalid attempts; after 2 the check is blocked for a cooldown).
 * finished / already_finished closes the flow with gdpr_s.
 */
export function ConsentFlow({ mode, onFinished }: { mode: ConsentMode; onFinished: (r: ConsentResult) => void }) {
  const call = useAuthCall();
  const worker = useWorker();
  const ages = useAgeAttempts();
  const now = useMemo(() => new Date(), []);
  const [screen, setScreen] = useState<WireConsentResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const gdprS = useRef('');
  const age = useRef<AgeAnswer | null>(null);
  const counted13 = useRef(false);
  const newUser = mode.kind === 'new-user';
  const context = () => ({ gdprS: gdprS.current, tosVersion: newUser ? mode.tosVersion : '', clientId: newUser ? mode.clientId : '' });

  const take = (r: CallResult<WireConsentResponse>, failure: string): void => {
    if (!r.ok) return setError(failureText(r, failure));
    if (r.value.gdpr_s) gdprS.current = r.value.gdpr_s;
    setError(null);
    setScreen(r.value);
  };

  const load = async (): Promise<void> => {
    const r = newUser
      ? await call('consentFetch', { which: 'parental_reg', gdprS: gdprS.current, tosVersion: mode.tosVersion })
      : await call('consentFetch', { which: 'roadblocking', entryPoint: mode.entryPoint });
    take(r, ConsentTexts.fetchFailed);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => fire(load(), 'consent fetch'), []);

  const key = screen?.screen_key ?? '';
  const kind = screen ? screenKind(key) : null;

  useEffect(() => {
    if (kind === 'finished' && screen) {
      fire(worker.showToast(finishedToastText(screen.parental_email_sent), { persistOnNavigate: true }), 'toast');
      onFinished({ gdprS: gdprS.current, tosVersion: tosVersionOf(screen.tos_version), emailSent: screen.parental_email_sent });
    }
    if (kind === 'under13' && !counted13.current) {
      counted13.current = true;
      ages.dispatch({ type: 'under-13-shown', at: Date.now() });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, screen]);

  const busyDo = (fn: () => Promise<void>) => {
    setBusy(true);
    fire(fn().finally(() => setBusy(false)), 'consent');
  };

  const send = (updates: Record<string, number | string>, skip: boolean) =>
    busyDo(async () => {
      const r = newUser
        ? await call('consentNewUser', { ...context(), currentScreenKey: key, dob: null, updates, skip })
        : await call('consentUpdate', { currentScreenKey: key, updates, skip, entryPoint: mode.entryPoint });
      take(r, ConsentTexts.updateFailed);
    });

  const submitDob = (d: Dob) =>
    busyDo(async () => {
      const check = await call('consentAgeCheck', { ...d, ...context() });
      if (check.ok) ages.dispatch({ type: 'age-checked', eligible: check.value.eligible_to_register, at: Date.now() });
      const counted = serverCount(check.ok ? 200 : check.statusCode, check.ok ? check.value : check.body, Date.now());
      if (counted) ages.dispatch(counted);
      if (!check.ok) return setError(failureText(check, ConsentTexts.dobFailed));
      if (!check.value.eligible_to_register) return setError(ConsentTexts.notEligible);
      const r = newUser
        ? await call('consentNewUser', { ...context(), currentScreenKey: key, dob: d, updates: {}, skip: false })
        : await call('consentUpdateDob', { ...d, ...context() });
      take(r, ConsentTexts.dobFailed);
    });

  const sendParentalEmail = async (email: string): Promise<string | null> => {
    setBusy(true);
    const r = await call('consentParentalEmail', { guardianEmail: email, currentScreenKey: key, gdprS: gdprS.current });
    setBusy(false);
    if (!r.ok) return failureText(r, ConsentTexts.updateFailed);
    take(r, ConsentTexts.updateFailed);
    return null;
  };

  const pickerKind = age.current === 'under_13' ? 'underAge' : age.current === '13_to_18' || age.current === 'under_18' ? 'teen' : 'default';
  const initialDob = (newUser ? mode.dob : null) ?? datePickerDefault(pickerKind, now);
  const contents = screen?.contents;
  return (
    <div className="consent">
      {contents?.title ? <h2 className="flow__heading">{contents.title}</h2> : null}
      {kind === null && !error ? <FlowStatus>Loading…</FlowStatus> : null}
      {kind === 'intro' || kind === 'tos' ? (
        <>
          <TermsText body={contents?.body} />
          <button type="button" className="primary-button" disabled={busy} onClick={() => send(updatesFor(key, null), false)}>
            {screen?.primary_button_text || 'I agree'}
          </button>
        </>
      ) : null}
      {kind === 'age' ? (
        <AgeScreen
          screenKey={key}
          body={contents?.body}
          buttons={contents?.buttons}
          busy={busy}
          onAnswer={(a) => {
            age.current = a;
            send(updatesFor(key, a), false);
          }}
        />
      ) : null}
      {kind === 'dob' ? <DobScreen initial={initialDob} now={now} busy={busy} blocked={ages.blocked} error={ages.blocked ? ConsentTexts.blocked : null} onSubmit={submitDob} /> : null}
      {kind === 'parental' ? <ParentalScreen busy={busy} onSend={sendParentalEmail} onSkip={() => send({}, true)} /> : null}
      {kind === 'under13' ? (
        <>
          <p className="flow__text">{ConsentTexts.under13}</p>
          <Link href="/integrity/checkpoint/checkpoint_underage_appeal/" className="link">
            Think this is a mistake?
          </Link>
        </>
      ) : null}
      {error ? (
        <>
          <FlowStatus tone="error">{error}</FlowStatus>
          {screen === null ? (
            <button type="button" className="text-button" onClick={() => fire(load(), 'consent fetch')}>
              Try again
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
