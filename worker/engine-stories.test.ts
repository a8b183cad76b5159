import { describe, expect, it } from 'vitest';
import type { WireReel } from '../sync/api/stories-wire';
import { StoriesPath } from '../sync/api/stories-wire';
import type { Handler } from './test-support/engine-harness';
import { closedAfterEach, createHarness, json, newProfile } from './test-support/engine-harness';
import { wireReel } from './test-support/wire-fixtures';

// Added (stories): the stories API through the engine (worker/stories/stories-api.ts): the tray,
// opening and stepping across reels, and seen marks through the outbox (one per reel, the newest).

const keep = closedAfterEach();
/** The harness's manual clock starts at 1,000,000 ms: stories taken a little before are live. */
const NOW_S = 1000;

/** `times`: the items' taken_at, oldest first; their ids `<username>-1`, `<username>-2`, … */
const reel = (owner: { id: string; username: string }, times: number[], seen: number): WireReel =>
  wireReel(owner, times.map((takenAt, i) => ({ id: `${owner.username}-${i + 1}`, takenAt })), seen);

const ann = { id: 'u1', username: 'ann' };
const bo = { id: 'u2', username: 'bo' };
/** ann: two items, none seen; bo: one item, seen already (so ann comes first). */
const REELS = [reel(bo, [NOW_S - 300], NOW_S - 300), reel(ann, [NOW_S - 600, NOW_S - 500], 0)];

/** A stories server; `state.down`: every request fails as a lost connection would. Seen marks are kept as sent. */
function storiesServer(state: { down: boolean; seen: URLSearchParams[] }): Handler {
  return ({ method, url, body }) => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (method === 'GET' && url.pathname === StoriesPath.tray) return json({ status: 'ok', tray: REELS });
    if (method === 'GET' && url.pathname === StoriesPath.reelsMedia) {
      const ids = (url.searchParams.get('reel_ids') ?? '').split(',');
      return json({ status: 'ok', reels: Object.fromEntries(REELS.filter((r) => ids.includes(r.id)).map((r) => [r.id, r])) });
    }
    if (method === 'POST' && url.pathname === StoriesPath.seen) {
      const form = new URLSearchParams(body);
      state.seen.push(form);
      return json({ status: 'ok', seen: Number(form.get('reelMediaTakenAt')) });
    }
    return json({ status: 'fail', message: 'not found', error_type: 'not_found' }, 404);
  };
}

describe('stories through the engine', () => {
  it('the tray opens at a reel, unseen reels first; steps go through a reel\'s items, then across reels, and stop at the last', async () => {
    const state = { down: false, seen: [] as URLSearchParams[] };
    const h = keep(createHarness(newProfile(), storiesServer(state)));
    await h.start();
    expect(await h.engine.loadStoriesTray()).toEqual({ ok: true, value: { offline: false } });
    const opened = await h.engine.openStories('bo', 'tray', null);
    expect(opened).toMatchObject({ ok: true, value: { reelId: 'u2', offline: false } });
    const stories = () => h.engine.getState().stories;
    expect(stories().currentTrayOrder).toEqual(['u1', 'u2']);
    expect(await h.engine.stepStory('backward')).toMatchObject({ reelId: 'u1', index: 0, username: 'ann' });
    expect(await h.engine.stepStory('forward')).toMatchObject({ reelId: 'u1', index: 1, username: 'ann' });
    expect(await h.engine.stepStory('forward')).toMatchObject({ reelId: 'u2', index: 0, username: 'bo' });
    expect(await h.engine.stepStory('forward')).toBeNull();
  });

  it('seen marks made offline wait in the outbox as one per reel, the newest, and are sent once back online', async () => {
    const state = { down: false, seen: [] as URLSearchParams[] };
    const h = keep(createHarness(newProfile(), storiesServer(state)));
    await h.start();
    await h.engine.loadStoriesTray();
    await h.engine.openStories('ann', 'tray', null);
    h.engine.setOnline(false);
    state.down = true;
    await h.engine.markStorySeen('u1', 'ann-1');
    await h.engine.markStorySeen('u1', 'ann-2');
    await h.engine.markStorySeen('u1', 'ann-1'); // older than the mark shown: nothing queued
    await h.engine.markStorySeen('u2', 'bo-1'); // seen already: nothing queued
    expect(Object.values(h.engine.getState().outbox.byId).map((i) => i.summary)).toEqual(['Story seen · ann']);
    expect(h.engine.getState().stories.reels['u1']?.seen).toBe(NOW_S - 500);
    state.down = false;
    h.engine.setOnline(true);
    await h.engine.settle();
    expect(state.seen.map((f) => [f.get('reelId'), f.get('reelMediaId'), f.get('reelMediaTakenAt')])).toEqual([['u1', 'ann-2', String(NOW_S - 500)]]);
    expect(h.engine.getState().outbox.byId).toEqual({});
  });

  it('offline, a new start shows the tray and plays a reel read before, from the cache', async () => {
    const state = { down: false, seen: [] as URLSearchParams[] };
    const profile = newProfile();
    const h = keep(createHarness(profile, storiesServer(state)));
    await h.start();
    await h.engine.loadStoriesTray();
    await h.engine.openStories('ann', 'tray', null);
    await h.engine.settle();
    await h.close();

    state.down = true;
    const again = keep(createHarness(profile, storiesServer(state)));
    await again.start('v1', false);
    expect(await again.engine.loadStoriesTray()).toEqual({ ok: true, value: { offline: true } });
    expect(again.engine.getState().stories.feedTray).toEqual(expect.arrayContaining(['u1', 'u2']));
    expect(await again.engine.openStories('ann', 'tray', null)).toMatchObject({ ok: true, value: { reelId: 'u1' } });
    expect(again.engine.getState().stories.currentReelItemIndex).toBe(0);
  });
});
