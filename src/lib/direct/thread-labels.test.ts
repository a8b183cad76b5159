import { describe, expect, it } from 'vitest';
import type { DirectItem, DirectThread } from '../../../worker/direct/direct-state';
import { connectivityText, previewText, seenLabel, threadRows, threadTitle, timeLine, typingNames } from './thread-labels';
import { directEligible } from './eligibility';

const MIN = 60_000_000;
const user = (pk: string) => ({ pk, username: pk, full_name: '', profile_pic_url: '', is_private: false, is_verified: false });
const users = { ann: user('ann'), bo: user('bo'), cy: user('cy') };
const item = (id: string, userId: string, timestamp: number, over: Partial<DirectItem> = {}): DirectItem => ({
  id, threadId: 't', userId, itemType: 'text', timestamp, mutationToken: null, reactions: { likes: [], likesCount: 0 }, content: { text: id }, delivery: 'sent', ...over,
});
const thread = (over: Partial<DirectThread> = {}): DirectThread => ({
  id: 't', title: '', isGroup: false, userIds: ['ann'], itemIds: [], lastPermanentItemId: null, lastActivityAt: 0, lastSeenAt: {}, pending: false,
  muted: false, unseenCount: 0, usersTyping: {}, hasOlder: false, oldestCursor: null, canSend: true, ...over,
});

describe('direct screen words (dmui, issue 13)', () => {
  it('names a thread by its title, else its people', () => {
    expect(threadTitle(thread({ title: 'Trip' }), users)).toBe('Trip');
    expect(threadTitle(thread({ userIds: ['ann', 'bo'] }), users)).toBe('ann, bo');
    expect(threadTitle(thread({ userIds: ['ann', 'bo', 'cy'] }), users)).toBe('ann, bo and 1 other');
  });

  it('previews the newest message: yours with "You:", a group\'s with the sender, sending and failed in words', () => {
    expect(previewText(item('hi', 'me', 1), 'me', users, false)).toBe('You: hi');
    expect(previewText(item('hi', 'ann', 1), 'me', users, true)).toBe('ann: hi');
    expect(previewText(item('hi', 'ann', 1), 'me', users, false)).toBe('hi');
    expect(previewText(item('x', 'me', 1, { delivery: 'sending' }), 'me', users, false)).toBe('Sending…');
    expect(previewText(item('x', 'me', 1, { delivery: 'failed' }), 'me', users, false)).toBe('Not delivered');
    expect(previewText(undefined, 'me', users, false)).toBe('No messages yet');
  });

  it('groups bubbles by sender within minutes and puts a time line after a long gap', () => {
    const newestFirst = [item('d', 'me', 200 * MIN), item('c', 'ann', 3 * MIN), item('b', 'ann', 2 * MIN), item('a', 'ann', 1 * MIN)];
    const rows = threadRows(newestFirst, 'me');
    expect(rows.map((r) => r.kind)).toEqual(['time', 'item', 'item', 'item', 'time', 'item']);
    const bubbles = rows.filter((r) => r.kind === 'item');
    expect(bubbles.map((r) => [r.item.id, r.firstOfGroup, r.lastOfGroup, r.own])).toEqual([
      ['a', true, false, false], ['b', false, false, false], ['c', false, true, false], ['d', true, true, true],
    ]);
  });

  it('says Seen once the other person\'s mark reaches the viewer\'s newest message, Sent before', () => {
    const items = { m: item('m', 'me', 10) };
    expect(seenLabel(thread({ itemIds: ['m'] }), items, 'me', users)).toBe('Sent');
    expect(seenLabel(thread({ itemIds: ['m'], lastSeenAt: { ann: { itemId: 'm', timestamp: 10 } } }), items, 'me', users)).toBe('Seen');
    expect(seenLabel(thread({ itemIds: ['m'], isGroup: true, userIds: ['ann', 'bo'], lastSeenAt: { ann: { itemId: 'm', timestamp: 10 } } }), items, 'me', users)).toBe('Seen by ann');
    expect(seenLabel(thread({ itemIds: ['m'] }), { m: item('m', 'ann', 10) }, 'me', users)).toBeNull();
  });

  it('shows typing only while on and not expired', () => {
    const t = thread({ usersTyping: { ann: { status: 1, timestamp: 1, expiresAtMs: 2000 }, bo: { status: 0, timestamp: 1, expiresAtMs: 9000 } } });
    expect(typingNames(t, users, 1000)).toEqual(['ann']);
    expect(typingNames(t, users, 3000)).toEqual([]);
  });

  it('says the connection state in words', () => {
    expect(connectivityText(false, 'Connected')).toBe('Offline — messages will send later');
    expect(connectivityText(true, 'Connecting')).toBe('Connecting…');
    expect(connectivityText(true, 'Connected')).toBeNull();
  });

  it('is eligible unless the gatekeeper or experiment turns direct messages off (001 §1)', () => {
    expect(directEligible(null)).toBe(true);
    expect(directEligible({ gatekeepers: {} })).toBe(true);
    expect(directEligible({ gatekeepers: { direct: false } })).toBe(false);
    expect(directEligible({ qe: { direct: { enabled: 'false' } } })).toBe(false);
  });
});

describe('time lines between messages', () => {
  const at = new Date(2026, 2, 3, 18, 5).getTime(); // Tue Mar 3 2026, 18:05 local
  const hm = new Date(at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
  const line = (nowMs: number, locale?: string) => timeLine(at * 1000, nowMs, locale);

  it('says today, yesterday, the weekday within a week, else the date (with the year when it is not this one)', () => {
    expect(line(at + 60_000)).toBe(`Today ${hm}`);
    expect(line(new Date(2026, 2, 4, 9).getTime())).toBe(`Yesterday ${hm}`);
    expect(line(new Date(2026, 2, 7, 9).getTime())).toBe(`Tue ${hm}`);
    expect(line(new Date(2026, 4, 1).getTime())).toBe(`Mar 3, ${hm}`);
    expect(line(new Date(2027, 0, 5).getTime())).toBe(`Mar 3, 2026, ${hm}`);
  });

  it('reads the same as toLocale*String in another locale, called again (its formatters are kept)', () => {
    const de = new Date(at).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' });
    const weekday = new Date(at).toLocaleDateString('de-DE', { weekday: 'short' });
    expect(line(new Date(2026, 2, 6).getTime(), 'de-DE')).toBe(`${weekday} ${de}`);
    expect(line(new Date(2026, 2, 6).getTime(), 'de-DE')).toBe(`${weekday} ${de}`);
    expect(line(at + 1, 'de-DE')).toBe(`Today ${de}`);
  });
});
