import nodemailer from 'nodemailer';
import type { Sender } from './sender';

/** The part of a nodemailer transport we use (injectable for tests). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface SmtpSenderOptions {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://… */
  url: string;
  from: string;
  /** SMS have no SMTP route: they go here (the outbox) until an SMS gateway exists. */
  smsFallback: Sender;
  transport?: MailTransport;
}

/** Emails through SMTP (nodemailer); SMS through the fallback. */
export function createSmtpSender(opts: SmtpSenderOptions): Sender {
  const transport: MailTransport = opts.transport ?? nodemailer.createTransport(opts.url);
  return {
    send: async (m) => {
      if (m.kind === 'sms') return opts.smsFallback.send(m);
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
