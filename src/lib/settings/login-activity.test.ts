import { describe, expect, it } from 'vitest';
import { currentFirst, lastActiveText, sessionDetails, startedText } from './login-activity';
import type { WireLoginSession } from '../../../sync/api/settings-wire';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

describe('login activity texts', () => {
  it('says Active now within two minutes, then how long ago', () => {
    expect(lastActiveText(sec(NOW - 90_000), NOW)).toBe('Active now');
    expect(lastActiveText(sec(NOW - 5 * 60_000), NOW)).toBe('Active 5m ago');
    expect(lastActiveText(sec(NOW - 3 * 86_400_000), NOW)).toBe('Active 3d ago');
  });
  it('gives the start as a date', () => {
    expect(startedText(sec(Date.UTC(2026, 2, 3, 23, 30)))).toBe('Started March 3, 2026');
  });
  it('joins the place (when known), the last use and the start', () => {
    const s = { place: "This device's network", last_active_at: sec(NOW), started_at: sec(Date.UTC(2026, 2, 3)) };
    expect(sessionDetails(s, NOW)).toBe("This device's network · Active now · Started March 3, 2026");
    expect(sessionDetails({ ...s, place: null }, NOW)).toBe('Active now · Started March 3, 2026');
  });
  it('puts this device first, keeping the others\' order', () => {
    const s = (id: string, current: boolean): WireLoginSession => ({ id, device: id, place: null, started_at: 0, last_active_at: 0, current, new_device: false, avowed_at: null });
    expect(currentFirst([s('a', false), s('b', true), s('c', false)]).map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });
});
