import { describe, expect, it } from 'vitest';
import { AspectLimits, displayAspectRatio, lessDataSrcSet, srcSet } from './media-layout';

describe('displayAspectRatio (001 §5 aspect ratio limits)', () => {
  it('keeps a ratio inside the limits', () => {
    expect(displayAspectRatio({ width: 1080, height: 1080 }, false)).toBe(1);
  });
  it('clamps a tall image to 0.792', () => {
    expect(displayAspectRatio({ width: 500, height: 1000 }, false)).toBe(AspectLimits.imageMin);
  });
  it('clamps a wide image to 1.9291', () => {
    expect(displayAspectRatio({ width: 3000, height: 1000 }, false)).toBe(AspectLimits.imageMax);
  });
  it('clamps a tall video to 0.8', () => {
    expect(displayAspectRatio({ width: 720, height: 1280 }, true)).toBe(0.8);
  });
  it('falls back to square without dimensions', () => {
    expect(displayAspectRatio({ width: 0, height: 0 }, false)).toBe(1);
  });
});

describe('srcSet', () => {
  it('lists resources by width', () => {
    expect(
      srcSet([
        { src: '/b.jpg', configWidth: 1080, configHeight: 1080 },
        { src: '/a.jpg', configWidth: 640, configHeight: 640 },
        { src: '/c.jpg', configWidth: 640, configHeight: 640 },
      ]),
    ).toBe('/a.jpg 640w, /b.jpg 1080w');
  });
  it('is undefined when empty', () => {
    expect(srcSet([])).toBeUndefined();
  });
});

describe('lessDataSrcSet (Use less data)', () => {
  const r = (w: number) => ({ src: `/${String(w)}.jpg`, configWidth: w, configHeight: w });
  it('keeps the candidates up to 640 px wide', () => {
    expect(lessDataSrcSet([r(1080), r(320), r(640), r(750)])).toBe('/320.jpg 320w, /640.jpg 640w');
  });
  it('keeps the narrowest alone when every candidate is wider', () => {
    expect(lessDataSrcSet([r(1440), r(1080)])).toBe('/1080.jpg 1080w');
  });
  it('is undefined when there is none', () => {
    expect(lessDataSrcSet([])).toBeUndefined();
  });
});
