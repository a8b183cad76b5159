import { describe, expect, it } from 'vitest';
import { currentFirst, disavowedDetails, lastActiveText, loginReview, loginsToReview, sessionDetails, startedText } from './login-activity';
import { AVOW_UNDO_SECONDS } from '../../../sync/api/settings-wire';
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

describe('"Was this you?"', () => {
  const login = (over: Partial<WireLoginSession> = {}): WireLoginSession => ({ id: 'a', device: 'Safari on iPhone', place: null, started_at: 0, last_active_at: 0, current: false, new_device: true, avowed_at: null, ...over });
  it('asks about another device\'s login not yet confirmed, not about this device nor a known device', () => {
    expect(loginReview(login(), NOW)).toBe('ask');
    expect(loginReview(login({ current: true }), NOW)).toBe('none');
    expect(loginReview(login({ new_device: false }), NOW)).toBe('none');
    expect(loginsToReview([login({ id: 'x' }), login({ id: 'y', new_device: false }), login({ id: 'z', current: true })], NOW).map((s) => s.id)).toEqual(['x']);
  });
  it('offers Undo within the window after "This was me", then nothing', () => {
    expect(loginReview(login({ avowed_at: sec(NOW) - AVOW_UNDO_SECONDS }), NOW)).toBe('undo');
    expect(loginReview(login({ avowed_at: sec(NOW) - AVOW_UNDO_SECONDS - 1 }), NOW)).toBe('none');
  });
  it('words a login marked not the person\'s', () => {
    expect(disavowedDetails({ place: 'Local network', started_at: sec(Date.UTC(2026, 2, 3)), disavowed_at: sec(Date.UTC(2026, 2, 4)) })).toBe('Local network · Started March 3, 2026 · Marked not you March 4, 2026');
  });
});
