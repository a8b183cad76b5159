import type { OutgoingMessage } from './sender';

/** The texts of every mail and SMS the entry flows send (English; our wording). */
export const Messages = {
  twoFactorSetupCode: (to: string, code: string): OutgoingMessage => ({
    to,
    kind: 'sms',
    subject: 'Lumen two-factor code',
    text: `${code} is your Lumen code to turn on two-factor authentication. It expires in 10 minutes.`,
  }),
  twoFactorCode: (to: string, code: string): OutgoingMessage => ({
    to,
    kind: 'sms',
    subject: 'Lumen login code',
    text: `${code} is your Lumen login code. It expires in 10 minutes. Don't share it with anyone.`,
  }),
  signupCode: (to: string, code: string): OutgoingMessage => ({
    to,
    kind: 'sms',
    subject: 'Lumen confirmation code',
    text: `${code} is your Lumen code. It expires in 10 minutes.`,
  }),
  passwordReset: (to: string, kind: 'email' | 'sms', username: string, link: string): OutgoingMessage => ({
    to,
    kind,
    subject: 'Reset your Lumen password',
    text:
      kind === 'sms'
        ? `Reset your Lumen password for ${username}: ${link} (valid for 1 hour)`
        : `Hi ${username},\n\nSomeone asked to reset the password of your Lumen account. If it was you, open this link within 1 hour:\n\n${link}\n\nIf it wasn't you, ignore this message: your password stays the same.`,
    link,
  }),
  parentalConsent: (to: string, link: string): OutgoingMessage => ({
    to,
    kind: 'email',
    subject: 'Your teen would like to use Lumen',
    text: `Hello,\n\nA teen gave your email address as their parent or guardian while signing up for Lumen. Please review their request and approve or deny it within 7 days:\n\n${link}\n\nIf you don't know what this is about, you can ignore this message.`,
    link,
  }),
  dataDownloadReady: (to: string, username: string, link: string): OutgoingMessage => ({
    to,
    kind: 'email',
    subject: 'Your Lumen data is ready to download',
    text: `Hi ${username},\n\nThe copy of your Lumen data you asked for is ready. Log in and download it within 4 days:\n\n${link}`,
    link,
  }),
} as const;
