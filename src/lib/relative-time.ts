/**
 * Relative times (spec: wording not shown; our choice follows modern photo apps):
 * posts say "JUST NOW", "5 MINUTES AGO", "2 HOURS AGO", "3 DAYS AGO", then a date
 * ("MARCH 3", or "MARCH 3, 2019" in another year); comments say "now", "5m", "2h", "3d", "4w".
 * Times are seconds since epoch; `nowMs` is injected.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 'S'} AGO`;
}

export function relativeTimeLong(postedAtSec: number, nowMs: number): string {
  const diff = Math.max(0, Math.floor(nowMs / 1000 - postedAtSec));
  if (diff < MINUTE) return diff < 10 ? 'JUST NOW' : plural(diff, 'SECOND');
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'MINUTE');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'HOUR');
  if (diff < WEEK) return plural(Math.floor(diff / DAY), 'DAY');
  const date = new Date(postedAtSec * 1000);
  const sameYear = date.getUTCFullYear() === new Date(nowMs).getUTCFullYear();
  const text = date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  return text.toUpperCase();
}

export function relativeTimeShort(postedAtSec: number, nowMs: number): string {
  const diff = Math.max(0, Math.floor(nowMs / 1000 - postedAtSec));
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < WEEK) return `${Math.floor(diff / DAY)}d`;
  return `${Math.floor(diff / WEEK)}w`;
}

/** The machine-readable value of a <time dateTime>. */
export function isoTime(postedAtSec: number): string {
  return new Date(postedAtSec * 1000).toISOString();
}
