import { describe, expect, it } from 'vitest';
import type { SeenMutation } from '../e2e/support/chaos-proxy';
import type { PersonFacts, ServerView } from '../e2e/support/chaos-expect';
import {
  appliedOnce, emptyChaosExpected, lastTapHeld, noteOnline, notePersonTap, noteToggle, peopleMatchServer, profileShowedLastTap, refusedToggles, sentOnlyFinal, toggleKey, toggleKeyOfPath,
} from '../e2e/support/chaos-expect';

// The browser chaos run's follow and block checks (issue 17): each must fail when its property breaks.

const INES = '21';
const RAVI = '34';
const follow = toggleKey('follow', INES);
const block = toggleKey('block', INES);

/** A mutation the proxy saw, answered `serverStatus` by the server (null: no answer). */
const seenAt = (path: string, mutationId: string, serverStatus: number | null, replayed = false): SeenMutation => ({
  at: 0, method: 'POST', path, mutationId, outcome: null, replayed, serverStatus, fault: null,
});
const friendship = (id: string, verb: 'follow' | 'unfollow' | 'block' | 'unblock') => `/web/friendships/${id}/${verb}/`;
const serverView = (...toggles: [string, boolean][]): ServerView => ({ toggles: new Map(toggles), commentCounts: new Map() });
const person = (username: string, following: boolean, blocked: boolean): PersonFacts => ({ username, following, blocked });

describe('browser chaos: follows and blocks', () => {
  it("names a friendship request's toggle by the person's id: follow and unfollow one, block and unblock the other", () => {
    expect(toggleKeyOfPath(friendship(INES, 'follow'))).toBe(follow);
    expect(toggleKeyOfPath(friendship(INES, 'unfollow'))).toBe(follow);
    expect(toggleKeyOfPath(friendship(INES, 'block'))).toBe(block);
    expect(toggleKeyOfPath(friendship(INES, 'unblock'))).toBe(block);
    expect(toggleKeyOfPath(`/web/friendships/${INES}/remove_follower/`)).toBeNull();
  });

  it('holds when the server has the follow and the block each last tap showed (none held reads as false)', () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, false);
    noteToggle(e, toggleKey('block', RAVI), false, false);
    expect(lastTapHeld(e, serverView([follow, true]))).toEqual([]);
  });

  it('finds a follow or a block the server does not hold as last shown', () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, false);
    noteToggle(e, block, true, false);
    expect(lastTapHeld(e, serverView([follow, false], [block, true]))).toEqual([`${follow}: last tap showed true, server holds false`]);
    expect(lastTapHeld(e, serverView([follow, true]))).toEqual([`${block}: last tap showed true, server holds false`]);
  });

  it('exempts a follow the server refused (told, not held) and one whose tab closed with the tap', () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, false);
    expect(lastTapHeld(e, serverView([follow, false]), new Set([follow]))).toEqual([]);
    expect(lastTapHeld(e, serverView([follow, false]), new Set([toggleKey('follow', RAVI)]))).toHaveLength(1);
    noteToggle(e, follow, 'unknown', false);
    expect(lastTapHeld(e, serverView([follow, false]))).toEqual([]);
  });

  it("takes a toggle as refused by its last answered request: a 4xx, not a 429, not a later success, not an unanswered retry", () => {
    const tries = (...statuses: (number | null)[]) => statuses.map((s, i) => seenAt(friendship(INES, 'follow'), `m-${i}`, s));
    expect(refusedToggles(tries(403))).toEqual(new Set([follow]));
    expect(refusedToggles(tries(403, null))).toEqual(new Set([follow]));
    expect(refusedToggles(tries(403, 200))).toEqual(new Set());
    expect(refusedToggles(tries(429))).toEqual(new Set());
    expect(refusedToggles(tries(200, 400))).toEqual(new Set([follow]));
    expect(refusedToggles([seenAt(friendship(RAVI, 'block'), 'b', 200), ...tries(403)])).toEqual(new Set([follow]));
  });

  it('the profiles then show what the server holds, follow and block alike', () => {
    const server = [person('ines.costa', true, false), person('ravi.patel', false, true)];
    expect(peopleMatchServer(server, server)).toEqual([]);
    expect(peopleMatchServer([person('ines.costa', false, false)], server)).toEqual([
      'profile of ines.costa: screen following false blocked false, server following true blocked false',
    ]);
    expect(peopleMatchServer([person('ravi.patel', false, false)], server)).toHaveLength(1);
    expect(peopleMatchServer([person('maya.chen', false, false)], server)).toEqual(['person maya.chen: not on the server']);
  });

  it('offline taps on a follow send at most one mutation a period; each online tap one', () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, true);
    noteToggle(e, follow, false, true);
    noteToggle(e, follow, true, true);
    const sent = (...ids: string[]) => ids.map((id) => seenAt(friendship(INES, 'follow'), id, 200));
    expect(sentOnlyFinal(e, sent('a', 'a'))).toEqual([]);
    expect(sentOnlyFinal(e, sent('a', 'b'))).toEqual([`${follow}: 2 mutations sent, the taps allow 1`]);
    noteOnline(e);
    noteToggle(e, follow, false, true);
    noteToggle(e, follow, true, false);
    expect(sentOnlyFinal(e, sent('a', 'b', 'c'))).toEqual([]);
    expect(sentOnlyFinal(e, [...sent('a', 'b', 'c'), seenAt(friendship(INES, 'unblock'), 'd', 200)])).toEqual([`${block}: 1 mutations sent, the taps allow 0`]);
  });

  it('a follow applied twice under one mutation id is found; its replay is not', () => {
    const path = friendship(INES, 'follow');
    expect(appliedOnce([seenAt(path, 'a', 200), seenAt(path, 'a', 200, true)])).toEqual([]);
    expect(appliedOnce([seenAt(path, 'a', 200), seenAt(path, 'a', 200)])).toEqual(['mutation a applied 2 times']);
  });
});

