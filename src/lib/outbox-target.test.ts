import { describe, expect, it } from 'vitest';
import type { Post } from '../../worker/model';
import { outboxTarget } from './outbox-target';

const post = (id: string, code: string, owner: string) => ({ id, code, owner }) as Post;
const state = {
  posts: { byId: { p1: post('p1', 'Cx1', 'u2'), p2: post('p2', 'Cx2', 'u1'), p3: post('p3', 'Cx3', 'u9') }, idByCode: {} },
  users: {
    users: { u1: { id: 'u1', username: 'demo' }, u2: { id: 'u2', username: 'maya.chen' } },
    usernameToId: {},
    viewerId: 'u1',
  },
  comments: {
    byId: {},
    byPostId: { p1: { commentIds: ['c1', 'client:abc'], count: 2, pagination: {} }, p2: { commentIds: ['c2'], count: 1, pagination: {} } },
  },
} as unknown as Parameters<typeof outboxTarget>[1];

describe('outboxTarget (what an unsent item acts on)', () => {
  it("names a post by its owner and links to it; the viewer's own is 'your post'", () => {
    expect(outboxTarget('post:p1', state)).toEqual({ text: "maya.chen's post", href: '/p/Cx1/' });
    expect(outboxTarget('post:p2', state)).toEqual({ text: 'your post', href: '/p/Cx2/' });
  });

  it("finds a comment's post, a comment not sent yet too (by its client id)", () => {
    expect(outboxTarget('comment:c2', state)).toEqual({ text: 'your post', href: '/p/Cx2/' });
    expect(outboxTarget('comment:client:abc', state)).toEqual({ text: "maya.chen's post", href: '/p/Cx1/' });
  });

  it('says "a post" when the owner is not cached, and nothing for what the cache does not hold', () => {
    expect(outboxTarget('post:p3', state)).toEqual({ text: 'a post', href: '/p/Cx3/' });
    expect(outboxTarget('post:gone', state)).toBeNull();
    expect(outboxTarget('comment:nowhere', state)).toBeNull();
  });

  it('adds nothing to items that name their own target or have none', () => {
    expect(outboxTarget('user:u2', state)).toBeNull();
    expect(outboxTarget('thread:t1', state)).toBeNull();
    expect(outboxTarget('activity:checked', state)).toBeNull();
  });
});
