import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('page cursors', () => {
  it('round-trips a page key through an opaque string', () => {
    const cursor = encodeCursor({ time: 1700000000, id: 42 });
    expect(cursor).not.toContain('1700000000');
    expect(decodeCursor(cursor)).toEqual({ time: 1700000000, id: 42 });
  });

  it("reads an empty or '0' cursor as the start (001 §3 Pagination)", () => {
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('0')).toBeNull();
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor(undefined)).toBeNull();
  });

  it('rejects cursors it did not make', () => {
    expect(decodeCursor('not a cursor!')).toBeUndefined();
    expect(decodeCursor(Buffer.from('v2:1:2').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('v1:x:2').toString('base64url'))).toBeUndefined();
  });
});
