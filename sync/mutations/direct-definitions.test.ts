import { describe, expect, it } from 'vitest';
import { DirectPath } from '../api/paths';
import { planEnqueue } from '../outbox/coalesce';
import { coalesceKey, coalesceMode, createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1, uuid: () => 'm1', viewerId: 'v1' };
const same = (id: string) => id;

describe('direct mutations (issue 13, 001 §4 Direct)', () => {
  it('a message is sent with its record id as mutation_token, and is a create keyed by its thread', () => {
    const text = createMutation('direct-send', { threadId: 't1', itemType: 'text', text: 'hello there' }, deps);
    expect(toRequest(text, same)).toEqual({
      method: 'POST', path: DirectPath.send, mutationId: 'm1',
      form: { thread_id: 't1', mutation_token: 'm1', item_type: 'text', text: 'hello there' },
    });
    expect(toRequest(createMutation('direct-send', { threadId: 't1', itemType: 'like' }, deps), same).form).toEqual({ thread_id: 't1', mutation_token: 'm1', item_type: 'like' });
    expect(toRequest(createMutation('direct-send', { threadId: 't1', itemType: 'media_share', mediaId: 'p9' }, deps), same).form)
      .toEqual({ thread_id: 't1', mutation_token: 'm1', item_type: 'media_share', media_id: 'p9' });
    expect(entityKey(text)).toBe('thread:t1');
    expect(coalesceMode(text)).toBe('create');
    expect(summary(text)).toBe('Message “hello there”');
  });

  it('two messages queued for one thread both stay, in order (nothing coalesces a create)', () => {
    const a = createMutation('direct-send', { threadId: 't1', itemType: 'text', text: 'one' }, { ...deps, uuid: () => 'a' });
    const b = createMutation('direct-send', { threadId: 't1', itemType: 'text', text: 'two' }, { ...deps, uuid: () => 'b' });
    expect(planEnqueue([a], b)).toEqual({ add: true, cancel: [] });
  });

  it('react and unreact are one toggle per item; the last one waiting replaces the other', () => {
    const args = { threadId: 't1', itemId: 'i1' };
    const react = createMutation('direct-react', args, { ...deps, uuid: () => 'r' });
    const unreact = createMutation('direct-unreact', args, { ...deps, uuid: () => 'u' });
    expect([coalesceKey(react), coalesceKey(unreact)]).toEqual(['direct-react:i1', 'direct-react:i1']);
    expect(planEnqueue([react], unreact)).toEqual({ add: true, cancel: ['r'] });
    expect(toRequest(react, same)).toEqual({ method: 'POST', path: DirectPath.react('t1', 'i1'), mutationId: 'r' });
    expect(toRequest(unreact, same).path).toBe(DirectPath.unreact('t1', 'i1'));
  });

  it('seen keeps the newest per thread; unsend, approve and decline go once, on their paths', () => {
    const seen = createMutation('direct-seen', { threadId: 't1', itemId: 'i1' }, deps);
    expect([coalesceKey(seen), coalesceMode(seen)]).toEqual(['direct-seen:t1', 'set']);
    expect(toRequest(seen, same).path).toBe(DirectPath.seen('t1', 'i1'));
    expect(toRequest(createMutation('direct-unsend', { threadId: 't1', itemId: 'i1' }, deps), same).path).toBe(DirectPath.unsend('t1', 'i1'));
    const approve = createMutation('direct-approve', { threadId: 't1' }, deps);
    expect([toRequest(approve, same).path, coalesceMode(approve), entityKey(approve)]).toEqual([DirectPath.approve('t1'), 'once', 'thread:t1']);
    expect(toRequest(createMutation('direct-decline', { threadId: 't1' }, deps), same).path).toBe(DirectPath.decline('t1'));
  });
});
