import { describe, expect, it } from 'vitest';
import { StoriesPath } from '../api/stories-wire';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1_700_000_000_500, uuid: () => 'm1', viewerId: 'v1' };
const args = (itemId: string, takenAt: number) => ({ reelId: '7', ownerId: '7', username: 'maya', itemId, takenAt });

describe('story seen (001 §7 Stories)', () => {
  it("is sent to /stories/reel/seen with the spec's fields", () => {
    const seen = createMutation('story-seen', args('s1', 100), deps);
    expect(toRequest(seen, (id) => id)).toEqual({
      method: 'POST', path: StoriesPath.seen, mutationId: 'm1',
      form: { reelMediaId: 's1', reelMediaOwnerId: '7', reelId: '7', reelMediaTakenAt: '100', viewSeenAt: '1700000000' },
    });
    expect([entityKey(seen), coalesceKey(seen), coalesceMode(seen), summary(seen)]).toEqual(['reel:7', 'story-seen:7', 'set', 'Story seen · maya']);
  });

  it('coalesces per reel: a newer mark replaces the one still waiting; other reels are kept', () => {
    const a = createMutation('story-seen', args('s1', 100), { ...deps, uuid: () => 'a' });
    const b = createMutation('story-seen', args('s2', 200), { ...deps, uuid: () => 'b' });
    const other = createMutation('story-seen', { ...args('x', 50), reelId: '8', ownerId: '8' }, { ...deps, uuid: () => 'o' });
    expect(planEnqueue([a, other], b)).toEqual({ add: true, cancel: ['a'] });
  });
});
