import { describe, expect, it } from 'vitest';
import { CropRatio } from '../../lib/media/crop';
import { composeReducer, emptyCompose, USERTAG_MAX, type ComposeAction, type PickedMedia } from './compose-reducer';
import { createComposeStore } from './compose-store';

const media = (url: string, width = 1080, height = 1350): PickedMedia => ({
  file: new File([new Uint8Array(1)], `${url}.jpg`, { type: 'image/jpeg' }),
  previewUrl: url,
  facts: { width, height, mimeType: 'image/jpeg', bytes: 1 },
  isVideo: false,
});
const picked = (m: PickedMedia[], originalAllowed = true): ComposeAction => ({ type: 'media-picked', media: m, originalAllowed, originalNote: originalAllowed ? null : 'too tall' });
const fold = (actions: ComposeAction[]) => actions.reduce(composeReducer, emptyCompose);

describe('composeReducer', () => {
  it('starts a pick at Original when the shape is allowed', () => {
    expect(fold([picked([media('a')])]).ratio).toBe(CropRatio.original);
  });

  it('starts a too-tall pick at 4:5 and a too-wide one at 1.91:1 (001 §5 aspect ratio limits)', () => {
    expect(fold([picked([media('a', 1000, 3000)], false)]).ratio).toBe(CropRatio.portrait);
    expect(fold([picked([media('a', 3000, 1000)], false)]).ratio).toBe(CropRatio.landscape);
  });

  it('refuses Original when the shape breaks the limits', () => {
    const s = fold([picked([media('a', 1000, 3000)], false), { type: 'ratio-chosen', ratio: CropRatio.original }]);
    expect(s.ratio).toBe(CropRatio.portrait);
  });

  it('re-centres the crop when the ratio changes', () => {
    const s = fold([picked([media('a')]), { type: 'crop-panned', pan: 0.9 }, { type: 'ratio-chosen', ratio: CropRatio.square }]);
    expect(s.pan).toBe(0.5);
    expect(fold([{ type: 'crop-panned', pan: 4 }]).pan).toBe(1);
  });

  it('keeps one tag per person, moving it to the new point', () => {
    const s = fold([
      { type: 'usertag-added', tag: { userId: 'u1', username: 'ana', x: 0.1, y: 0.1 } },
      { type: 'usertag-added', tag: { userId: 'u1', username: 'ana', x: 0.7, y: 0.2 } },
    ]);
    expect(s.usertags).toEqual([{ userId: 'u1', username: 'ana', x: 0.7, y: 0.2 }]);
    expect(composeReducer(s, { type: 'usertag-removed', userId: 'u1' }).usertags).toEqual([]);
  });

  it('stops at 20 tags', () => {
    const adds: ComposeAction[] = Array.from({ length: USERTAG_MAX + 1 }, (_, i) => ({ type: 'usertag-added', tag: { userId: `u${i}`, username: `n${i}`, x: 0, y: 0 } }));
    expect(fold(adds).usertags).toHaveLength(USERTAG_MAX);
  });

  it('keeps the caption across a new pick, but drops tags placed on the old media', () => {
    const s = fold([
      { type: 'caption-changed', text: 'sunset' },
      { type: 'usertag-added', tag: { userId: 'u1', username: 'ana', x: 0.5, y: 0.5 } },
      picked([media('b')]),
    ]);
    expect(s.caption).toBe('sunset');
    expect(s.usertags).toEqual([]);
  });
});

describe('createComposeStore', () => {
  it('revokes the preview urls of media that leave the state', () => {
    const revoked: string[] = [];
    const store = createComposeStore((url) => revoked.push(url));
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch(picked([media('blob:a'), media('blob:b')]));
    store.dispatch(picked([media('blob:b'), media('blob:c')]));
    expect(revoked).toEqual(['blob:a']);
    store.dispatch({ type: 'compose-reset' });
    expect(revoked).toEqual(['blob:a', 'blob:b', 'blob:c']);
    expect(calls).toBe(3);
  });

  it('does not notify when an action changes nothing', () => {
    const store = createComposeStore(() => undefined, fold([picked([media('a', 1000, 3000)], false)]));
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: 'ratio-chosen', ratio: CropRatio.original });
    expect(calls).toBe(0);
  });
});
