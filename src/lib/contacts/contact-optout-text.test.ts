import { describe, expect, it } from 'vitest';
import { confirmText, contactPointProblem, linkSentText, statusText } from './contact-optout-text';

describe('contact opt-out texts', () => {
  it('tells where the link went', () => {
    expect(linkSentText('phone')).toContain('text');
    expect(linkSentText('email')).toContain('email');
  });
  it('takes one phone number or email, and says what is wrong otherwise', () => {
    expect(contactPointProblem('  ')).toBe('Enter a phone number or email.');
    expect(contactPointProblem('ana@example.com')).toBeNull();
    expect(contactPointProblem('ana@example')).toBe('Enter a valid email address.');
    expect(contactPointProblem('+1 (555) 010-0123')).toBeNull();
    expect(contactPointProblem('555x')).toBe('Enter a valid phone number or email.');
    expect(contactPointProblem('hello')).toBe('Enter a valid phone number or email.');
  });
  it('names the masked point in the status and the confirmation', () => {
    expect(statusText({ opted_out: true, kind: 'email', masked: 'a••••@example.com' })).toEqual({
      heading: "You've opted out",
      text: expect.stringContaining('the email a••••@example.com') as unknown as string,
    });
    expect(statusText({ opted_out: false, kind: 'phone', masked: '+••• ••67' }).heading).toBe("You haven't opted out");
    expect(confirmText({ kind: 'phone', masked: '+••• ••67' })).toContain('Take the phone number +••• ••67 out of contact syncing?');
  });
});
