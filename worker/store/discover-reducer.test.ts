import { describe, expect, it } from 'vitest';
import { emptyBundle } from '../normalize/people';
import { fold } from '../test-support/state-fixtures';
import type { Action } from './actions';
import { hashtagFollowView } from './discover-reducer';

const loaded = (name: string, following: boolean): Action => ({ type: 'people-loaded', bundle: { ...emptyBundle(), hashtags: [{ name, following }] } });

describe('discover slice: following a hashtag (001 §4 field rules)', () => {
  it('a follow shows at once, unstable while pending, stable on the answer', () => {
    const pending = fold([{ type: 'hashtag-follow-requested', name: 'sunset' }]);
    expect(hashtagFollowView(pending.discover, 'sunset')).toEqual({ following: true, pending: true });
    const answered = fold([{ type: 'hashtag-follow-requested', name: 'sunset' }, { type: 'hashtag-follow-succeeded', name: 'sunset' }]);
    expect(hashtagFollowView(answered.discover, 'sunset')).toEqual({ following: true, pending: false });
  });

  it('a failed follow restores the state the server confirmed, stable', () => {
    const s = fold([loaded('sunset', false), { type: 'hashtag-follow-requested', name: 'sunset' }, { type: 'hashtag-follow-failed', name: 'sunset' }]);
    expect(hashtagFollowView(s.discover, 'sunset')).toEqual({ following: false, pending: false });
    const unfollow = fold([loaded('sunset', true), { type: 'hashtag-unfollow-requested', name: 'sunset' }, { type: 'hashtag-unfollow-failed', name: 'sunset' }]);
    expect(hashtagFollowView(unfollow.discover, 'sunset')).toEqual({ following: true, pending: false });
  });

  it('server data merges as the newer state, stable only if both agree; the pending change re-applied keeps showing', () => {
    const merged = fold([{ type: 'hashtag-follow-requested', name: 'sunset' }, loaded('sunset', false)]);
    expect(merged.discover.hashtagFollows['sunset']).toMatchObject({ state: 'not-following', stable: false });
    // the rebase re-applies the pending follow after server data
    const rebased = fold([{ type: 'hashtag-follow-requested', name: 'sunset' }, loaded('sunset', false), { type: 'hashtag-follow-requested', name: 'sunset' }]);
    expect(hashtagFollowView(rebased.discover, 'sunset')).toEqual({ following: true, pending: true });
    expect(hashtagFollowView(fold([loaded('sunset', true)]).discover, 'sunset')).toEqual({ following: true, pending: false });
  });

  it('an unknown hashtag is not followed; a logout forgets every follow', () => {
    expect(hashtagFollowView(fold([]).discover, 'x')).toEqual({ following: false, pending: false });
    expect(fold([loaded('sunset', true), { type: 'session-cleared' }]).discover.hashtagFollows).toEqual({});
  });
});

describe('discover slice: suggestions marked seen (mark_su_seen)', () => {
  it('moves the seen time forward only', () => {
    const s = fold([{ type: 'suggestions-mark-seen-requested', at: 200 }, { type: 'suggestions-mark-seen-succeeded', at: 100 }]);
    expect(s.discover.suggestionsSeenAt).toBe(200);
  });
});
