import { relativeTimeShort } from '../relative-time';
import type { WireLoginSession } from '../../../sync/api/settings-wire';

/** A session used in the last two minutes is "Active now" (the server writes the last use at most once a minute). */
const ACTIVE_NOW_S = 120;

/** "Active now", or "Active 5m ago" / "2h ago" / "3d ago" / "4w ago". */
export function lastActiveText(lastActiveSec: number, nowMs: number): string {
  if (nowMs / 1000 - lastActiveSec < ACTIVE_NOW_S) return 'Active now';
  return `Active ${relativeTimeShort(lastActiveSec, nowMs)} ago`;
}

/** "March 3, 2026" (UTC, so it reads the same on every machine). */
export function dateText(sec: number): string {
  return new Date(sec * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "Started March 3, 2026". */
export const startedText = (startedSec: number): string => `Started ${dateText(startedSec)}`;

/** The line under a session's device: its place when known, its last use, its start. */
export function sessionDetails(s: Pick<WireLoginSession, 'place' | 'last_active_at' | 'started_at'>, nowMs: number): string {
  return [s.place, lastActiveText(s.last_active_at, nowMs), startedText(s.started_at)].filter((p) => p !== null).join(' · ');
}

/** Current first, then the others as the server ordered them (the last used first). */
export function currentFirst(sessions: readonly WireLoginSession[]): WireLoginSession[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
