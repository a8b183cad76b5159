import { Avatar } from '../../../components/avatar';
import { fire } from '../../../lib/fire';
import type { OneTapEntry } from '../../../../worker/api-types';
import '../auth-flows.css';

/** The saved accounts of this device (000 §3 Stored one-tap login entries): log in or remove. */
export function OneTapAccounts({
  entries,
  busy,
  onLogin,
  onRemove,
  onSwitch,
}: {
  entries: OneTapEntry[];
  busy: string | null;
  onLogin: (userId: string) => Promise<void>;
  onRemove: (userId: string) => Promise<void>;
  onSwitch: () => void;
}) {
  return (
    <div className="one-tap">
      <ul className="one-tap__list" aria-label="Saved accounts">
        {entries.map((e) => (
          <li key={e.userId} className="one-tap__item">
            <Avatar src={e.profilePictureUrl || null} username={e.username} size={44} />
            <span className="one-tap__name">{e.username}</span>
            <button type="button" className="primary-button" aria-label={`Log in as ${e.username}`} disabled={busy !== null} onClick={() => fire(onLogin(e.userId), 'one-tap login')}>
              {busy === e.userId ? 'Logging in…' : 'Log in'}
            </button>
            <button type="button" className="text-button" aria-label={`Remove ${e.username}`} disabled={busy !== null} onClick={() => fire(onRemove(e.userId), 'one-tap remove')}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="text-button" onClick={onSwitch}>
        Switch accounts
      </button>
    </div>
  );
}
