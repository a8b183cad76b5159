import { describe, expect, it } from 'vitest';
import type { Post } from '../../../worker/model';
import { post } from '../../test-support/fixtures';
import { ownTaggedIds } from './own-tagged-ids';

const me = 'v1';
const tag = (pending: boolean) => ({ userId: me, username: 'demo', x: 0.5, y: 0.5, ...(pending ? { pending: true } : {}) });
const tagged = (id: string, postedAt: number, pending = false): Post => post(id, 'o1', { postedAt, usertags: [tag(pending)], viewerInPhotoOfYou: true });
const byId = (...posts: Post[]) => Object.fromEntries(posts.map((p) => [p.id, p]));

describe('ownTaggedIds: the viewer’s own Tagged tab between two reads', () => {
  const read = ['a', 'b', 'c'];
  const held = [tagged('a', 300), tagged('b', 200), tagged('c', 100)];

  it('is the pages read when nothing changed on the device', () => {
    expect(ownTaggedIds(read, byId(...held), me, false)).toEqual(read);
  });

  it('drops a post the viewer removed themselves from', () => {
    const untagged = { ...tagged('b', 200), usertags: [], viewerInPhotoOfYou: false };
    expect(ownTaggedIds(read, byId(held[0]!, untagged, held[2]!), me, false)).toEqual(['a', 'c']);
  });

  it('adds an approved post in the tab’s order (newest first) when it falls within the pages read', () => {
    expect(ownTaggedIds(read, byId(...held, tagged('n', 250)), me, false)).toEqual(['a', 'n', 'b', 'c']);
  });

  it('leaves out a still pending tag, someone else’s tag, a deleted post and one older than the pages read', () => {
    const others = post('x', 'o1', { postedAt: 260, usertags: [{ ...tag(false), userId: 'u9' }], viewerInPhotoOfYou: false });
    const posts = byId(...held, tagged('p', 250, true), others, { ...tagged('d', 240), deleted: true }, tagged('old', 50));
    expect(ownTaggedIds(read, posts, me, false)).toEqual(read);
  });

  it('adds an older approved post once every page is read, and fills an empty tab', () => {
    expect(ownTaggedIds(read, byId(...held, tagged('old', 50)), me, true)).toEqual([...read, 'old']);
    expect(ownTaggedIds([], byId(tagged('n', 250)), me, true)).toEqual(['n']);
    expect(ownTaggedIds([], byId(tagged('n', 250)), me, false)).toEqual([]);
  });

  it('keeps a read id the device does not hold, at the end', () => {
    expect(ownTaggedIds(['a', 'gone'], byId(held[0]!, tagged('n', 250)), me, false)).toEqual(['a', 'gone']);
  });
});
