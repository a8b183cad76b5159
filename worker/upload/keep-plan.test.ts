import { describe, expect, it } from 'vitest';
import { bytesToSafety, isSafe, nextPiece, shouldCopy } from './keep-plan';
import type { CopyFacts, KeepPart } from './keep-plan';

const MiB = 1024 * 1024;
const video = (bytes: number, over: Partial<KeepPart> = {}): KeepPart => ({ bytes, offset: 0, complete: false, storedFrom: bytes, photo: false, ...over });
const photo = (bytes: number, over: Partial<KeepPart> = {}): KeepPart => ({ ...video(bytes), photo: true, ...over });
const facts = (parts: KeepPart[], over: Partial<CopyFacts> = {}): CopyFacts => ({
  parts, sending: true, speedBps: 100 * MiB, pieceBytes: 8 * MiB, horizonMs: 2000, ...over,
});

describe('what a reload needs (DESIGN.md Uploads: an upload resumes after a reload or a crash)', () => {
  it('safe when the server holds every byte before the stored ones, or the whole file', () => {
    expect(isSafe([video(100 * MiB)])).toBe(false);
    expect(isSafe([video(100 * MiB, { offset: 60 * MiB, storedFrom: 70 * MiB })])).toBe(false);
    expect(isSafe([video(100 * MiB, { offset: 70 * MiB, storedFrom: 70 * MiB })])).toBe(true);
    expect(isSafe([video(100 * MiB, { offset: 100 * MiB, complete: true })])).toBe(true);
    expect(isSafe([video(100 * MiB, { storedFrom: 0 })])).toBe(true);
  });

  it('a photo (or a cover) must be stored whole: the local post shows it after a reload', () => {
    expect(isSafe([photo(MiB, { offset: MiB, complete: true })])).toBe(false);
    expect(isSafe([photo(MiB, { storedFrom: 0 })])).toBe(true);
    expect(isSafe([video(50 * MiB, { storedFrom: 0 }), photo(1000)])).toBe(false);
  });

  it('pieces go from the end backwards, never below what the server confirmed; photos first, whole', () => {
    expect(nextPiece([video(100 * MiB)], 8 * MiB)).toEqual({ part: 0, start: 92 * MiB, end: 100 * MiB });
    expect(nextPiece([video(100 * MiB, { offset: 90 * MiB, storedFrom: 92 * MiB })], 8 * MiB)).toEqual({ part: 0, start: 90 * MiB, end: 92 * MiB });
    expect(nextPiece([video(100 * MiB, { offset: 92 * MiB, storedFrom: 92 * MiB })], 8 * MiB)).toBeNull();
    // A video and its cover: the cover first, then the video from its end.
    const parts = [video(100 * MiB), photo(3000)];
    expect(nextPiece(parts, 8 * MiB)).toEqual({ part: 1, start: 0, end: 3000 });
    expect(nextPiece([video(100 * MiB), photo(3000, { storedFrom: 0 })], 8 * MiB)).toEqual({ part: 0, start: 92 * MiB, end: 100 * MiB });
    // Two videos (a carousel): the last one first.
    expect(nextPiece([video(20 * MiB), video(20 * MiB)], 8 * MiB)).toEqual({ part: 1, start: 12 * MiB, end: 20 * MiB });
    expect(nextPiece([video(20 * MiB), video(20 * MiB, { storedFrom: 0 })], 8 * MiB)).toEqual({ part: 0, start: 12 * MiB, end: 20 * MiB });
  });

  it('counts what the sender must still get confirmed for the upload to be safe', () => {
    expect(bytesToSafety([video(100 * MiB, { offset: 10 * MiB, storedFrom: 60 * MiB })])).toBe(50 * MiB);
    expect(bytesToSafety([video(20 * MiB, { offset: 5 * MiB }), video(20 * MiB, { storedFrom: 12 * MiB })])).toBe(27 * MiB);
    expect(bytesToSafety([video(20 * MiB, { offset: 20 * MiB, complete: true }), photo(1000)])).toBe(0);
  });
});

describe('copy or let the sender make it safe (UploadTuning.sendInsteadOfCopyMs)', () => {
  it('no copy while the sender is expected to be done within the horizon', () => {
    expect(shouldCopy(facts([video(100 * MiB)], { speedBps: 100 * MiB }))).toBe(false); // 1 s
    expect(shouldCopy(facts([video(100 * MiB)], { speedBps: 20 * MiB }))).toBe(true); // 5 s
    // What is stored already counts: 40 MiB to go at 20 MiB/s.
    expect(shouldCopy(facts([video(100 * MiB, { offset: 20 * MiB, storedFrom: 60 * MiB })], { speedBps: 20 * MiB }))).toBe(false);
  });

  it('copies when the sender is not sending or its speed is unknown', () => {
    expect(shouldCopy(facts([video(100 * MiB)], { sending: false }))).toBe(true);
    expect(shouldCopy(facts([video(100 * MiB)], { speedBps: null }))).toBe(true);
  });

  it('always copies photos, and uploads whose videos fit in one piece', () => {
    expect(shouldCopy(facts([video(100 * MiB), photo(3000)]))).toBe(true);
    expect(shouldCopy(facts([video(100 * MiB), photo(3000, { storedFrom: 0 })]))).toBe(false);
    expect(shouldCopy(facts([video(5 * MiB)]))).toBe(true);
  });

  it('nothing once safe', () => {
    expect(shouldCopy(facts([video(100 * MiB, { offset: 100 * MiB, complete: true })], { sending: false }))).toBe(false);
  });
});
