/**
 * Added (reports): the report sheet's steps as a small state machine (001 §4 Reports). Comment
 * flow: intialReport → reasonSelection → reasonDescription | confirmIPViolationReport → done →
 * blockOrUnfollow. Media flow: topLevel1 → topLevel2 → confirmReport | confirmIPViolationReport →
 * done → blockOrUnfollow; the user flow has a third level (topLevel3). A direct message follows the
 * comment flow (ours: 001 shows no steps for it). The spec's step names are kept, its spelling
 * of "intialReport" too. The lists come from the one reason table (sync/api/reports-wire.ts).
 * An account reported as hacked (001 §1) takes the same steps; its confirm and done steps say
 * that the owner is told so they can secure it, and its done step leads with Done, not Block.
 * Pure: the sheet sends the report when `submit` reaches `done`.
 */
import { REPORT_REASONS, ReportReasonId } from '../../../sync/api/reports-wire';
import type { ReportKind, ReportReason } from '../../../sync/api/reports-wire';

export type ReportListStep = 'topLevel1' | 'topLevel2' | 'topLevel3' | 'intialReport' | 'reasonSelection';
export type ReportStep = ReportListStep | 'reasonDescription' | 'confirmReport' | 'confirmIPViolationReport' | 'done' | 'blockOrUnfollow';
export type FollowUp = 'block' | 'unfollow';

export interface ReportFlow {
  kind: ReportKind;
  step: ReportStep;
  /** The reasons opened, one per level below the first list. */
  path: readonly number[];
  /** The reason to send (a leaf), once picked. */
  reasonId: number | null;
  /** Media only: the post leaves the reporter's feed. */
  hideFromFeed: boolean;
  /** What the blockOrUnfollow step confirms. */
  followUp: FollowUp | null;
}

export type ReportEvent =
  | { type: 'pick'; reasonId: number }
  | { type: 'back' }
  | { type: 'toggle-hide' }
  | { type: 'submit' }
  | { type: 'follow-up'; action: FollowUp };

const LIST_STEPS: Record<ReportKind, readonly ReportListStep[]> = {
  media: ['topLevel1', 'topLevel2'],
  user: ['topLevel1', 'topLevel2', 'topLevel3'],
  comment: ['intialReport', 'reasonSelection'],
  direct_message: ['intialReport', 'reasonSelection'],
};

const isList = (step: ReportStep): step is ReportListStep =>
  step === 'topLevel1' || step === 'topLevel2' || step === 'topLevel3' || step === 'intialReport' || step === 'reasonSelection';

const listStep = (kind: ReportKind, level: number): ReportListStep => LIST_STEPS[kind][Math.min(level, LIST_STEPS[kind].length - 1)] as ReportListStep;

export function startReport(kind: ReportKind): ReportFlow {
  return { kind, step: listStep(kind, 0), path: [], reasonId: null, hideFromFeed: kind === 'media', followUp: null };
}

/** The reasons listed at the flow's current level (the first list, or the children of the last reason opened). */
export function reasonsShown(flow: ReportFlow): readonly ReportReason[] {
  let list = REPORT_REASONS[flow.kind];
  for (const id of flow.path) list = list.find((r) => r.id === id)?.children ?? [];
  return list;
}

/** The reason picked or opened last (a step's title), or null at the first list. */
export function currentReason(flow: ReportFlow): ReportReason | null {
  const id = flow.reasonId ?? flow.path.at(-1);
  if (id === undefined) return null;
  let list = REPORT_REASONS[flow.kind];
  for (const opened of flow.path) {
    const r = list.find((x) => x.id === opened);
    if (!r) return null;
    if (r.id === id) return r;
    list = r.children ?? [];
  }
  return list.find((r) => r.id === id) ?? null;
}