describe('browser chaos: what a profile showed before a tap, and a block ending the follow', () => {
  const before = (following: boolean, blocked: boolean) => ({ following, blocked });

  it('holds when the profile shows each last tap, and when nothing was tapped yet', () => {
    const e = emptyChaosExpected();
    expect(profileShowedLastTap(e, INES, 'ines', before(true, true), new Set())).toEqual([]);
    noteToggle(e, follow, true, false);
    noteToggle(e, block, false, false);
    expect(profileShowedLastTap(e, INES, 'ines', before(true, false), new Set())).toEqual([]);
  });

  it('finds a follow or a block shown as other than its last tap', () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, false);
    noteToggle(e, block, false, false);
    expect(profileShowedLastTap(e, INES, 'ines', before(false, false), new Set())).toEqual(['before the tap follow of ines showed false, last tap true']);
    expect(profileShowedLastTap(e, INES, 'ines', before(true, true), new Set())).toEqual(['before the tap block of ines showed true, last tap false']);
  });

  it("exempts a toggle whose last request was refused, and one whose last tap is not known (tab closed)", () => {
    const e = emptyChaosExpected();
    noteToggle(e, follow, true, false);
    noteToggle(e, block, 'unknown', false);
    expect(profileShowedLastTap(e, INES, 'ines', before(false, true), new Set([follow]))).toEqual([]);
  });

  it('reads only the tapped person: another person\'s taps do not count', () => {
    const e = emptyChaosExpected();
    noteToggle(e, toggleKey('follow', RAVI), true, false);
    expect(profileShowedLastTap(e, INES, 'ines', before(false, false), new Set())).toEqual([]);
  });

  it('a block forgets the follow\'s last tap; an unblock, or a block shown undone, keeps it', () => {
    const blocked = emptyChaosExpected();
    notePersonTap(blocked, 'follow', INES, true, false);
    notePersonTap(blocked, 'block', INES, true, false);
    expect(blocked.toggles.has(follow)).toBe(false);
    expect(blocked.toggles.get(block)).toBe(true);

    const unknown = emptyChaosExpected();
    notePersonTap(unknown, 'follow', INES, true, false);
    notePersonTap(unknown, 'block', INES, 'unknown', false);
    expect(unknown.toggles.has(follow)).toBe(false);

    const unblocked = emptyChaosExpected();
    notePersonTap(unblocked, 'follow', INES, true, false);
    notePersonTap(unblocked, 'block', INES, false, false);
    expect(unblocked.toggles.get(follow)).toBe(true);
  });

  it('counts a person tap against the send budget as any toggle does (one per offline period)', () => {
    const e = emptyChaosExpected();
    notePersonTap(e, 'follow', INES, true, true);
    notePersonTap(e, 'follow', INES, false, true);
    expect(e.budget.get(follow)).toBe(1);
  });
});
