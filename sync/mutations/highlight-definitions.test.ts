import { describe, expect, it } from 'vitest';
import { HighlightsPath } from '../api/highlights-wire';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';
import type { HighlightItemPreview } from './types';

const deps = { now: () => 1_700_000_000_500, uuid: () => 'm1', viewerId: 'v1' };
const story = (id: string, takenAt: number): HighlightItemPreview => ({
  id, isVideo: false, takenAt, width: 1080, height: 1920, displayUrl: `/media/${id}.jpg`, thumbnailSrc: `/media/${id}-150.jpg`, videoUrl: null, videoDurationMs: null, caption: null,
});

describe('highlight mutations (paths ours, sync/api/highlights-wire.ts)', () => {
  it('create sends the title, the story ids and the chosen cover; the previews stay local', () => {
    const made = createMutation('highlight-create', { clientId: 'local:h1', userId: 'v1', title: 'Trips', coverStoryId: '9', items: [story('9', 5), story('4', 1)] }, deps);
    expect(toRequest(made, (id) => id)).toEqual({ method: 'POST', path: HighlightsPath.create, mutationId: 'm1', form: { title: 'Trips', media_ids: '9,4', cover_media_id: '9' } });
    expect([entityKey(made), coalesceKey(made), coalesceMode(made), summary(made)]).toEqual(['highlight:local:h1', 'highlight-create:local:h1', 'once', 'New highlight “Trips”']);
    const noCover = createMutation('highlight-create', { clientId: 'local:h2', userId: 'v1', title: 'A', coverStoryId: null, items: [story('4', 1)] }, deps);
    expect(toRequest(noCover, (id) => id).form).toEqual({ title: 'A', media_ids: '4' });
  });

  it('edit sends only what changed; delete has no body', () => {
    const edit = createMutation('highlight-edit', { highlightId: '5', title: null, removedStoryIds: ['4', '7'], previous: { title: 'Trips', itemIds: [] } }, deps);
    expect(toRequest(edit, (id) => id)).toEqual({ method: 'POST', path: HighlightsPath.edit('5'), mutationId: 'm1', form: { removed_media_ids: '4,7' } });
    expect(summary(edit)).toBe('Edit highlight “Trips”');
    const rename = createMutation('highlight-edit', { highlightId: '5', title: 'Days', removedStoryIds: [], previous: { title: 'Trips', itemIds: [] } }, deps);
    expect(toRequest(rename, (id) => id).form).toEqual({ title: 'Days' });
    const del = createMutation('highlight-delete', { highlightId: '5', title: 'Days' }, deps);
    expect(toRequest(del, (id) => id)).toEqual({ method: 'POST', path: HighlightsPath.delete('5'), mutationId: 'm1' });
    expect(entityKey(del)).toBe('highlight:5');
  });

  it('each is appended as it is (edits of one highlight go in order, FIFO)', () => {
    const a = createMutation('highlight-edit', { highlightId: '5', title: 'A', removedStoryIds: [], previous: { title: 'T', itemIds: [] } }, { ...deps, uuid: () => 'a' });
    const b = createMutation('highlight-edit', { highlightId: '5', title: 'B', removedStoryIds: [], previous: { title: 'A', itemIds: [] } }, { ...deps, uuid: () => 'b' });
    expect(planEnqueue([a], b)).toEqual({ add: true, cancel: [] });
  });
});
