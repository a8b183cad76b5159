import type { OutboxRepo } from '../db/types';
import { createOutboxSender } from './outbox-sender';
import type { Sender } from './sender';
import { createSmtpSender } from './smtp-sender';
import type { MailTransport } from './smtp-sender';

export const DEFAULT_MAIL_FROM = 'Lumen <no-reply@lumen.localhost>';

export interface SenderConfig {
  /** SMTP_URL; without it every message goes to the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM */
  from?: string | undefined;
  transport?: MailTransport;
}

export function createSender(config: SenderConfig, outbox: OutboxRepo, now: () => number): Sender {
  const outboxSender = createOutboxSender(outbox, now);
  if (!config.smtpUrl) return outboxSender;
  return createSmtpSender({
    url: config.smtpUrl,
    from: config.from ?? DEFAULT_MAIL_FROM,
    smsFallback: outboxSender,
    ...(config.transport ? { transport: config.transport } : {}),
  });
}