/** How the confirm step names the reason: the leaf after the reason it sits under ("Bullying or harassment: Me"). */
export function reasonSummary(flow: ReportFlow): string {
  const labels: string[] = [];
  let list = REPORT_REASONS[flow.kind];
  for (const id of [...flow.path, ...(flow.reasonId === null ? [] : [flow.reasonId])]) {
    const r = list.find((x) => x.id === id);
    if (!r) break;
    labels.push(r.label);
    list = r.children ?? [];
  }
  return labels.slice(-2).join(': ');
}

/** The next state, or null when the sheet closes (back from the first list). An event a step does not take changes nothing. */
export function reportFlow(flow: ReportFlow, event: ReportEvent): ReportFlow | null {
  switch (event.type) {
    case 'pick': {
      if (!isList(flow.step)) return flow;
      const reason = reasonsShown(flow).find((r) => r.id === event.reasonId);
      if (!reason) return flow;
      if (reason.children) return { ...flow, path: [...flow.path, reason.id], step: listStep(flow.kind, flow.path.length + 1) };
      const confirm = reason.ip ? 'confirmIPViolationReport' : flow.kind === 'comment' || flow.kind === 'direct_message' ? 'reasonDescription' : 'confirmReport';
      return { ...flow, reasonId: reason.id, step: confirm };
    }
    case 'back':
      if (flow.step === 'done') return null;
      if (flow.step === 'blockOrUnfollow') return { ...flow, step: 'done', followUp: null };
      if (!isList(flow.step)) return { ...flow, reasonId: null, step: listStep(flow.kind, flow.path.length) };
      if (flow.path.length === 0) return null;
      return { ...flow, path: flow.path.slice(0, -1), step: listStep(flow.kind, flow.path.length - 1) };
    case 'toggle-hide':
      return flow.kind === 'media' && isConfirm(flow.step) ? { ...flow, hideFromFeed: !flow.hideFromFeed } : flow;
    case 'submit':
      return isConfirm(flow.step) && flow.reasonId !== null ? { ...flow, step: 'done' } : flow;
    case 'follow-up':
      return flow.step === 'done' ? { ...flow, step: 'blockOrUnfollow', followUp: event.action } : flow;
  }
}

export function isConfirm(step: ReportStep): boolean {
  return step === 'confirmReport' || step === 'reasonDescription' || step === 'confirmIPViolationReport';
}

const NOUN: Record<ReportKind, string> = { media: 'post', comment: 'comment', user: 'account', direct_message: 'message' };

/** The step's heading. */
export function stepTitle(flow: ReportFlow): string {
  if (flow.step === 'done') return 'Thanks for letting us know';
  if (flow.step === 'blockOrUnfollow') return flow.followUp === 'unfollow' ? 'Unfollow?' : 'Block?';
  if (flow.step === 'confirmIPViolationReport') return 'Intellectual property violation';
  if (isConfirm(flow.step)) return 'Submit report?';
  if (flow.path.length === 0) return `Why are you reporting this ${NOUN[flow.kind]}?`;
  return currentReason(flow)?.label ?? 'Report';
}

/** An account reported as "It may have been hacked" (001 §1 hacked account): its owner gets a security notice. */
export function isHackedReport(flow: ReportFlow): boolean {
  return flow.kind === 'user' && flow.reasonId === ReportReasonId.hacked;
}

/** What the confirm step says happens next, after "You're reporting this as <reason>." */
export function confirmNote(flow: ReportFlow): string {
  return isHackedReport(flow)
    ? "We'll let the account's owner know so they can secure it. We won't tell them who reported it."
    : "We'll review it against our Community Guidelines.";
}

/**
 * The done step: its text, and whether Unfollow and Block come before Done. After most reports
 * they do (Instagram's next step: stop seeing the account); a hacked account is a friend's, to
 * be secured, not left: Done comes first and Unfollow and Block stay below it, not in red.
 */
export function doneStep(flow: ReportFlow): { text: string; followUpFirst: boolean } {
  if (isHackedReport(flow)) return { text: "We'll let the account's owner know so they can secure it. Your report is anonymous: we won't tell them it was you.", followUpFirst: false };
  return { text: 'Your report is anonymous. We use reports like this to find content that goes against our Community Guidelines.', followUpFirst: true };
}
