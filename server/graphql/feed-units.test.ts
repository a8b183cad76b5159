import { describe, expect, it } from 'vitest';
import { placeUnits } from './feed-units';

const posts = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

describe('placeUnits (001 §3 Feed units in a page)', () => {
  it('puts each unit after its number of posts, in order', () => {
    expect(placeUnits(posts, [{ after: 4, node: 'SU' }, { after: 2, node: 'ST' }])).toEqual(['p1', 'p2', 'ST', 'p3', 'p4', 'SU', 'p5', 'p6']);
  });

  it('puts units after the last post of a shorter page, and alone in an empty one', () => {
    expect(placeUnits(['p1'], [{ after: 2, node: 'ST' }, { after: 4, node: 'SU' }])).toEqual(['p1', 'ST', 'SU']);
    expect(placeUnits([], [{ after: 4, node: 'SU' }])).toEqual(['SU']);
  });

  it('leaves the page as it is without units', () => {
    expect(placeUnits(posts, [])).toEqual(posts);
  });

  it('puts a unit at the very start when it comes after 0 posts', () => {
    expect(placeUnits(['p1'], [{ after: 0, node: 'U' }])).toEqual(['U', 'p1']);
  });
});
