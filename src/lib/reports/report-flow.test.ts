import { describe, expect, it } from 'vitest';
import { findReason, isReportableReason, REPORT_REASONS, ReportReasonId } from '../../../sync/api/reports-wire';
import type { ReportKind, ReportReason } from '../../../sync/api/reports-wire';
import { confirmNote, currentReason, doneStep, isHackedReport, reasonSummary, reasonsShown, reportFlow, startReport, stepTitle } from './report-flow';
import type { ReportEvent, ReportFlow } from './report-flow';

const run = (flow: ReportFlow, ...events: ReportEvent[]): ReportFlow | null =>
  events.reduce<ReportFlow | null>((f, e) => (f === null ? null : reportFlow(f, e)), flow);

describe('the report flow (001 §4 Reports)', () => {
  it('media: topLevel1 → topLevel2 → confirmReport → done → blockOrUnfollow', () => {
    const start = startReport('media');
    expect(start.step).toBe('topLevel1');
    expect(stepTitle(start)).toBe('Why are you reporting this post?');
    const opened = run(start, { type: 'pick', reasonId: 2 });
    expect(opened?.step).toBe('topLevel2');
    expect(opened && stepTitle(opened)).toBe('Nudity or sexual activity');
    expect(opened && reasonsShown(opened).map((r) => r.id)).toEqual([21, 22, 23]);
    const confirm = run(start, { type: 'pick', reasonId: 2 }, { type: 'pick', reasonId: 21 });
    expect(confirm).toMatchObject({ step: 'confirmReport', reasonId: 21, hideFromFeed: true });
    expect(confirm && currentReason(confirm)?.label).toBe('Nudity or pornography');
    expect(run(start, { type: 'pick', reasonId: 2 }, { type: 'pick', reasonId: 21 }, { type: 'toggle-hide' })?.hideFromFeed).toBe(false);
    const done = run(start, { type: 'pick', reasonId: 1 }, { type: 'submit' });
    expect(done?.step).toBe('done');
    expect(done && stepTitle(done)).toBe('Thanks for letting us know');
    expect(run(start, { type: 'pick', reasonId: 1 }, { type: 'submit' }, { type: 'follow-up', action: 'unfollow' })).toMatchObject({ step: 'blockOrUnfollow', followUp: 'unfollow' });
  });

  it('user: three levels (topLevel3), every leaf one the server accepts', () => {
    const flow = run(startReport('user'), { type: 'pick', reasonId: 12 }, { type: 'pick', reasonId: 5 });
    expect(flow?.step).toBe('topLevel3');
    expect(run(flow as ReportFlow, { type: 'pick', reasonId: 51 })?.step).toBe('confirmReport');
    expect(flow && reasonsShown(flow).every((r) => isReportableReason('user', r.id))).toBe(true);
  });

  it('comment and message: intialReport → reasonSelection → reasonDescription → done', () => {
    for (const kind of ['comment', 'direct_message'] as const) {
      const start = startReport(kind);
      expect(start).toMatchObject({ step: 'intialReport', hideFromFeed: false });
      expect(run(start, { type: 'pick', reasonId: 5 })?.step).toBe('reasonSelection');
      expect(run(start, { type: 'pick', reasonId: 5 }, { type: 'pick', reasonId: 52 })?.step).toBe('reasonDescription');
      expect(run(start, { type: 'pick', reasonId: 1 }, { type: 'submit' })?.step).toBe('done');
    }
  });

  it('the confirm step names a sub-reason after the reason it sits under (the last two levels)', () => {
    expect(reasonSummary(run(startReport('direct_message'), { type: 'pick', reasonId: 5 }, { type: 'pick', reasonId: 51 }) as ReportFlow)).toBe('Bullying or harassment: Me');
    expect(reasonSummary(run(startReport('media'), { type: 'pick', reasonId: 1 }) as ReportFlow)).toBe("It's spam");
    const deep = run(startReport('user'), { type: 'pick', reasonId: 12 }, { type: 'pick', reasonId: 2 }, { type: 'pick', reasonId: 22 }) as ReportFlow;
    expect(reasonSummary(deep)).toBe('Nudity or sexual activity: Sexual exploitation or solicitation');
  });

  it('an intellectual property reason asks for its own confirmation', () => {
    expect(run(startReport('comment'), { type: 'pick', reasonId: 8 })?.step).toBe('confirmIPViolationReport');
    expect(run(startReport('media'), { type: 'pick', reasonId: 8 })?.step).toBe('confirmIPViolationReport');
  });

  it('back walks up one step; from the first list it closes; from done it closes', () => {
    const start = startReport('media');
    expect(run(start, { type: 'pick', reasonId: 2 }, { type: 'back' })).toEqual(start);
    expect(run(start, { type: 'pick', reasonId: 1 }, { type: 'back' })).toEqual(start);
    expect(run(start, { type: 'pick', reasonId: 2 }, { type: 'pick', reasonId: 21 }, { type: 'back' })?.step).toBe('topLevel2');
    expect(run(start, { type: 'back' })).toBeNull();
    expect(run(start, { type: 'pick', reasonId: 1 }, { type: 'submit' }, { type: 'back' })).toBeNull();
    expect(run(start, { type: 'pick', reasonId: 1 }, { type: 'submit' }, { type: 'follow-up', action: 'block' }, { type: 'back' })?.step).toBe('done');
  });

  it('events a step does not take change nothing (no submit before a reason, no unknown reason)', () => {
    const start = startReport('media');
    expect(reportFlow(start, { type: 'submit' })).toBe(start);
    expect(reportFlow(start, { type: 'pick', reasonId: 999 })).toBe(start);
    expect(reportFlow(start, { type: 'follow-up', action: 'block' })).toBe(start);
    const comment = run(startReport('comment'), { type: 'pick', reasonId: 1 }) as ReportFlow;
    expect(reportFlow(comment, { type: 'toggle-hide' })).toBe(comment);
  });

  it('every reason id is used once in a kind\'s table (the server finds a reason by its id alone)', () => {
    const ids = (list: readonly ReportReason[]): number[] => list.flatMap((r) => [r.id, ...(r.children ? ids(r.children) : [])]);
    for (const kind of Object.keys(REPORT_REASONS) as ReportKind[]) {
      const all = ids(REPORT_REASONS[kind]);
      expect(new Set(all).size, kind).toBe(all.length);
    }
  });
});

