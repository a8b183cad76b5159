import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/types';
import { HACKED_NOTICE_EVERY_SECONDS } from '../../server/reports/hacked-notice';
import { ReportObjectType, ReportPath, ReportReasonId } from '../../sync/api/reports-wire';
import type { WireReportResponse } from '../../sync/api/reports-wire';
import { formItem, sendBatch } from './batch-helpers';
import { makeUser, outbox, startEntryServer } from './entry-helpers';
import type { Clock, OutboxMessage } from './entry-helpers';
import type { Client, TestServer } from './helpers';
import { createPost, json, registerUser } from './helpers';

/**
 * Added (reports): 001 §1 "hacked account", a user report with the reason "It may have been
 * hacked", over real HTTP. A new report mails the reported account's owner a security notice
 * (read from the development outbox, as a person would at /dev/outbox): Login activity and
 * password change links on the site's origin, the reporter never named. At most one notice per
 * account per 24 hours whatever the number of reporters; a replayed X-Mutation-Id, a repeat
 * report, another reason, a refused report and an account without an email send none.
 */
const SUBJECT = 'Someone reported that your Lumen account may have been hacked';
const HACKED = ReportReasonId.hacked;

let server: TestServer;
let clock: Clock;
let n = 0;
const nextId = () => `hk-${(n += 1)}`;

beforeAll(async () => {
  ({ server, clock } = await startEntryServer({ actionLimits: { reports: [{ max: 100, windowMs: 60_000 }] } }));
});
afterAll(async () => {
  await server.close();
});

type Person = { client: Client; user: UserRow };
const person = (name: string): Promise<Person> => registerUser(server, name);

async function reportUser(reporter: Person, owner: UserRow, reasonId: number = HACKED, mutationId = nextId()) {
  const res = await reporter.client.post(ReportPath.user(String(owner.id)), { source_name: 'profile', reason_id: reasonId }, { mutationId });
  return { status: res.status, replayed: res.headers.get('x-mutation-replayed'), body: await json<WireReportResponse>(res) };
}

/** The hacked-account notices the owner's address got. */
async function notices(owner: UserRow): Promise<OutboxMessage[]> {
  return (await outbox(server, owner.email ?? '')).filter((m) => m.subject === SUBJECT);
}

