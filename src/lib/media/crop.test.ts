import { describe, expect, it } from 'vitest';
import { validateMedia } from '../../../sync/api/upload-rules';
import { cropAxis, cropBoxStyle, cropObjectPosition, cropTransform, CropRatio, ratioValue } from './crop';

describe('cropTransform', () => {
  it('Original sends no crop', () => {
    expect(cropTransform(CropRatio.original, 4000, 3000)).toBeNull();
  });

  it('1:1 on a 4:3 landscape keeps the full height and centres a square', () => {
    expect(cropTransform(CropRatio.square, 4000, 3000)).toEqual({ x: 0.125, y: 0, width: 0.75, height: 1 });
  });

  it('4:5 on a 1:1 keeps the full height, 80 % of the width', () => {
    expect(cropTransform(CropRatio.portrait, 1080, 1080)).toEqual({ x: 0.1, y: 0, width: 0.8, height: 1 });
  });

  it('1.91:1 on a 4:5 portrait keeps the full width and a band of the height', () => {
    const t = cropTransform(CropRatio.landscape, 1080, 1350);
    expect(t?.width).toBe(1);
    expect(t?.height).toBeCloseTo(0.8 / 1.91, 6);
    expect(t?.y).toBeCloseTo((1 - 0.8 / 1.91) / 2, 6);
  });

  it('slides the box with pan, from one edge to the other', () => {
    expect(cropTransform(CropRatio.square, 2000, 1000, 0)).toEqual({ x: 0, y: 0, width: 0.5, height: 1 });
    expect(cropTransform(CropRatio.square, 2000, 1000, 1)).toEqual({ x: 0.5, y: 0, width: 0.5, height: 1 });
    expect(cropTransform(CropRatio.square, 2000, 1000, 7)).toEqual({ x: 0.5, y: 0, width: 0.5, height: 1 });
  });

  it('sends no crop when the source already has the ratio', () => {
    expect(cropTransform(CropRatio.square, 1080, 1080)).toBeNull();
  });

  it.each([CropRatio.square, CropRatio.portrait, CropRatio.landscape])('%s gives a shape 001 §5 accepts for a too-tall photo', (choice) => {
    const t = cropTransform(choice, 1000, 3000);
    expect(t).not.toBeNull();
    const width = (t?.width ?? 0) * 1000;
    const height = (t?.height ?? 0) * 3000;
    expect(width / height).toBeCloseTo(ratioValue(choice, 1000, 3000), 4);
    expect(validateMedia({ kind: 'feed-photo', mimeType: 'image/jpeg', bytes: 1, width, height }).ok).toBe(true);
  });
});

describe('crop preview', () => {
  it('names the axis the box slides along', () => {
    expect(cropAxis(CropRatio.square, 4000, 3000)).toBe('x');
    expect(cropAxis(CropRatio.landscape, 1000, 1000)).toBe('y');
    expect(cropAxis(CropRatio.original, 1000, 3000)).toBeNull();
  });

  it('matches object-position to the transform', () => {
    expect(cropObjectPosition('x', 0.25)).toBe('25% 50%');
    expect(cropObjectPosition('y', 1)).toBe('50% 100%');
    expect(cropObjectPosition(null)).toBe('50% 50%');
  });

  it('uses the source ratio for Original and the fixed ratio otherwise', () => {
    expect(ratioValue(CropRatio.original, 1500, 1000)).toBe(1.5);
    expect(ratioValue(CropRatio.portrait, 1500, 1000)).toBe(0.8);
  });
});

describe('cropBoxStyle', () => {
  it('places the box over the source in percent', () => {
    expect(cropBoxStyle({ x: 0.125, y: 0, width: 0.75, height: 1 })).toEqual({ left: '12.5%', top: '0%', width: '75%', height: '100%' });
  });
  it('covers everything without a crop', () => {
    expect(cropBoxStyle(null)).toEqual({ left: '0%', top: '0%', width: '100%', height: '100%' });
  });
});
