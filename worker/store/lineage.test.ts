import { describe, expect, it } from 'vitest';
import { mergeById, setKey, withoutKey } from './equal';
import { changedKeys } from './lineage';

describe('map lineage (O(changes) mirror diffs)', () => {
  it('follows setKey, withoutKey and mergeById back to an older map', () => {
    const a: Record<string, { id: string; v: number }> = { x: { id: 'x', v: 1 }, y: { id: 'y', v: 1 } };
    const b = setKey(a, 'x', { id: 'x', v: 2 });
    const c = withoutKey(b, 'y');
    const d = mergeById(c, [{ id: 'z', v: 1 }]);
    expect(changedKeys(a, d)).toEqual(new Set(['x', 'y', 'z']));
    expect(changedKeys(c, d)).toEqual(new Set(['z']));
    expect(changedKeys(d, d)).toEqual(new Set());
  });

  it('is unknown for a map built another way', () => {
    const a = { x: 1 };
    expect(changedKeys(a, { ...a, y: 2 })).toBeNull();
    expect(changedKeys({ x: 1 }, setKey(a, 'y', 2))).toBeNull();
  });
});
