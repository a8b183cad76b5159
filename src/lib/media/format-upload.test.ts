import { describe, expect, it } from 'vitest';
import { clampPercent, formatBytes, formatSpeed, formatTimeLeft } from './format-upload';

describe('formatSpeed', () => {
  it('shows decimal units with one decimal under ten', () => {
    expect(formatSpeed(1_800_000)).toBe('1.8 MB/s');
    expect(formatSpeed(12_400_000)).toBe('12 MB/s');
    expect(formatSpeed(950_000)).toBe('950 KB/s');
    expect(formatSpeed(512)).toBe('512 B/s');
    expect(formatSpeed(2_000_000)).toBe('2 MB/s');
  });
  it('is null while the speed is unknown or zero', () => {
    expect(formatSpeed(null)).toBeNull();
    expect(formatSpeed(0)).toBeNull();
    expect(formatSpeed(Number.NaN)).toBeNull();
  });
});

describe('formatBytes', () => {
  it('reaches gigabytes for the 3.6 GB long-video limit (001 §5)', () => {
    expect(formatBytes(3_600_000_000)).toBe('3.6 GB');
  });
});

describe('formatTimeLeft', () => {
  it('rounds seconds up', () => {
    expect(formatTimeLeft(11.2)).toBe('about 12 s left');
  });
  it('switches to minutes and hours', () => {
    expect(formatTimeLeft(150)).toBe('about 3 min left');
    expect(formatTimeLeft(3900)).toBe('about 1 h 5 min left');
    expect(formatTimeLeft(7200)).toBe('about 2 h left');
    expect(formatTimeLeft(3599 + 3600)).toBe('about 2 h left');
  });
  it('says "almost done" under a second and nothing when unknown', () => {
    expect(formatTimeLeft(0.3)).toBe('almost done');
    expect(formatTimeLeft(null)).toBeNull();
    expect(formatTimeLeft(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('clampPercent', () => {
  it('keeps a whole number between 0 and 100', () => {
    expect(clampPercent(42.9)).toBe(42);
    expect(clampPercent(130)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
