import { useSyncExternalStore } from 'react';
import type { ReportSourceName } from '../../../sync/api/reports-wire';
import { ReportSheet } from './report-sheet';

/**
 * Added (reports): what a Report control opens. The sheet lives in the shell (ReportHost), not
 * in the control's own tree: the report itself hides what was reported (a comment marked
 * didReportAsSpam, a post leaving the feed), which takes the control away while the sheet still
 * shows its done step.
 */
export type ReportTarget =
  | { kind: 'media'; postId: string; ownerId: string; source: ReportSourceName }
  | { kind: 'comment'; postId: string; commentId: string; ownerId: string }
  | { kind: 'user'; ownerId: string }
  | { kind: 'direct_message'; threadId: string; itemId: string; ownerId: string };

let current: ReportTarget | null = null;
const listeners = new Set<() => void>();
const set = (next: ReportTarget | null) => {
  current = next;
  for (const l of listeners) l();
};

export const openReport = (target: ReportTarget): void => set(target);
const close = () => set(null);
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function ReportHost() {
  const target = useSyncExternalStore(subscribe, () => current);
  // A new target is a new flow: keyed so the sheet starts at its first step.
  return target === null ? null : <ReportSheet key={JSON.stringify(target)} target={target} onClose={close} />;
}
