import { describe, expect, it } from 'vitest';
import { isoTime, relativeTimeLong, relativeTimeShort } from './relative-time';

const now = Date.UTC(2024, 5, 15, 12, 0, 0);
const ago = (s: number) => now / 1000 - s;

describe('relativeTimeLong', () => {
  it('says JUST NOW for the first seconds', () => {
    expect(relativeTimeLong(ago(3), now)).toBe('JUST NOW');
  });
  it('counts seconds, minutes, hours and days', () => {
    expect(relativeTimeLong(ago(30), now)).toBe('30 SECONDS AGO');
    expect(relativeTimeLong(ago(60), now)).toBe('1 MINUTE AGO');
    expect(relativeTimeLong(ago(2 * 3600 + 5), now)).toBe('2 HOURS AGO');
    expect(relativeTimeLong(ago(3 * 86400), now)).toBe('3 DAYS AGO');
  });
  it('shows a date after a week, with the year when it differs', () => {
    expect(relativeTimeLong(Date.UTC(2024, 2, 3) / 1000, now)).toBe('MARCH 3');
    expect(relativeTimeLong(Date.UTC(2019, 2, 3) / 1000, now)).toBe('MARCH 3, 2019');
  });
  it('treats a time in the future (clock skew) as now', () => {
    expect(relativeTimeLong(ago(-100), now)).toBe('JUST NOW');
  });
});

describe('relativeTimeShort', () => {
  it('abbreviates', () => {
    expect(relativeTimeShort(ago(5), now)).toBe('now');
    expect(relativeTimeShort(ago(300), now)).toBe('5m');
    expect(relativeTimeShort(ago(7200), now)).toBe('2h');
    expect(relativeTimeShort(ago(86400 * 2), now)).toBe('2d');
    expect(relativeTimeShort(ago(86400 * 15), now)).toBe('2w');
  });
});

describe('isoTime', () => {
  it('formats seconds as ISO', () => {
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
