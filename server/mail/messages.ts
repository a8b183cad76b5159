import type { OutgoingMessage } from './sender';

/** The texts of every mail and SMS the server sends (English; our wording). */
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
  /** 001 §1 hacked account: someone reported the account as hacked (server/reports/hacked-notice.ts); never names them. */
  accountMayBeHacked: (to: string, username: string, links: { loginActivity: string; passwordChange: string }): OutgoingMessage => ({
    to,
    kind: 'email',
    subject: 'Someone reported that your Lumen account may have been hacked',
    text:
      `Hi ${username},\n\nSomeone reported that your Lumen account may have been hacked. If you don't recognize recent activity on your account, such as posts, messages, follows or logins, secure it now:\n\n` +
      `Review Login activity and log out of sessions you don't recognize:\n${links.loginActivity}\n\n` +
      `Change your password:\n${links.passwordChange}\n\n` +
      "If everything looks right, you don't need to do anything.",
    link: links.loginActivity,
  }),
} as const;