describe('a hacked account report (001 §1)', () => {
  it("mails the owner one notice with Login activity and password links, never naming the reporter; the report is kept as any other", async () => {
    const reporter = await person('hk_reporter');
    const owner = await person('hk_owner');
    const res = await reportUser(reporter, owner.user);
    expect(res).toMatchObject({ status: 200, body: { status: 'ok', already_reported: false } });
    expect(server.app.lumen.repos.reports.countOf(ReportObjectType.user, owner.user.id)).toBe(1);

    const sent = await notices(owner.user);
    expect(sent).toHaveLength(1);
    const [mail] = sent as [OutboxMessage];
    expect(mail).toMatchObject({ kind: 'email', to: owner.user.email });
    expect(mail.text).toContain('Someone reported that your Lumen account may have been hacked.');
    // Links on the site's public origin, as every mail's (server/auth/links.ts).
    const origin = server.app.lumen.site.publicOrigin();
    expect(mail.text).toContain(`${origin}/session/login_activity/`);
    expect(mail.text).toContain(`${origin}/accounts/password/change/`);
    expect(mail.link).toBe(`${origin}/session/login_activity/`);
    for (const said of [mail.subject, mail.text]) {
      expect(said).not.toContain(reporter.user.username);
      expect(said).not.toContain(reporter.user.email ?? '?');
      expect(said).not.toMatch(/reported by/i);
    }
    // Nothing is mailed to the reporter.
    expect(await notices(reporter.user)).toHaveLength(0);
  });

  it('a second reporter within 24 hours sends none; past 24 hours from the notice, the next reporter sends one more', async () => {
    const owner = await person('hk_owner2');
    const [a, b, c, d] = await Promise.all(['hk_a', 'hk_b', 'hk_c', 'hk_d'].map(person)) as [Person, Person, Person, Person];
    expect((await reportUser(a, owner.user)).status).toBe(200);
    clock.advance((HACKED_NOTICE_EVERY_SECONDS - 60) * 1000);
    expect((await reportUser(b, owner.user)).body.already_reported).toBe(false);
    expect(await notices(owner.user)).toHaveLength(1);
    // 24 hours after the notice (not after the second report, which sent none).
    clock.advance(60 * 1000);
    expect((await reportUser(c, owner.user)).status).toBe(200);
    expect(await notices(owner.user)).toHaveLength(2);
    expect((await reportUser(d, owner.user)).status).toBe(200);
    expect(await notices(owner.user)).toHaveLength(2);
    expect(server.app.lumen.repos.reports.countOf(ReportObjectType.user, owner.user.id)).toBe(4);
  });

  it('a repeat of the X-Mutation-Id, and the same reporter again under a new one, send none (even a day later)', async () => {
    const reporter = await person('hk_repeat');
    const owner = await person('hk_owner3');
    const first = await reportUser(reporter, owner.user, HACKED, 'hk-same-id');
    expect(await notices(owner.user)).toHaveLength(1);
    clock.advance((HACKED_NOTICE_EVERY_SECONDS + 60) * 1000);
    const replay = await reportUser(reporter, owner.user, HACKED, 'hk-same-id');
    expect(replay).toMatchObject({ status: 200, replayed: '1', body: first.body });
    const again = await reportUser(reporter, owner.user);
    expect(again.body.already_reported).toBe(true);
    expect(await notices(owner.user)).toHaveLength(1);
  });

  it('another account reason sends none; a refused report (invalid reason, own account) sends none and keeps nothing', async () => {
    const reporter = await person('hk_other');
    const owner = await person('hk_owner4');
    expect((await reportUser(reporter, owner.user, ReportReasonId.underage)).status).toBe(200);
    expect(await notices(owner.user)).toHaveLength(0);

    const other = await person('hk_other2');
    for (const reason of [16, 12, 999]) expect((await reportUser(other, owner.user, reason)).status, String(reason)).toBe(400);
    // "It may have been hacked" is an account's reason: a post's report with it is 400.
    const post = createPost(server, owner.user.id);
    expect((await other.client.post(ReportPath.media(String(post.id)), { reason_id: HACKED }, { mutationId: nextId() })).status).toBe(400);
    expect((await reportUser(owner, owner.user)).status).toBe(400);
    expect(await notices(owner.user)).toHaveLength(0);
    expect(server.app.lumen.repos.reports.countOf(ReportObjectType.user, owner.user.id)).toBe(1);
    // Nothing was claimed by the refusals: the first hacked report still mails.
    expect((await reportUser(other, owner.user)).status).toBe(200);
    expect(await notices(owner.user)).toHaveLength(1);
  });

  it('an account without an email: the report is kept, nothing is sent, no error', async () => {
    const reporter = await person('hk_noemail_rep');
    const owner = await makeUser(server, 'hk_noemail', { email: null, phone: '+15550107777' });
    const before = (await outbox(server)).length;
    const res = await reportUser(reporter, owner);
    expect(res).toMatchObject({ status: 200, body: { already_reported: false } });
    expect(server.app.lumen.repos.reports.countOf(ReportObjectType.user, owner.id)).toBe(1);
    expect(await outbox(server)).toHaveLength(before);
  });

  it('a report sent in a batch (as the outbox sends it) mails the notice once; the batch replayed sends none', async () => {
    const reporter = await person('hk_batch');
    const owner = await person('hk_owner5');
    const item = formItem(ReportPath.user(String(owner.user.id)), { source_name: 'profile', reason_id: String(HACKED) }, 'hk-batch-1');
    const { answers } = await sendBatch(reporter.client, [item]);
    expect(answers.map((a) => a.status)).toEqual([200]);
    clock.advance((HACKED_NOTICE_EVERY_SECONDS + 60) * 1000);
    const again = await sendBatch(reporter.client, [item]);
    expect(again.answers.map((a) => a.status)).toEqual([200]);
    expect(await notices(owner.user)).toHaveLength(1);
  });
});
