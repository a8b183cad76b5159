import { describe, expect, it } from 'vitest';
import { coverCropRect, coverOutputSize } from './cover-crop';

describe('coverCropRect (001 §5 cover crop 9:16)', () => {
  it('cuts a centred 9:16 band out of a landscape frame', () => {
    expect(coverCropRect(1920, 1080)).toEqual({ sx: 656, sy: 0, sw: 608, sh: 1080 });
  });
  it('cuts the top and bottom of a frame taller than 9:16', () => {
    expect(coverCropRect(1080, 2400)).toEqual({ sx: 0, sy: 240, sw: 1080, sh: 1920 });
  });
  it('keeps a 9:16 frame whole', () => {
    expect(coverCropRect(1080, 1920)).toEqual({ sx: 0, sy: 0, sw: 1080, sh: 1920 });
  });
});

describe('coverOutputSize', () => {
  it('scales down to 1080 px wide, keeping 9:16', () => {
    expect(coverOutputSize({ sx: 0, sy: 0, sw: 2160, sh: 3840 })).toEqual({ width: 1080, height: 1920 });
  });
  it('never scales up', () => {
    expect(coverOutputSize({ sx: 0, sy: 0, sw: 608, sh: 1080 })).toEqual({ width: 608, height: 1080 });
  });
});
