/**
 * The sender interface (DESIGN.md "Mail and SMS go through a sender interface"). Every mail
 * and SMS of the entry flows goes through `Sender.send`: a real SMTP sender when SMTP_URL is
 * configured (./smtp-sender.ts), otherwise the outbox (./outbox-sender.ts) that a developer
 * reads at /dev/outbox. Message texts never reach the log (they carry codes and links).
 */
export type MessageKind = 'email' | 'sms';

export interface OutgoingMessage {
  to: string;
  kind: MessageKind;
  subject: string;
  text: string;
  /** The one link of the message (made clickable by the outbox page). */
  link?: string;
}

export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}
