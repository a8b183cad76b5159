import { describe, expect, it } from 'vitest';
import type { SizeReaders } from '../../lib/media/media-facts';
import { CropRatio } from '../../lib/media/crop';
import { composeReducer, emptyCompose } from './compose-reducer';
import { feedComposeInput } from './feed-compose-input';
import { pickFeedMedia } from './pick-feed-media';

const sizes: Record<string, { width: number; height: number; durationSeconds: number }> = {
  'tall.jpg': { width: 1000, height: 3000, durationSeconds: 0 },
  'square.jpg': { width: 1000, height: 1000, durationSeconds: 0 },
  'long.mp4': { width: 1920, height: 1080, durationSeconds: 90 },
};
const readers: SizeReaders = {
  image: (f) => Promise.resolve(sizes[(f as File).name] ?? { width: 1, height: 1 }),
  video: (f) => Promise.resolve(sizes[(f as File).name] ?? { width: 1, height: 1, durationSeconds: 1 }),
};
const file = (name: string, type = name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg') => new File([new Uint8Array(10)], name, { type });
const url = (f: File) => `blob:${f.name}`;

describe('pickFeedMedia', () => {
  it('accepts photos as a carousel pick with preview urls', async () => {
    const pick = await pickFeedMedia([file('square.jpg'), file('tall.jpg')], readers, url);
    expect(pick.ok && pick.media.map((m) => m.previewUrl)).toEqual(['blob:square.jpg', 'blob:tall.jpg']);
    expect(pick.ok && pick.originalAllowed).toBe(false);
  });

  it('refuses a feed video over 60.5 s with the limit in the message (001 §5)', async () => {
    expect(await pickFeedMedia([file('long.mp4')], readers, url)).toEqual({ ok: false, message: 'This video is too long: it can be at most 60.5 seconds long.' });
  });

  it('refuses a PNG', async () => {
    expect(await pickFeedMedia([file('x.png', 'image/png')], readers, url)).toEqual({ ok: false, message: 'Photos must be JPEG images.' });
  });
});

describe('feedComposeInput', () => {
  it('sends the crop of the first item, trimmed texts, location and tags', async () => {
    const pick = await pickFeedMedia([file('tall.jpg')], readers, url);
    if (!pick.ok) throw new Error(pick.message);
    const s = [
      { type: 'media-picked', media: pick.media, originalAllowed: pick.originalAllowed, originalNote: pick.originalNote },
      { type: 'ratio-chosen', ratio: CropRatio.square },
      { type: 'caption-changed', text: '  hello  ' },
      { type: 'location-chosen', location: { id: 'l1', name: 'Lisbon' } },
      { type: 'usertag-added', tag: { userId: 'u2', username: 'ben', x: 0.3, y: 0.4 } },
    ] as const;
    const input = feedComposeInput(s.reduce(composeReducer, emptyCompose));
    expect(input.kind).toBe('feed');
    expect(input.transform).toEqual({ x: 0, y: 0.333333, width: 1, height: 0.333333 });
    expect(input.caption).toBe('hello');
    expect(input.location).toEqual({ id: 'l1', name: 'Lisbon' });
    expect(input.usertags).toEqual([{ userId: 'u2', username: 'ben', x: 0.3, y: 0.4 }]);
    expect(input.facts).toEqual([{ width: 1000, height: 3000, mimeType: 'image/jpeg', bytes: 10 }]);
  });

  it('is a carousel with more than one item', async () => {
    const pick = await pickFeedMedia([file('square.jpg'), file('square.jpg')], readers, url);
    if (!pick.ok) throw new Error(pick.message);
    const s = composeReducer(emptyCompose, { type: 'media-picked', media: pick.media, originalAllowed: true, originalNote: null });
    expect(feedComposeInput(s)).toMatchObject({ kind: 'carousel', transform: null });
  });
});
