import { describe, expect, it } from 'vitest';
import { tapToFraction } from './tag-point';

const box = { left: 100, top: 50, width: 400, height: 500 };

describe('tapToFraction', () => {
  it('gives the tap as fractions of the media', () => {
    expect(tapToFraction(200, 300, box)).toEqual({ x: 0.25, y: 0.5 });
  });
  it('clamps taps on the edge to 0..1', () => {
    expect(tapToFraction(50, 700, box)).toEqual({ x: 0, y: 1 });
  });
  it('falls back to the middle for an empty box', () => {
    expect(tapToFraction(1, 1, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });
});
