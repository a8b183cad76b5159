import { useState, type FormEvent } from 'react';
import { fire } from '../../../lib/fire';
import { contactPointProblem, linkSentText } from '../../../lib/contacts/contact-optout-text';
import { TextField } from '../../auth/text-field';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { failureText, useAuthCall } from '../shared/use-auth-call';

/**
 * /invites/contact_optout/ (001 §2; sync/api/contact-optout-wire.ts): anyone, with an account or
 * not, asks Lumen not to keep their phone number or email from the contacts people upload. A
 * link goes to it, so that only who holds it can opt it out; its page confirms
 * (./contact-optout-link-screen.tsx).
 */
export function ContactOptoutScreen() {
  const call = useAuthCall();
  const [point, setPoint] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const problem = contactPointProblem(point);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const r = await call('contactOptoutRequest', { contactPoint: point });
    setBusy(false);
    if (r.ok) setSent(linkSentText(r.value.sent_to));
    else setError(failureText(r, "Couldn't send the link. Try again."));
  };

  return (
    <FlowPage title="Contact syncing" heading="Opt out of contact syncing">
      <p className="flow__text">
        People who use Lumen can upload the contacts on their phone to find people they know. If your phone number or email is in
        them, Lumen can keep it and use it to suggest accounts.
      </p>
      {sent ? (
        <FlowStatus>{sent}</FlowStatus>
      ) : (
        <form className="auth__form" onSubmit={(e) => fire(submit(e), 'contact opt-out')} noValidate>
          <p className="flow__text">Enter your phone number or email. We'll send a link to it to confirm that it's yours.</p>
          <TextField label="Phone number or email" name="contact_point" autoCapitalize="off" autoCorrect="off" value={point} onValue={setPoint} error={error} />
          <button type="submit" className="primary-button" disabled={point.trim() === '' || busy}>
            {busy ? 'Sending…' : 'Send link'}
          </button>
        </form>
      )}
    </FlowPage>
  );
}
