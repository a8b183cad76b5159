import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createSender } from './create-sender';
import { sqliteOutbox } from './sqlite-outbox';

const outbox = () => {
  const db = new Database(':memory:');
  migrate(db);
  return sqliteOutbox(db);
};

describe('sender (DESIGN.md: SMTP when configured, else the outbox)', () => {
  it('keeps messages in the outbox without SMTP, newest first, filterable by recipient', async () => {
    const box = outbox();
    let t = 1000;
    const sender = createSender({}, box, () => t);
    await sender.send({ to: 'a@example.com', kind: 'email', subject: 'Hi', text: 'Open it', link: 'http://x/l' });
    t = 2000;
    await sender.send({ to: '+15550001111', kind: 'sms', subject: 'Code', text: '123456 is your code' });
    expect(box.list({ limit: 10 }).map((m) => m.to)).toEqual(['+15550001111', 'a@example.com']);
    expect(box.list({ to: 'a@example.com', limit: 10 })).toEqual([
      { id: 1, kind: 'email', to: 'a@example.com', subject: 'Hi', text: 'Open it', link: 'http://x/l', createdMs: 1000 },
    ]);
    expect(box.list({ kind: 'sms', limit: 10 })).toHaveLength(1);
  });

  it('sends email through the SMTP transport and SMS to the outbox when SMTP_URL is set', async () => {
    const box = outbox();
    const sent: { to: string; subject: string; from: string }[] = [];
    const sender = createSender(
      { smtpUrl: 'smtp://localhost:2525', from: 'Test <t@example.com>', transport: { sendMail: async (m) => sent.push(m) } },
      box,
      () => 0,
    );
    await sender.send({ to: 'b@example.com', kind: 'email', subject: 'Reset', text: 'link' });
    await sender.send({ to: '+15550002222', kind: 'sms', subject: 'Code', text: '654321' });
    expect(sent).toEqual([{ from: 'Test <t@example.com>', to: 'b@example.com', subject: 'Reset', text: 'link' }]);
    expect(box.list({ limit: 10 }).map((m) => m.kind)).toEqual(['sms']);
  });
});
