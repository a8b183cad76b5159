/**
 * Added (people), issue 12: a unit of the feed's first page (the suggested-user unit, the
 * stories-in-feed unit; 001 §3 Feed) is kept apart from the feed's cache (001 §3 Client cache
 * leaves the units out), in the answer cache, so that an offline start shows the row last
 * served. One definition per unit: where it is kept, whether the feed holds one, how it is
 * put back.
 */
import type { ClientState } from '../model';
import type { PeopleBundle } from '../normalize/types';
import type { Action } from '../store/actions';
import type { AnswerCache } from './answer-cache';
import type { EngineCore } from './core';
import { keptBundleFill } from './kept-bundle';
import { keyOf } from './people-reads';

export type UnitCore = EngineCore & { answers?: AnswerCache };

/** A unit as the first page carries it: the unit and the people it names. */
export interface UnitWithPeople<U> {
  unit: U;
  people: PeopleBundle;
}

export interface KeptFeedUnitSpec<U> {
  /** Its key in the answer cache (per viewer). */
  answer: string;
  /** For the log. */
  name: string;
  /** The feed already holds one (a restore does not replace it). */
  held(state: ClientState): boolean;
  restored(unit: U): Action;
}

export interface KeptFeedUnit<U> {
  readonly answer: string;
  /** The first page's unit: its people to the store, and kept (or its absence) for offline starts. */
  keep(core: UnitCore, unit: UnitWithPeople<U> | undefined): Promise<void>;
  /** Offline: the unit last served, when the feed holds none. */
  restore(core: UnitCore): Promise<void>;
  /** The kept unit, changed (or left as it is when `change` answers null). */
  update(core: UnitCore, change: (kept: UnitWithPeople<U>) => UnitWithPeople<U> | null): Promise<void>;
}

export function keptFeedUnit<U>(spec: KeptFeedUnitSpec<U>): KeptFeedUnit<U> {
  type Kept = UnitWithPeople<U> | null;
  return {
    answer: spec.answer,
    async keep(core, unit) {
      if (unit) core.store.dispatch({ type: 'people-loaded', bundle: unit.people });
      const kept: Kept = unit ?? null;
      await core.answers?.put(keyOf(core, spec.answer), kept).catch((e: unknown) => core.log.warn(`answers: ${spec.name} not kept`, e));
    },
    async restore(core) {
      if (!core.answers || spec.held(core.store.getState())) return;
      const kept = await core.answers.get<Kept>(keyOf(core, spec.answer)).catch(() => undefined);
      if (!kept) return;
      core.store.dispatch({ type: 'people-loaded', bundle: keptBundleFill(core.store.getState(), kept.people) });
      core.store.dispatch(spec.restored(kept.unit));
    },
    async update(core, change) {
      if (!core.answers) return;
      const key = keyOf(core, spec.answer);
      try {
        const kept = await core.answers.get<Kept>(key);
        const next = kept ? change(kept) : null;
        if (next) await core.answers.put(key, next);
      } catch (e) {
        core.log.warn(`answers: ${spec.name} not updated`, e);
      }
    },
  };
}
