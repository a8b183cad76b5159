import { relativeTimeShort } from '../relative-time';
import { AVOW_UNDO_SECONDS } from '../../../sync/api/settings-wire';
import type { WireDisavowedLogin, WireLoginSession } from '../../../sync/api/settings-wire';

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

/**
 * Added (login review): what a login's row offers. 'ask': "Was this you?" (not this device, a new
 * device, not confirmed); 'undo': confirmed within AVOW_UNDO_SECONDS, so "Undo" is still taken;
 * 'none' otherwise.
 */
export type LoginReview = 'ask' | 'undo' | 'none';

export function loginReview(s: Pick<WireLoginSession, 'current' | 'new_device' | 'avowed_at'>, nowMs: number): LoginReview {
  if (s.avowed_at !== null) return nowMs / 1000 - s.avowed_at <= AVOW_UNDO_SECONDS ? 'undo' : 'none';
  return !s.current && s.new_device ? 'ask' : 'none';
}

/** The logins asking "Was this you?". */
export const loginsToReview = (sessions: readonly WireLoginSession[], nowMs: number): WireLoginSession[] => sessions.filter((s) => loginReview(s, nowMs) === 'ask');

/** The line under a login marked "This wasn't me": its place when known, its start, when it was marked. */
export function disavowedDetails(d: Pick<WireDisavowedLogin, 'place' | 'started_at' | 'disavowed_at'>): string {
  return [d.place, startedText(d.started_at), `Marked not you ${dateText(d.disavowed_at)}`].filter((p) => p !== null).join(' · ');
}
