/**
 * The rules of 001 §4 Relationships on one field, pure:
 *
 *   stable(s) ──change requested──▶ {state: target, stable: false}   (unstable while pending)
 *       ▲                                  │
 *       │ answer: {state, stable: true}    │ failed: the confirmed state, stable again
 *       └──────────────────────────────────┘
 *   merge(older, newer): newer's state, stable only if both are (001 §4 "merging server data
 *   keeps the newer state, and stable only if both agree")
 */
import type { BlockStatus, FollowStatus, Relationship, RelationshipField } from '../model';
import type { RelationshipPatch } from '../normalize/types';

export function stableField<S extends string>(state: S): RelationshipField<S> {
  return { state, stable: true, confirmed: state };
}

/** A change asked for and not answered yet: shows the target, unstable. */
export function pendingField<S extends string>(f: RelationshipField<S>, target: S): RelationshipField<S> {
  return f.state === target && !f.stable ? f : { state: target, stable: false, confirmed: f.confirmed };
}

/** The server's answer: the state it confirmed, stable. */
export function answeredField<S extends string>(f: RelationshipField<S>, state: S): RelationshipField<S> {
  return f.state === state && f.stable && f.confirmed === state ? f : stableField(state);
}

/** A final failure: back to the last confirmed state, stable. */
export function failedField<S extends string>(f: RelationshipField<S>): RelationshipField<S> {
  return answeredField(f, f.confirmed);
}

/** `newer` over `older`: the newer state (and what it confirmed), stable only if both are. */
export function mergeField<S extends string>(older: RelationshipField<S>, newer: RelationshipField<S>): RelationshipField<S> {
  const stable = older.stable && newer.stable;
  if (older.state === newer.state && older.stable === stable && older.confirmed === newer.confirmed) return older;
  return { state: newer.state, stable, confirmed: newer.confirmed };
}

export function emptyRelationship(): Relationship {
  return {
    followedByViewer: stableField<FollowStatus>('not-following'),
    followsViewer: stableField<FollowStatus>('not-following'),
    blockedByViewer: stableField<BlockStatus>('unblocked'),
    hasBlockedViewer: stableField<BlockStatus>('unblocked'),
  };
}

export type RelationshipKey = keyof Relationship;
const KEYS: readonly RelationshipKey[] = ['followedByViewer', 'followsViewer', 'blockedByViewer', 'hasBlockedViewer'];


/** Server data merged into what is known (the server is newer). */
export function mergePatch(rel: Relationship, patch: RelationshipPatch): Relationship {
  let out = rel;
  for (const k of KEYS) {
    const state = patch[k];
    if (state === undefined) continue;
    const next = mergeField<string>(out[k], stableField<string>(state));
    if (next !== out[k]) out = { ...out, [k]: next };
  }
  return out;
}

/** Two whole relationships, `newer` over `older` (a cache restore under what is in memory). */
export function mergeRelationship(older: Relationship, newer: Relationship): Relationship {
  let out = older;
  for (const k of KEYS) {
    const next = mergeField<string>(out[k], newer[k]);
    if (next !== out[k]) out = { ...out, [k]: next };
  }
  return out;
}

/**
 * A relationship read back from the cache: each field at its confirmed state, stable. Pending
 * work comes back from the outbox (re-applied over the restore), not from the cache, so a
 * change the outbox no longer holds cannot stay unstable for ever.
 */
export function settledRelationship(rel: Relationship): Relationship {
  let out = rel;
  for (const k of KEYS) {
    const f = out[k];
    if (!f.stable || f.state !== f.confirmed) out = { ...out, [k]: stableField<string>(f.confirmed) };
  }
  return out;
}

/** The follow of a private account asks; of a public one, follows (optimistic target). */
export function followTarget(isPrivate: boolean): FollowStatus {
  return isPrivate ? 'requested' : 'following';
}

/**
 * 001 §4: a follow answered `requested` gives private requested, `following` gives following;
 * any other result is invalid (the caller logs it) and falls back to requested if the account
 * is private, otherwise following.
 */
export function followOutcome(result: unknown, isPrivate: boolean): { status: FollowStatus; known: boolean } {
  if (result === 'following' || result === 'requested') return { status: result, known: true };
  return { status: followTarget(isPrivate), known: false };
}
