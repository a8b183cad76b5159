import { disavowedDetails, loginReview } from '../../lib/settings/login-activity';
import type { WireDisavowedLogin, WireLoginSession } from '../../../sync/api/settings-wire';

export type ReviewAnswer = 'avow' | 'undoAvow' | 'disavow';

/**
 * Added (login review): under a login from a new device not yet confirmed, "Was this you?" with
 * "This was me" and "This wasn't me"; just after "This was me", Undo (AVOW_UNDO_SECONDS).
 * `label` is the row's device and details, so each button names its login.
 */
export function LoginReviewActions({ s, label, nowMs, disabled, busy, onAnswer }: {
  s: WireLoginSession;
  label: string;
  nowMs: number;
  disabled: boolean;
  busy: boolean;
  onAnswer: (answer: ReviewAnswer) => void;
}) {
  const review = loginReview(s, nowMs);
  if (review === 'none') return null;
  if (review === 'undo') {
    return (
      <div className="sessions__review">
        <p className="settings__hint">You confirmed this was you.</p>
        <button type="button" className="text-button" aria-label={`Undo "This was me" for ${label}`} disabled={disabled} onClick={() => onAnswer('undoAvow')}>
          Undo
        </button>
      </div>
    );
  }
  return (
    <div className="sessions__review">
      <p className="sessions__ask">Was this you?</p>
      <div className="sessions__answers">
        <button type="button" className="primary-button" aria-label={`This was me: ${label}`} disabled={disabled} onClick={() => onAnswer('avow')}>
          {busy ? 'Saving…' : 'This was me'}
        </button>
        <button type="button" className="secondary-button sessions__not-me" aria-label={`This wasn't me: ${label}`} disabled={disabled} onClick={() => onAnswer('disavow')}>
          This wasn't me
        </button>
      </div>
    </div>
  );
}

/** The logins marked "This wasn't me" (their sessions ended). */
export function DisavowedLogins({ logins }: { logins: readonly WireDisavowedLogin[] }) {
  if (logins.length === 0) return null;
  return (
    <>
      <h2 className="settings__subtitle">Logins you said weren't you</h2>
      <ul className="sessions" aria-label="Logins you said weren't you">
        {logins.map((d) => (
          <li key={d.id} className="sessions__item">
            <div className="sessions__text">
              <p className="sessions__device">{d.device}</p>
              <p className="settings__hint">{disavowedDetails(d)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