describe('an account reported as hacked (001 §1 hacked account)', () => {
  const hacked = ReportReasonId.hacked;

  it("is a leaf of the account report's first level, and only of it", () => {
    expect(REPORT_REASONS.user.map((r) => r.label)).toContain('It may have been hacked');
    expect(findReason('user', hacked)).toEqual({ id: hacked, label: 'It may have been hacked' });
    expect(isReportableReason('user', hacked)).toBe(true);
    for (const kind of ['media', 'comment', 'direct_message'] as const) expect(isReportableReason(kind, hacked), kind).toBe(false);
  });

  it('topLevel1 → confirmReport → done → blockOrUnfollow, like every account reason', () => {
    const start = startReport('user');
    expect(reasonsShown(start).find((r) => r.id === hacked)?.children).toBeUndefined();
    const confirm = run(start, { type: 'pick', reasonId: hacked }) as ReportFlow;
    expect(confirm).toMatchObject({ step: 'confirmReport', reasonId: hacked, hideFromFeed: false });
    expect(stepTitle(confirm)).toBe('Submit report?');
    expect(reasonSummary(confirm)).toBe('It may have been hacked');
    expect(confirmNote(confirm)).toBe("We'll let the account's owner know so they can secure it. We won't tell them who reported it.");
    const done = run(confirm, { type: 'submit' }) as ReportFlow;
    expect(done.step).toBe('done');
    expect(stepTitle(done)).toBe('Thanks for letting us know');
    expect(run(done, { type: 'follow-up', action: 'unfollow' })).toMatchObject({ step: 'blockOrUnfollow', followUp: 'unfollow' });
    expect(run(confirm, { type: 'back' })).toEqual(start);
  });

  it("its done step says the owner is told and does not lead with Unfollow and Block; other reports' do", () => {
    const done = run(startReport('user'), { type: 'pick', reasonId: hacked }, { type: 'submit' }) as ReportFlow;
    expect(isHackedReport(done)).toBe(true);
    expect(doneStep(done)).toEqual({
      text: "We'll let the account's owner know so they can secure it. Your report is anonymous: we won't tell them it was you.",
      followUpFirst: false,
    });
    const underage = run(startReport('user'), { type: 'pick', reasonId: ReportReasonId.underage }, { type: 'submit' }) as ReportFlow;
    expect(isHackedReport(underage)).toBe(false);
    expect(doneStep(underage).followUpFirst).toBe(true);
    expect(doneStep(underage).text).toMatch(/^Your report is anonymous\./);
    expect(confirmNote(underage)).toBe("We'll review it against our Community Guidelines.");
  });
});
