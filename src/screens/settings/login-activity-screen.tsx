import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { fire } from '../../lib/fire';
import { currentFirst, sessionDetails } from '../../lib/settings/login-activity';
import { Paths } from '../../routes';
import type { WireLoginActivity, WireLoginSession } from '../../../sync/api/settings-wire';
import { failureText } from '../auth-flows/shared/use-auth-call';
import { DisavowedLogins, LoginReviewActions } from './login-review';
import type { ReviewAnswer } from './login-review';
import { SaveOutcome, SettingsLayout } from './settings-layout';
import { useAccountForm } from './use-account-form';

type Outcome = { done: string | null; error: string | null };

const REVIEW_DONE: Record<Exclude<ReviewAnswer, 'disavow'>, (device: string) => string> = {
  avow: (device) => `Thanks for confirming. ${device} stays logged in.`,
  undoAvow: (device) => `Undone. ${device} is not confirmed.`,
};

/**
 * /session/login_activity/ (001 §1; §7 logout_session/ {session_id}, avow_login/,
 * undo_avow_login/, disavow_login_activity/ {login_id}): where the account is logged in (device
 * from the login's User-Agent, an approximate place, last use, start), this device marked; Log
 * out per other session and Log out of all other sessions. A login from a new device not yet
 * confirmed asks "Was this you?": "This was me" (Undo for a short while), or "This wasn't me",
 * which ends that session and takes the person to Change password. Online only, like
 * two-factor: offline the page says it needs a connection and its buttons wait.
 */
export function LoginActivityScreen() {
  const { online, viewerId, call } = useAccountForm();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const key = ['login-activity', viewerId] as const;
  const query = useWorkerQuery(key, () => call('loginActivity', {}), online && viewerId !== null);
  const sessions = query.data ? currentFirst(query.data.sessions) : null;
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ done: null, error: null });
  const disabled = !online || sessions === null || busy !== null;
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  const nowMs = Date.now();

  const end = async (which: WireLoginSession | 'others') => {
    setBusy(which === 'others' ? 'others' : which.id);
    setOutcome({ done: null, error: null });
    const r = which === 'others' ? await call('logoutOtherSessions', {}) : await call('logoutSession', { sessionId: which.id });
    setBusy(null);
    if (r.ok) {
      client.setQueryData<WireLoginActivity>(['login-activity', viewerId], r.value);
      const done = which === 'others' ? `Logged out of ${r.value.ended ?? 0} other ${r.value.ended === 1 ? 'session' : 'sessions'}.` : `Logged out of ${which.device}.`;
      setOutcome({ done, error: null });
    } else {
      setOutcome({ done: null, error: failureText(r, "Couldn't log out of that session.") });
      void query.refetch();
    }
  };

  const review = async (s: WireLoginSession, answer: ReviewAnswer) => {
    setBusy(s.id);
    setOutcome({ done: null, error: null });
    const r = await call('reviewLogin', { loginId: s.id, answer });
    setBusy(null);
    if (!r.ok) {
      setOutcome({ done: null, error: failureText(r, "Couldn't save your answer.") });
      void query.refetch();
      return;
    }
    client.setQueryData<WireLoginActivity>(['login-activity', viewerId], r.value);
    if (answer === 'disavow') navigate(`${Paths.passwordChange}?after=disavow`);
    else setOutcome({ done: REVIEW_DONE[answer](s.device), error: null });
  };

  return (
    <SettingsLayout title="Login activity" online={online}>
      {online ? null : (
        <>
          <p className="settings__hint settings__needs-net">Login activity needs a connection to load and to log out of sessions.</p>
          <p className="settings__hint">Answering "Was this you?" needs one too: nothing is saved for later.</p>
        </>
      )}
      <h2 className="settings__subtitle">Where you're logged in</h2>
      {query.isError ? <p className="settings__error" role="alert">Couldn't load your sessions.</p> : null}
      {sessions === null && online && !query.isError ? <p className="settings__hint">Loading…</p> : null}
      {sessions ? (
        <ul className="sessions" aria-label="Sessions">
          {sessions.map((s) => (
            <li key={s.id} className="sessions__item">
              <div className="sessions__text">
                <p className="sessions__device">
                  {s.device}
                  {s.current ? <span className="sessions__this">This device</span> : null}
                </p>
                <p className="settings__hint">{sessionDetails(s, nowMs)}</p>
                <LoginReviewActions s={s} label={`${s.device}, ${sessionDetails(s, nowMs)}`} nowMs={nowMs} disabled={disabled} busy={busy === s.id} onAnswer={(a) => fire(review(s, a), 'review login')} />
              </div>
              {s.current ? null : (
                <button type="button" className="secondary-button" aria-label={`Log out of ${s.device}, ${sessionDetails(s, nowMs)}`} disabled={disabled} onClick={() => fire(end(s), 'log out session')}>
                  {busy === s.id ? 'Logging out…' : 'Log out'}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="primary-button settings__save" disabled={disabled || others === 0} onClick={() => fire(end('others'), 'log out other sessions')}>
        {busy === 'others' ? 'Logging out…' : 'Log out of all other sessions'}
      </button>
      <SaveOutcome done={outcome.done} error={outcome.error} />
      <DisavowedLogins logins={query.data?.disavowed ?? []} />
    </SettingsLayout>
  );
}
