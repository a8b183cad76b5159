/**
 * The contact opt-out's words (src/screens/auth-flows/contact-optout/; 001 §2
 * /invites/contact_optout/ and its status page), as pure functions of the server's answers.
 */
import type { WireContactOptoutStatusResponse } from '../../../sync/api/contact-optout-wire';
import { contactKind } from '../auth/contact-point';

/** What the request page says once the link went out. */
export function linkSentText(sentTo: 'phone' | 'email'): string {
  return sentTo === 'phone'
    ? 'We sent a text with a link to that phone number. Open it to confirm.'
    : 'We sent an email with a link to that address. Open it to confirm.';
}

/** The point as the person gave it, for the request: one phone number or email (as sign-up reads it), or why not. */
export function contactPointProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter a phone number or email.';
  if (contactKind(value) !== 'invalid') return null;
  return value.includes('@') ? 'Enter a valid email address.' : 'Enter a valid phone number or email.';
}

/** "your phone number +••• ••67" / "your email a••••@example.com". */
function what(s: Pick<WireContactOptoutStatusResponse, 'kind' | 'masked'>): string {
  return `${s.kind === 'phone' ? 'the phone number' : 'the email'} ${s.masked}`;
}

/** The status page's heading and sentence for an answer. */
export function statusText(s: Pick<WireContactOptoutStatusResponse, 'opted_out' | 'kind' | 'masked'>): { heading: string; text: string } {
  return s.opted_out
    ? {
        heading: "You've opted out",
        text: `Lumen won't keep ${what(s)} from the contacts people upload, and won't use it to suggest accounts. It was deleted from the contacts uploaded before.`,
      }
    : {
        heading: "You haven't opted out",
        text: `Lumen may keep ${what(s)} when people who have it in their contacts upload them, and use it to suggest accounts to them.`,
      };
}

/** The confirm page's sentence, before the person confirms. */
export function confirmText(s: Pick<WireContactOptoutStatusResponse, 'kind' | 'masked'>): string {
  return `Take ${what(s)} out of contact syncing? Lumen will delete it from the contacts people have uploaded, and won't keep it from uploads or use it to suggest accounts.`;
}
