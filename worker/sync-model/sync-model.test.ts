/**
 * Model-based test of the client's sync core (issue 17): the real engine (store, optimistic
 * effects and rebases, outbox, coalescing, replayer, cache restore) and the service worker's
 * replay, over fake-indexeddb, a manual clock and a server that keeps its own truth
 * (./truth-server.ts). fast-check makes sequences of taps (likes, saves, comments and their
 * deletes on posts; follows and blocks on people, on their profiles; messages sent and unsent
 * in a conversation; stories watched, each a seen mark; posts reported; story highlights and collections of saved posts made, renamed and deleted;
 * posts added to and removed from collections; stories taken out of highlights; the viewer's
 * photo-of-you tags removed, approved or removed on review, and "Manually approve tags" switched;
 * comments, collections, highlights and posts deleted elsewhere while calls on them wait), network drops, reloads, tabs closed
 * at any moment (also between a tap and its IndexedDB write), service-worker replays with no
 * tab, server faults, refusals (4xx) and an expired session, posts deleted at the server while
 * taps on them wait, and a second tab over the same outbox (one replayer at a time: the Web
 * Lock, released when its tab closes; the tabs hear each other on the outbox channel); then
 * everything comes back and the properties of ./properties.ts must hold, and the queue must
 * have started as soon as the server answered.
 *
 *   CHAOS_SEED=<n> replays a run (CHAOS_PATH=<path> with it: the failing sequence at once);
 *   CHAOS_RUNS=<n> sets the number of sequences (npm run chaos);
 *   CHAOS_EVENTS=<json> runs one printed counterexample CHAOS_RUNS times.
 */
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, describe, expect, it } from 'vitest';
import { openOutboxStore } from '../../sync/outbox/store';
import type { OutboxDb } from '../../sync/outbox/store';
import type { EnqueueResult } from '../../sync/outbox/types';
import type { MutationRecord } from '../../sync/mutations/types';
import { entityKey } from '../../sync/mutations/mutation';
import { replayFromServiceWorker } from '../../sw/replay';
import { createEngine } from '../engine';
import type { Engine } from '../engine';
import type { Clock } from '../platform';
import { ORIGIN, SESSION } from '../test-support/engine-harness';
import { createManualClock } from '../test-support/manual-clock';
import { CREATE_DELETES, TOGGLES } from './kinds';
import type { CreateDeleteKind, ToggleKind } from './kinds';
import type { Expected } from './properties';
import { appliedOnce, emptyExpected, lastTapHeld, onlyRefusalsLeft, screenMatchesServer, screenShowsLastTaps } from './properties';
import { DEPENDENCY_FAILED } from '../../sync/outbox/replay-pass';
import type { ChannelLike } from '../engine/deps';
import { PEOPLE, REELS, THREAD, VIEWER, VIEWER_USERNAME, createTruthServer } from './truth-server';
import type { Fault, TruthServer } from './truth-server';
import { ARCHIVE } from './truth-highlights';
import { COLLECTIONS, HIGHLIGHTS, contentsMatchServer, madeHeld, madeMatchServer, madeOf, madeShown } from './made-properties';
import { emptyTagsExpected, tagShown, tagsHeld, tagsMatchServer, tagsShown } from './usertag-properties';
import type { TagsExpected } from './usertag-properties';
import { reelIdOfHighlight, storyIdOf } from '../stories/highlights-rules';
import type { Made, MadeExpected, MadeKind } from './made-properties';
import { isClientId } from '../../sync';

const POSTS = ['1', '2', '3', '4'] as const;
/** Added: posts only collections act on (saved by an add at the server: kept apart from the save taps of POSTS). */
const COLLECTED = ['5', '6'] as const;
const [COMMENTS, MESSAGES]: readonly [CreateDeleteKind, CreateDeleteKind] = CREATE_DELETES;
const RUNS = Number(process.env['CHAOS_RUNS'] ?? 200);
/** Queued actions of the settle-time case: 1,000 under `npm run chaos`, fewer in `npm test`. */
const BULK = Number(process.env['CHAOS_BULK'] ?? 200);
const SEED = process.env['CHAOS_SEED'] === undefined ? undefined : Number(process.env['CHAOS_SEED']);
/** With CHAOS_SEED, the path fast-check printed replays that one failing sequence at once. */
const PATH = process.env['CHAOS_PATH'];
/** CHAOS_EVENTS=<json array of events> runs that one sequence CHAOS_RUNS times (a printed counterexample, timing-dependent ones too). */
const EVENTS = process.env['CHAOS_EVENTS'];

/** `second`: made in the second tab when one is open (else in the first). */
type Event =
  | { t: 'tap'; kind: number; post: number; second: boolean }
  | { t: 'tap-then-close'; kind: number; post: number; second: boolean }
  | { t: 'comment'; post: number; second: boolean }
  | { t: 'uncomment'; post: number; pick: number; second: boolean }
  /** A message sent in the conversation with ann, and the unsend of one of the viewer's sent ones. */
  | { t: 'message'; second: boolean }
  /**
   * Not generated (the seeds keep their sequences): a message sent in the first tab, which
   * closes once its send is answered and written done, before it tells the other tabs (the
   * BroadcastChannel post after the IndexedDB write): a named test's timing, pinned.
   */
  | { t: 'message-then-close' }
  | { t: 'unsend'; pick: number; second: boolean }
  /** A story item watched (its seen mark, the story-seen mutation): one of a reel's items. */
  | { t: 'story'; reel: number; item: number; second: boolean }
  /** Added (reports): a post reported from its card (the media-report mutation, kept in the feed). */
  | { t: 'report'; post: number; second: boolean }
  /**
   * Added (highlights): a highlight made of one or two archive stories (`stories`: which, of
   * HIGHLIGHT_PICKS), a title unique in the run; one the person's row shows renamed or deleted.
   */
  | { t: 'highlight'; stories: number; second: boolean }
  | { t: 'rename-highlight' | 'unhighlight'; pick: number; second: boolean }
  /** Added: a collection of saved posts made (empty, a name unique in the run); one the list shows renamed or deleted. */
  | { t: 'collection'; second: boolean }
  | { t: 'rename-collection' | 'uncollect'; pick: number; second: boolean }
  /** Added: a post (of COLLECTED) added to or removed from a collection the list shows; a story taken out of a highlight (opened first). */
  | { t: 'collect-post' | 'uncollect-post'; pick: number; post: number; second: boolean }
  | { t: 'trim-highlight'; pick: number; story: number; second: boolean }
  /** Added (usertags): the viewer's tag on a post removed (untag) or reviewed on the Tags page; "Manually approve tags" switched. */
  | { t: 'untag'; post: number; second: boolean }
  | { t: 'review-tag'; post: number; approve: boolean; second: boolean }
  | { t: 'tag-preference'; second: boolean }
  /** Added: deleted elsewhere (another device, the post's owner): a comment, a collection, a highlight, a post of COLLECTED. */
  | { t: 'gone-elsewhere'; what: 'comment' | 'collection' | 'highlight' | 'post'; pick: number }
  | { t: 'online' | 'offline' | 'reload' | 'close' | 'sw' | 'refresh' | 'down' | 'up' | 'expire' | 'login' | 'open-second' | 'close-second' }
  /** A pull the server reads now and answers at 'answer-held' (the events between happen while it is on its way). */
  | { t: 'slow-refresh' | 'answer-held' }
  | { t: 'fault'; fault: Exclude<Fault, 'down'>; count: number }
  | { t: 'delete-post'; post: number }
  | { t: 'time'; ms: number };

/** The archive stories (of ARCHIVE, by index) a highlight is made of: one or two. */
const HIGHLIGHT_PICKS = [[0], [1], [2], [0, 1], [1, 2], [0, 2]] as const;
const post = fc.integer({ min: 0, max: POSTS.length - 1 });
const kind = fc.integer({ min: 0, max: TOGGLES.length - 1 });
const second = fc.boolean();
const event: fc.Arbitrary<Event> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ t: fc.constant('tap' as const), kind, post, second }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('tap-then-close' as const), kind, post, second }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('comment' as const), post, second }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('uncomment' as const), post, pick: fc.nat(5), second }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('message' as const), second }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('unsend' as const), pick: fc.nat(5), second }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('story' as const), reel: fc.nat(REELS.length - 1), item: fc.nat(1), second }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('report' as const), post, second }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('highlight' as const), stories: fc.nat(HIGHLIGHT_PICKS.length - 1), second }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constantFrom('rename-highlight', 'unhighlight') as fc.Arbitrary<'rename-highlight' | 'unhighlight'>, pick: fc.nat(3), second }) },
  { weight: 1, arbitrary: fc.oneof(fc.record({ t: fc.constant('collection' as const), second }), fc.record({ t: fc.constantFrom('rename-collection', 'uncollect') as fc.Arbitrary<'rename-collection' | 'uncollect'>, pick: fc.nat(3), second })) },
  { weight: 1, arbitrary: fc.record({ t: fc.constantFrom('collect-post', 'uncollect-post') as fc.Arbitrary<'collect-post' | 'uncollect-post'>, pick: fc.nat(3), post: fc.nat(COLLECTED.length - 1), second }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('trim-highlight' as const), pick: fc.nat(3), story: fc.nat(1), second }) },
  { weight: 2, arbitrary: fc.oneof(fc.record({ t: fc.constant('untag' as const), post, second }), fc.record({ t: fc.constant('review-tag' as const), post, approve: fc.boolean(), second }), fc.record({ t: fc.constant('tag-preference' as const), second })) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('gone-elsewhere' as const), what: fc.constantFrom('comment', 'collection', 'highlight', 'post') as fc.Arbitrary<'comment' | 'collection' | 'highlight' | 'post'>, pick: fc.nat(3) }) },
  { weight: 6, arbitrary: fc.constantFrom(...(['online', 'offline', 'reload', 'close', 'sw', 'refresh', 'down', 'up', 'expire', 'login'] as const)).map((t) => ({ t })) },
  { weight: 2, arbitrary: fc.constantFrom(...(['open-second', 'close-second'] as const)).map((t): Event => ({ t })) },
  { weight: 2, arbitrary: fc.constantFrom(...(['slow-refresh', 'answer-held'] as const)).map((t): Event => ({ t })) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('fault' as const), fault: fc.constantFrom('error-5xx', 'rate-limited', 'answer-lost', 'refuse') as fc.Arbitrary<Exclude<Fault, 'down'>>, count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('delete-post' as const), post }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('time' as const), ms: fc.integer({ min: 0, max: 120_000 }) }) },
);

const settle = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

interface Tab {
  engine: Engine;
  alive: boolean;
  /** The next write of taps closes the tab instead of writing (a tab closed between tap and write). */
  closeOnWrite: boolean;
  /** The next write of a record done closes the tab once on disk, before the tab goes on (tells the other tabs). */
  closeAfterDone: boolean;
  /** Resolves when the tab closes (its Web Lock is released then, as the browser does). */
  closed: Promise<void>;
  kill(): void;
}

/** One browser profile (cache and outbox databases), its tabs and the service worker. */
class World {
  readonly clock = createManualClock();
  readonly idb = new IDBFactory();
  readonly outboxName = `outbox-model-${Math.random()}`;
  readonly expected: Expected = emptyExpected();
  readonly errors: unknown[] = [];
  /** Calls of the tabs' outbox store, by method (each one IndexedDB transaction). */
  readonly storeCalls = new Map<string, number>();
  /** The first tab (reloaded, closed) and a second one over the same profile. */
  tab: Tab | null = null;
  second: Tab | null = null;
  /** The outbox channel between the tabs (BroadcastChannel of one profile). */
  readonly channels = new Set<{ tab: Tab; name: string; listeners: ((e: MessageEvent) => void)[] }>();
  /** navigator.locks of the profile: one holder at a time, a closed tab's lock released. */
  /** One queue per lock name, as the Web Locks API keeps them (the outbox's, the direct socket's). */
  private readonly lockTails = new Map<string, Promise<void>>();
  online = true;
  ids = 0;
  private texts = 0;
  /** Per reel: the newest taken_at the person watched, and the ids of the seen marks made for it. */
  readonly storiesWatched = new Map<string, { takenAt: number; ids: string[] }>();
  /** Added (reports): per post, the ids of the report records the person made for it. */
  readonly reported = new Map<string, string[]>();
  /** Added (highlights, collections): the highlights and the collections the person made, by first name. */
  readonly made = new Map<MadeKind, MadeExpected>([[HIGHLIGHTS, new Map()], [COLLECTIONS, new Map()]]);
  /** Added (usertags): the tags and the preference as the person last chose them. */
  readonly tags: TagsExpected = emptyTagsExpected();

  constructor(readonly server: TruthServer) {
    server.clockMs = () => this.clock.now();
  }

  open(): Promise<Tab> {
    return this.tab?.alive ? Promise.resolve(this.tab) : openTab(this, 'first');
  }

  /** The tab an event acts in: the second when asked and open, else the first (opened). */
  async acting(inSecond: boolean): Promise<Tab> {
    return inSecond && this.second?.alive ? this.second : this.open();
  }

  alive(): Tab[] {
    return [this.tab, this.second].filter((t): t is Tab => t?.alive === true);
  }

  withLock<T>(tab: Tab | null, name: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.lockTails.get(name) ?? Promise.resolve()).then(() => (tab === null || tab.alive ? fn() : never<T>()));
    // Released when the holder's work ends or its tab closes.
    this.lockTails.set(name, (tab === null ? run : Promise.race([run, tab.closed])).then(() => undefined, () => undefined));
    return run;
  }

  /** A BroadcastChannel constructor for a tab: delivers to the profile's other open tabs. */
  channelFor(tab: () => Tab): new (name: string) => ChannelLike {
    const channels = this.channels;
    return class {
      private readonly me: { tab: Tab; name: string; listeners: ((e: MessageEvent) => void)[] };
      constructor(name: string) {
        this.me = { tab: tab(), name, listeners: [] };
        channels.add(this.me);
      }
      postMessage(data: unknown): void {
        if (!this.me.tab.alive) return;
        for (const other of channels) {
          if (other === this.me || other.name !== this.me.name) continue;
          setTimeout(() => other.tab.alive && other.listeners.forEach((l) => l({ data } as MessageEvent)), 0);
        }
      }
      addEventListener(_type: 'message', listener: (e: MessageEvent) => void): void {
        this.me.listeners.push(listener);
      }
      close(): void {
        channels.delete(this.me);
      }
    };
  }

  /**
   * The person's screens (the worker state; the mirror is a copy of it by patches) show the
   * last taps and the comments kept. The tab that acted within a few turns (an answer already
   * received, such as a refusal, lands then); another tab once it heard
   * the outbox channel and read the records (a few turns; up to 300 of 1 ms under load).
   */
  async screensShowLastTaps(): Promise<string[]> {
    let wrong: string[] = [];
    for (let turn = 0; turn < 3000; turn++) {
      wrong = this.alive().flatMap((t) => [...screenShowsLastTaps(t.engine.getState(), this.expected, this.server), ...[...this.made].flatMap(([kind, made]) => madeShown(kind, t.engine.getState(), made, this.server)), ...tagsShown(t.engine.getState(), this.tags, this.server)].map((w) => `${t === this.second ? 'second tab: ' : ''}${w}`));
      // One tab: a few turns for an outcome already answered to land (a refusal's revert).
      if (wrong.length === 0 || (turn >= 50 && this.second?.alive !== true)) return wrong;
      await new Promise((r) => setTimeout(r, 1));
    }
    return wrong;
  }

  /** The record ids made while `fn` ran (the tap's, as the engine's uuid made them). */
  async idsMadeBy(fn: () => Promise<void>): Promise<string[]> {
    const from = this.ids;
    await fn();
    return Array.from({ length: this.ids - from }, (_, i) => `id-${from + i + 1}`);
  }

  /** What the tab shows of `kind` on `target`; a conversation is opened first (offline, from the cache), as the person would. */
  async opened(tab: Tab, kind: CreateDeleteKind, target: string): Promise<ReturnType<CreateDeleteKind['shown']>> {
    if (kind.target === 'thread' && kind.shown(tab.engine.getState(), target) === undefined) await tab.engine.loadDirectThread(target, false);
    return kind.shown(tab.engine.getState(), target);
  }

  async run(e: Event): Promise<void> {
    const s = this.server;
    switch (e.t) {
      case 'tap':
      case 'tap-then-close': {
        const tab = await this.acting(e.second);
        const t: ToggleKind = TOGGLES[e.kind] ?? TOGGLES[0];
        const person = PEOPLE[e.post % PEOPLE.length] ?? PEOPLE[0];
        const id = t.entity === 'post' ? (POSTS[e.post] ?? '1') : person.id;
        // A person's toggles are tapped on their profile: opened first (offline, from the cache).
        if (t.entity === 'user' && t.screen(tab.engine.getState(), id) === undefined) await tab.engine.loadProfile(person.username);
        const shown = t.screen(tab.engine.getState(), id);
        if (shown === undefined || !t.offered(tab.engine.getState(), id)) return;
        const on = !shown;
        if (e.t === 'tap-then-close') {
          tab.closeOnWrite = true; // the tap is never written: lost with its tab
          void t.set(tab.engine, id, on).catch(() => undefined);
          await settle();
          return;
        }
        const ids = await this.idsMadeBy(() => t.set(tab.engine, id, on));
        this.expected.toggles[t.key].set(id, on);
        this.expected.lastTapIds.set(`${t.key}:${id}`, ids);
        // What a block does to the follow is the server's to decide (001 §4): no last tap of its own any more.
        if (on) for (const k of t.decides) this.expected.toggles[k].delete(id);
        return;
      }
      case 'comment':
      case 'message': {
        const tab = await this.acting(e.second);
        const kind = e.t === 'comment' ? COMMENTS : MESSAGES;
        const target = e.t === 'comment' ? (POSTS[e.post] ?? '1') : THREAD;
        if ((await this.opened(tab, kind, target)) === undefined) return;
        const text = `${e.t === 'comment' ? 'c' : 'm'}${++this.texts}`;
        const ids = await this.idsMadeBy(() => kind.create(tab.engine, target, text));
        this.expected.created.set(text, { kind: kind.key, target });
        this.expected.createdIds.set(text, ids);
        return;
      }
      case 'message-then-close': {
        const tab = await this.open();
        tab.closeAfterDone = true;
        s.latencyMs = 10; // the other tabs read the record while it is sent, not once it is done
        await this.run({ t: 'message', second: false });
        for (let turn = 0; turn < 3000 && tab.alive; turn++) await new Promise((r) => setTimeout(r, 1));
        s.latencyMs = 0;
        return;
      }
      case 'uncomment':
      case 'unsend': {
        const tab = await this.acting(e.second);
        const kind = e.t === 'uncomment' ? COMMENTS : MESSAGES;
        const target = e.t === 'uncomment' ? (POSTS[e.post] ?? '1') : THREAD;
        const shown = (await this.opened(tab, kind, target))?.filter((c) => c.removable) ?? [];
        const c = shown[e.pick % Math.max(1, shown.length)];
        if (!c) return;
        const ids = await this.idsMadeBy(() => kind.remove(tab.engine, target, c.id));
        this.expected.created.delete(c.text);
        this.expected.deleted.set(c.text, { kind: kind.key, target, ids });
        return;
      }
      case 'story': {
        const tab = await this.acting(e.second);
        const reelId = (REELS[e.reel] ?? REELS[0]).id;
        // Watched from the tray: read first when the tab holds none (offline: from the cache).
        if (tab.engine.getState().stories.reels[reelId] === undefined) await tab.engine.loadStoriesTray();
        const reel = tab.engine.getState().stories.reels[reelId];
        const itemId = reel?.itemIds[e.item % Math.max(1, reel.itemIds.length)];
        const item = itemId === undefined ? undefined : tab.engine.getState().stories.items[itemId];
        if (reel === undefined || itemId === undefined || item === undefined) return;
        const ids = await this.idsMadeBy(() => tab.engine.markStorySeen(reelId, itemId));
        const before = this.storiesWatched.get(reelId) ?? { takenAt: 0, ids: [] };
        this.storiesWatched.set(reelId, { takenAt: Math.max(before.takenAt, item.takenAt), ids: [...before.ids, ...ids] });
        return;
      }
      case 'report': {
        const tab = await this.acting(e.second);
        const postId = POSTS[e.post] ?? '1';
        // Reported from its card: only a post the tab shows (the menu offers Report once per visit: a second report is the person's too).
        if (tab.engine.getState().posts.byId[postId] === undefined) return;
        const ids = await this.idsMadeBy(() => tab.engine.reportPost(postId, 1, false, 'feed'));
        this.reported.set(postId, [...(this.reported.get(postId) ?? []), ...ids]);
        return;
      }
      case 'highlight':
      case 'rename-highlight':
      case 'unhighlight':
      case 'collection':
      case 'rename-collection':
      case 'uncollect':
        await this.madeEvent(e);
        return;
      case 'collect-post':
      case 'uncollect-post':
      case 'trim-highlight':
        await this.contentsEvent(e);
        return;
      case 'untag':
      case 'review-tag':
      case 'tag-preference':
        await this.tagEvent(e);
        return;
      case 'gone-elsewhere':
        this.goneElsewhere(e);
        return;
      case 'open-second':
        if (!this.second?.alive) await openTab(this, 'second');
        return;
      case 'close-second':
        this.second?.kill();
        return;
      case 'delete-post':
        s.deletePost(POSTS[e.post] ?? '1');
        return;
      case 'online':
      case 'offline':
        this.online = e.t === 'online';
        for (const tab of this.alive()) tab.engine.setOnline(this.online);
        return;
      case 'reload':
        this.tab?.kill();
        await this.open();
        return;
      case 'close':
        this.tab?.kill();
        return;
      case 'sw':
        if (this.alive().length > 0) return; // the service worker replays when no tab does
        await replayFromServiceWorker({
          openStore: () => openOutboxStore({ name: this.outboxName }),
          fetch: s.fetch,
          origin: ORIGIN,
          clock: this.clock,
          random: () => 0.5,
          withLock: (name, fn) => this.withLock(null, name, fn),
          isOnline: () => this.online,
          notify: () => undefined,
        });
        return;
      case 'refresh':
        if (this.tab?.alive) await pull(this.tab.engine);
        return;
      case 'slow-refresh':
        if (!this.tab?.alive || s.down || !this.online) return;
        s.holdReads(true);
        void pull(this.tab.engine);
        await settle();
        s.holdReads(false); // a pull ignored (one already on its way) holds no later one
        return;
      case 'answer-held':
        // The taps meanwhile sent, answered and settled first: the pull's answer is the older state.
        for (const tab of this.alive()) await tab.engine.settle();
        s.answerHeldReads();
        await settle();
        return;
      case 'down':
      case 'up':
        s.down = e.t === 'down';
        return;
      case 'expire':
        s.sessionExpired = true;
        return;
      case 'login':
        if (this.tab?.alive && !s.down) await this.tab.engine.login({ username: VIEWER, password: 'pw', queryParams: '{}', optIntoOneTap: false });
        return;
      case 'fault':
        s.faultNext(e.fault, e.count);
        return;
      case 'time':
        this.clock.advance(e.ms);
        return;
    }
  }

  /** Added (highlights, collections): a highlight or a collection made, renamed or deleted from the person's list, as the screen offers it. */
  async madeEvent(e: Extract<Event, { t: 'highlight' | 'rename-highlight' | 'unhighlight' | 'collection' | 'rename-collection' | 'uncollect' }>): Promise<void> {
    const tab = await this.acting(e.second);
    const { engine } = tab;
    const kind = e.t === 'highlight' || e.t === 'rename-highlight' || e.t === 'unhighlight' ? HIGHLIGHTS : COLLECTIONS;
    const expected = this.made.get(kind) ?? new Map<string, Made>();
    // The row and the list are read with the viewer's profile (offline: from the cache).
    if (kind.shown(engine.getState()) === undefined) await (kind === HIGHLIGHTS ? engine.loadHighlights(VIEWER) : engine.loadProfile(VIEWER_USERNAME));
    if (e.t === 'highlight' || e.t === 'collection') {
      let create = (title: string) => engine.createCollection(title, []);
      if (e.t === 'highlight') {
        if (!engine.getState().stories.archive.loaded) await engine.loadArchive(false);
        const archive = engine.getState().stories.archive.items;
        const ids = (HIGHLIGHT_PICKS[e.stories] ?? [0]).flatMap((i) => archive.find((s) => s.id === ARCHIVE[i]?.id)?.id ?? []);
        if (ids.length === 0) return;
        create = (title) => engine.createHighlight(title, ids, null);
      }
      const title = `${e.t === 'highlight' ? 'h' : 'k'}${++this.texts}`;
      const made = await this.idsMadeBy(() => create(title));
      const stories = e.t === 'highlight' ? (HIGHLIGHT_PICKS[e.stories] ?? [0]).map((i) => ARCHIVE[i]?.id ?? '') : undefined;
      expected.set(title, { createIds: made, titles: [{ title, ids: made }], deleteIds: null, ...(stories === undefined ? {} : { stories }) });
      return;
    }
    const shown = kind.shown(engine.getState()) ?? [];
    const h = shown[e.pick % Math.max(1, shown.length)];
    if (h === undefined) return;
    const title = `r${++this.texts}`;
    const renames = e.t === 'rename-highlight' || e.t === 'rename-collection';
    const act = kind === HIGHLIGHTS
      ? () => (renames ? engine.editHighlight(h.id, { title, removedStoryIds: [] }) : engine.deleteHighlight(h.id))
      : () => (renames ? engine.renameCollection(h.id, title) : engine.deleteCollection(h.id));
    if (isClientId(h.id)) {
      // Still being made: neither offered (the menu's buttons are disabled) nor done by the worker.
      const done = await act().then(() => true, () => false);
      if (done) this.errors.push([`${e.t} of "${h.title}" still being made was taken`, h.id]);
      return;
    }
    const made = madeOf(kind, expected, this.server, h.id);
    if (made === undefined) {
      this.errors.push([`the screen shows ${kind.label} ${h.id} "${h.title}", never made by the person`, h.id]);
      return;
    }
    const ids = await this.idsMadeBy(act);
    if (renames) made.titles.push({ title, ids });
    else made.deleteIds = ids;
  }

  /** Added: a post added to or removed from a collection the list shows; a story taken out of a highlight the row shows (opened first). */
  async contentsEvent(e: Extract<Event, { t: 'collect-post' | 'uncollect-post' | 'trim-highlight' }>): Promise<void> {
    const { engine } = await this.acting(e.second);
    const kind = e.t === 'trim-highlight' ? HIGHLIGHTS : COLLECTIONS;
    if (kind.shown(engine.getState()) === undefined) await (kind === HIGHLIGHTS ? engine.loadHighlights(VIEWER) : engine.loadProfile(VIEWER_USERNAME));
    // Only one the server has made: the screen offers neither on one still being made.
    const shown = (kind.shown(engine.getState()) ?? []).filter((h) => !isClientId(h.id));
    const h = shown[e.pick % Math.max(1, shown.length)];
    const made = h === undefined ? undefined : madeOf(kind, this.made.get(kind) ?? new Map<string, Made>(), this.server, h.id);
    if (h === undefined || made === undefined) return;
    if (e.t === 'trim-highlight') {
      await engine.openHighlight(h.id);
      const reel = engine.getState().stories.reels[reelIdOfHighlight(h.id)];
      const held = (reel?.itemIds ?? []).map(storyIdOf);
      const storyId = held[e.story % Math.max(1, held.length)];
      if (storyId === undefined || held.length < 2) return; // a highlight keeps one story: the editor offers no removal
      const ids = await this.idsMadeBy(() => engine.editHighlight(h.id, { title: null, removedStoryIds: [storyId] }));
      made.trims = [...(made.trims ?? []), { storyId, ids }];
      return;
    }
    const postId = COLLECTED[e.post] ?? COLLECTED[0];
    const into = e.t === 'collect-post';
    const ids = await this.idsMadeBy(() => (into ? engine.addToCollection(h.id, postId) : engine.removeFromCollection(h.id, postId)));
    const posts = made.posts ?? new Map<string, { in: boolean; ids: readonly string[] }>();
    made.posts = posts;
    // Nothing sent: that choice waits already (its ids stand).
    if (ids.length > 0 || posts.get(postId)?.in !== into) posts.set(postId, { in: into, ids });
  }

  /** Added (usertags): the viewer's tag removed from a post showing it, a waiting tag approved or removed on the Tags page, the preference switched. */
  async tagEvent(e: Extract<Event, { t: 'untag' | 'review-tag' | 'tag-preference' }>): Promise<void> {
    const { engine } = await this.acting(e.second);
    // The Tags page (the preference and the waiting tags) is read first (offline: as held).
    if (e.t !== 'untag' && !engine.getState().usertags.loaded) await engine.loadUsertagReview();
    const state = engine.getState();
    if (e.t === 'tag-preference') {
      if (state.usertags.reviewEnabled === null) return;
      const enabled = !state.usertags.reviewEnabled;
      const ids = await this.idsMadeBy(() => engine.setUsertagReview(enabled));
      this.tags.preference = { enabled, ids };
      return;
    }
    const postId = POSTS[e.post] ?? '1';
    const shown = tagShown(state, postId);
    const waiting = shown === 'pending' || state.usertags.pending.some((p) => p.postId === postId);
    if (e.t === 'untag' ? shown === undefined || shown === 'none' : !waiting) return;
    const approve = e.t === 'review-tag' && e.approve;
    const ids = await this.idsMadeBy(() => (e.t === 'untag' ? engine.removeMeFromPost(postId) : engine.reviewUsertag(postId, approve)));
    this.tags.posts.set(postId, { state: approve ? 'approved' : 'none', ids });
  }

  /** Added: something deleted at the server by someone else or another device (no mutation of this person's). */
  goneElsewhere(e: Extract<Event, { t: 'gone-elsewhere' }>): void {
    const s = this.server;
    if (e.what === 'post') {
      s.deletePost(COLLECTED[e.pick % COLLECTED.length] ?? COLLECTED[0]);
      return;
    }
    if (e.what === 'comment') {
      const live = [...s.comments.values()].filter((c) => !s.deletedPosts.has(c.postId));
      const c = live[e.pick % Math.max(1, live.length)];
      if (c === undefined) return;
      s.deleteCommentElsewhere(c.id);
      this.expected.goneElsewhere.add(c.text);
      return;
    }
    const kind = e.what === 'highlight' ? HIGHLIGHTS : COLLECTIONS;
    const held = [...kind.held(s).byId.values()];
    const h = held[e.pick % Math.max(1, held.length)];
    if (h === undefined) return;
    const made = madeOf(kind, this.made.get(kind) ?? new Map<string, Made>(), s, h.id);
    if (e.what === 'highlight') s.highlights.deleteElsewhere(h.id);
    else s.collections.deleteElsewhere(h.id);
    if (made !== undefined) made.goneElsewhere = true;
  }

  async outbox(): Promise<MutationRecord[]> {
    const db = await openOutboxStore({ name: this.outboxName });
    try {
      return await db.list();
    } finally {
      db.close();
    }
  }
}

/** The reads of a refresh: the feed (posts, their likes, saves, comments and tags), the people's profiles (follows, blocks), the conversation, the stories tray, the viewer's highlights and collections, the Tags page. */
async function pull(engine: Engine): Promise<void> {
  await Promise.all([engine.refreshFeed(), ...PEOPLE.map((p) => engine.loadProfile(p.username)), engine.loadDirectThread(THREAD, false), engine.loadStoriesTray(), engine.loadHighlights(VIEWER), engine.loadProfile(VIEWER_USERNAME), engine.loadUsertagReview()]);
}

/** Added, once idle: each collection's posts read (as its page opens), by id. */
async function collectionReads(engine: Engine): Promise<Map<string, readonly string[]>> {
  const reads = new Map<string, readonly string[]>();
  for (const id of engine.getState().collections.ids) {
    const read = await engine.loadCollectionPosts(id, null);
    if (read.ok) reads.set(id, read.value.postIds);
  }
  return reads;
}

/**
 * Seen marks (the stories area): the server holds, per reel, the newest item the person watched
 * (a mark never goes down; a refusal told in Unsent activity is the one other outcome), and each
 * tab then shows the server's mark.
 */
function storiesHeld(world: World, server: TruthServer, tabs: readonly Tab[]): string[] {
  const wrong: string[] = [];
  for (const r of REELS) {
    const watched = world.storiesWatched.get(r.id) ?? { takenAt: 0, ids: [] };
    const held = server.storySeen.get(r.id) ?? 0;
    const refused = watched.ids.some((id) => server.refusals.has(id));
    if (held !== watched.takenAt && !(refused && held < watched.takenAt)) wrong.push(`1 story seen ${r.id}: server ${held}, watched up to ${watched.takenAt}`);
    for (const t of tabs) {
      const shown = t.engine.getState().stories.reels[r.id]?.seen;
      if (!refused && shown !== undefined && shown !== held) wrong.push(`2 ${t === world.second ? 'second tab: ' : ''}story seen ${r.id}: shown ${shown}, server ${held}`);
    }
  }
  return wrong;
}

/**
 * Added (reports): the server holds exactly one report of each post the person reported (the
 * first one it took; a refusal told, or the post deleted, is the other outcome), none of a post
 * never reported, and took no report call the person did not make.
 */
function reportsHeld(world: World, server: TruthServer): string[] {
  const wrong: string[] = [];
  for (const postId of POSTS) {
    const made = world.reported.get(postId);
    const taken = server.reports.get(postId) ?? [];
    // Refused (told): the server took none of the person's report calls of it. `made` may hold ids
    // that are no record's (a toast shown meanwhile takes one of the same uuids), so: some refused.
    const told = made !== undefined && taken.length === 0 && made.some((id) => server.refusals.has(id));
    if (made !== undefined && taken.length === 0 && !told) wrong.push(`1 report of post ${postId}: the server holds none, ${made.length} records made`);
    if (made === undefined && taken.length > 0) wrong.push(`1 report of post ${postId}: the server holds one never made`);
    for (const id of taken) if (!(made ?? []).includes(id)) wrong.push(`1 report of post ${postId}: call ${id} not made by the person`);
    if (new Set(taken).size !== taken.length) wrong.push(`1 report of post ${postId}: one record taken twice`);
  }
  return wrong;
}

async function openTab(world: World, which: 'first' | 'second'): Promise<Tab> {
  // A closed tab hears nothing more; what it had asked still runs (its failure heard by no one).
  const gated = <T>(p: Promise<T>): Promise<T> => {
    if (tab.alive) return p.then((v) => (tab.alive ? v : never<T>()));
    p.catch(() => undefined);
    return never<T>();
  };
  const clock: Clock = {
    now: () => world.clock.now(),
    setTimeout: (fn, ms) => world.clock.setTimeout(() => tab.alive && fn(), ms),
    clearTimeout: (h) => world.clock.clearTimeout(h),
  };
  const wrap = (db: OutboxDb): OutboxDb => {
    const out = {} as Record<string, unknown>;
    for (const [name, fn] of Object.entries(db)) {
      out[name] = name === 'close' ? fn : (...args: unknown[]) => {
        world.storeCalls.set(name, (world.storeCalls.get(name) ?? 0) + 1);
        const written = (fn as (...a: unknown[]) => Promise<unknown>)(...args);
        if (name !== 'commit' || !tab.closeAfterDone) return gated(written);
        return gated(written.then((stored) => {
          if ((stored as (MutationRecord | undefined)[]).some((r) => r?.state === 'done')) tab.kill();
          return stored;
        }));
      };
    }
    const enqueueMany = out['enqueueMany'] as (rs: readonly MutationRecord[]) => Promise<EnqueueResult[]>;
    out['enqueueMany'] = (rs: readonly MutationRecord[]) => {
      if (!tab.closeOnWrite) return enqueueMany(rs);
      tab.kill();
      return never<EnqueueResult[]>();
    };
    return out as unknown as OutboxDb;
  };
  const channel = new MessageChannel();
  const log = { info: () => undefined, warn: () => undefined, error: (m: string, e?: unknown) => tab.alive && world.errors.push([m, e]) };
  const engine = createEngine({
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => gated(world.server.fetch(input, init))) as typeof fetch,
    origin: ORIGIN,
    clock,
    idb: world.idb,
    openOutbox: async (options) => wrap(await openOutboxStore({ ...options, name: world.outboxName })),
    BroadcastChannel: world.channelFor(() => tab),
    locks: { request: (name, fn) => world.withLock(tab, name, fn) },
    uuid: () => `id-${++world.ids}`,
    random: () => 0.5,
    log,
  });
  let close: () => void = () => undefined;
  const tab: Tab = {
    engine,
    alive: true,
    closeOnWrite: false,
    closeAfterDone: false,
    closed: new Promise<void>((r) => (close = r)),
    kill() {
      if (!tab.alive) return;
      tab.alive = false;
      close();
      channel.port1.close();
      channel.port2.close();
    },
  };
  if (which === 'first') world.tab = tab;
  else world.second = tab;
  engine.setOnline(world.online);
  await engine.init(SESSION, VIEWER, channel.port1, { bootstrap: 'server' });
  return tab;
}

async function check(events: Event[]): Promise<void> {
  const server = createTruthServer([...POSTS, ...COLLECTED]);
  const world = new World(server);
  const first = await world.open();
  await pull(first.engine);
  for (const e of events) {
    await world.run(e);
    await settle();
    const wrong = await world.screensShowLastTaps();
    if (wrong.length > 0) throw new Error(`after ${JSON.stringify(e)}: ${wrong.join('; ')}`);
  }

  // Everything comes back: the server, the network, the session, a tab.
  server.answerHeldReads();
  server.down = false;
  server.faultNext('error-5xx', 0);
  world.online = true;
  const tab = await world.open();
  for (const t of world.alive()) t.engine.setOnline(true);
  if (server.sessionExpired) await tab.engine.login({ username: VIEWER, password: 'pw', queryParams: '{}', optIntoOneTap: false });
  await tab.engine.refreshFeed(); // an answer: the queue must start at once (property 4)
  await tab.engine.settle();
  await settle(5);
  await tab.engine.settle();
  // Waiting is right only behind a server that answered an error (its backoff, in order per entity).
  const now = world.clock.now();
  const queued = (await world.outbox()).filter((r) => r.state === 'pending' || r.state === 'sending');
  const backingOff = new Set(queued.filter((r) => r.retryReason === 'server' && r.nextAttemptAt > now).map((r) => entityKey(r)));
  const stalled = queued.filter((r) => !backingOff.has(entityKey(r)));
  if (stalled.length > 0) throw new Error(`4: waiting although the server answers: ${JSON.stringify(stalled)}`);

  // Server errors' backoffs run out (fake time).
  for (let i = 0; i < 120 && (await world.outbox()).some((r) => r.state !== 'failed'); i++) {
    world.clock.advance(10_000);
    await settle();
    await tab.engine.settle();
  }
  const tabs = world.alive();
  for (const t of tabs) {
    await pull(t.engine);
    await t.engine.settle();
  }
  const left = await world.outbox();
  const reads = new Map<Tab, Map<string, readonly string[]>>();
  for (const t of tabs) {
    reads.set(t, await collectionReads(t.engine));
    // Each highlight opened (its items read again), as the person would look at it.
    for (const h of server.highlights.byId.values()) await t.engine.openHighlight(h.id);
  }
  const problems = [
    ...lastTapHeld(world.expected, server),
    ...storiesHeld(world, server, tabs),
    ...reportsHeld(world, server),
    ...[...world.made].flatMap(([kind, made]) => madeHeld(kind, made, server)),
    ...tagsHeld(world.tags, server),
    ...tabs.flatMap((t) => [
      ...onlyRefusalsLeft(left, t.engine.getState(), server, DEPENDENCY_FAILED),
      ...screenMatchesServer(t.engine.getState(), server, POSTS, PEOPLE.map((p) => p.id)),
      ...[HIGHLIGHTS, COLLECTIONS].flatMap((kind) => madeMatchServer(kind, t.engine.getState(), server)),
      ...contentsMatchServer(t.engine.getState(), server, reads.get(t) ?? new Map()),
      ...tagsMatchServer(t.engine.getState(), server, POSTS),
    ].map((w) => `${t === world.second ? 'second tab: ' : ''}${w}`)),
    ...appliedOnce(server),
    ...(await world.screensShowLastTaps()),
    ...world.errors.map((e) => `logged error: ${String((e as unknown[])[0])} ${String((e as unknown[])[1])}`),
  ];
  for (const t of tabs) t.kill();
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Real time one sequence may take (≈ 60 ms alone) before it counts as one that never ends. */
const SEQUENCE_TIMEOUT_MS = 30_000;

/**
 * `check`, failing a sequence that never ends (a wait that nothing ends) as itself, printed at
 * once for CHAOS_EVENTS, instead of the whole run timing out with no seed and no sequence.
 */
async function checkWithin(events: Event[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const replay = JSON.stringify(events);
      console.error(`[sync model] a sequence did not end within ${SEQUENCE_TIMEOUT_MS} ms; replay: CHAOS_EVENTS='${replay}'`);
      reject(new Error(`the sequence did not end within ${SEQUENCE_TIMEOUT_MS} ms: ${replay}`));
    }, SEQUENCE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(events), hang]);
  } finally {
    clearTimeout(timer);
  }
}

const started = Date.now();
afterAll(() => {
  console.info(`sync model: ${RUNS} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s${SEED === undefined ? '' : `, seed ${SEED}`}`);
});

describe('the sync core under chaos (issue 17): the last tap wins, exactly once, at once', () => {
  it(`holds properties 1–4 over ${RUNS} random sequences`, async () => {
    if (EVENTS !== undefined) {
      for (let i = 0; i < RUNS; i++) await check(JSON.parse(EVENTS) as Event[]);
      return;
    }
    await fc.assert(fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), (events) => checkWithin(events)), {
      numRuns: RUNS,
      ...(SEED === undefined ? {} : { seed: SEED }),
      ...(PATH === undefined ? {} : { path: PATH }),
      verbose: 1,
    });
  }, Math.max(600_000, RUNS * 200)); // ≈ 60 ms a sequence alone; 10,000 took 706 s beside the browser suite

  // Named counterexamples, each the minimal sequence the generator found.
  it('a comment deleted while the session is expired, then the tab closed: the screen ends as the server (seed 127937880, found on bb9ea63, reverted)', async () => {
    await check([
      { t: 'comment', post: 0, second: false },
      { t: 'expire' },
      { t: 'uncomment', post: 0, pick: 0, second: false },
      { t: 'close' },
    ]);
  });

  it('a pull read before a like reached the server, answered after the like was sent and settled, does not undo it (browser chaos CHAOS_SEED=730405570)', async () => {
    await check([{ t: 'slow-refresh' }, { t: 'tap', kind: 0, post: 0, second: false }, { t: 'answer-held' }]);
  });

  it('a save sent while a like backs off stays in the outbox (done, not yet removed); an unsave sent while a pull is on its way: the next reconcile does not put the save back over the unsave (the 8381st sequence of seed 730405570, its timing pinned by settles)', async () => {
    await check([
      { t: 'fault', fault: 'error-5xx', count: 2 },
      { t: 'tap', kind: 0, post: 0, second: false },
      { t: 'answer-held' }, // the like's 503 answered: its backoff timer is set before the time passes
      { t: 'time', ms: 500 },
      { t: 'answer-held' }, // its retry answered 503 too: the save goes through
      { t: 'tap', kind: 1, post: 3, second: false },
      { t: 'answer-held' },
      { t: 'slow-refresh' },
      { t: 'tap', kind: 1, post: 3, second: false },
      { t: 'answer-held' },
    ]);
  });

  it('a save sent and settled while a pull is on its way, then an unsave that waits on a server error: the held answer shows the unsave (the settled save is older)', async () => {
    await check([
      { t: 'slow-refresh' },
      { t: 'tap', kind: 1, post: 3, second: false },
      { t: 'refresh' }, // the save is sent and settled meanwhile
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'tap', kind: 1, post: 3, second: false },
      { t: 'answer-held' },
    ]);
  });

  it('a comment posted with its answer lost, its server copy pulled and deleted while the send backs off on a 503: the send\'s late success does not bring the comment back (a 10,000-sequence run on a55cedc)', async () => {
    await check([
      { t: 'fault', fault: 'answer-lost', count: 1 },
      { t: 'comment', post: 0, second: false },
      { t: 'answer-held' }, // the send applied at the server, its answer lost
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'refresh' },
      { t: 'answer-held' }, // the pull brought the server's copy; the send's retry answered 503
      { t: 'uncomment', post: 0, pick: 0, second: false },
      { t: 'answer-held' }, // the delete is sent and settled before the backoff ends
      { t: 'time', ms: 60_000 },
    ]);
  });

  it('follows and blocks made offline and across a reload: the server ends on the last taps, a block ending the follow', async () => {
    await check([
      { t: 'offline' },
      { t: 'tap', kind: 2, post: 0, second: false }, // follow ann
      { t: 'tap', kind: 3, post: 0, second: false }, // block ann: the follow is the server's to end
      { t: 'tap', kind: 2, post: 1, second: false }, // follow bob
      { t: 'tap', kind: 2, post: 1, second: false }, // unfollow bob: nothing needs sending
      { t: 'reload' },
      { t: 'online' },
      { t: 'answer-held' },
      { t: 'tap', kind: 3, post: 0, second: false }, // unblock ann
      { t: 'tap', kind: 2, post: 0, second: false }, // follow ann again
      { t: 'tap', kind: 2, post: 1, second: false }, // follow bob
    ]);
  });

  it('a message sent with its answer lost, the server copy pulled and unsent while the send backs off on a 503: the send\'s late success does not bring it back', async () => {
    await check([
      { t: 'fault', fault: 'answer-lost', count: 1 },
      { t: 'message', second: false },
      { t: 'answer-held' },
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'refresh' },
      { t: 'answer-held' },
      { t: 'unsend', pick: 0, second: false },
      { t: 'answer-held' },
      { t: 'time', ms: 60_000 },
    ]);
  });

  it('a message whose send answer was lost, unsent from the reopened tab while the send backs off on a 503: a pull does not bring its placeholder back (a 10,000-sequence run, seed 679483127)', async () => {
    await check([
      { t: 'fault', fault: 'answer-lost', count: 1 },
      { t: 'message', second: false },
      { t: 'tap-then-close', kind: 0, post: 0, second: false },
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'unsend', pick: 0, second: false },
      { t: 'refresh' },
    ]);
  });

  it('a comment\'s delete refused, the comment deleted again and sent, the tab reopened: the refused delete\'s revert does not bring it back (a 10,000-sequence run on 66386a5)', async () => {
    await check([
      { t: 'fault', fault: 'answer-lost', count: 1 },
      { t: 'comment', post: 2, second: false },
      { t: 'answer-held' }, // posted, its answer lost
      { t: 'fault', fault: 'refuse', count: 2 },
      { t: 'time', ms: 500 },
      { t: 'answer-held' }, // its retry answered with the first result (a refusal counted)
      { t: 'uncomment', post: 2, pick: 0, second: false },
      { t: 'answer-held' }, // refused: the comment is back, told in Unsent activity
      { t: 'uncomment', post: 2, pick: 0, second: false },
      { t: 'answer-held' }, // deleted at the server
      { t: 'tap-then-close', kind: 0, post: 0, second: false },
      { t: 'message', second: false },
    ]);
  });

  it('a message whose send answer was lost, unsent from a second tab that pulled its server copy: the first tab drops its placeholder too (a 10,000-sequence run, seed 1075957586)', async () => {
    await check([
      { t: 'open-second' },
      { t: 'fault', fault: 'answer-lost', count: 1 },
      { t: 'message', second: false },
      { t: 'answer-held' }, // sent, its answer lost: the first tab shows it "Sending…"
      { t: 'unsend', pick: 0, second: true },
      { t: 'answer-held' }, // the second tab's unsend (of the copy it pulled) heard by the first
      { t: 'message', second: false },
    ]);
  });

  it('a message sent in one tab, closed once its send was written done and before it told the other tabs, and removed by the reopened tab: the second tab keeps showing it (a 10,000-sequence run, seed -1537476263)', async () => {
    // Found by a 10,000-sequence run, seed -1537476263 (open-second; a message in each tab;
    // reload; a 503; answer-held: about 1 in 50 runs, when the reload closed the first tab
    // between its send's done write and its mutation-done post). Caught: the second tab found
    // the record gone, never told done, and took the message's "Sending…" placeholder away as
    // if it had been deleted unsent, though the server held the message. The timing is pinned
    // by message-then-close (fails every run without the fix).
    await check([
      { t: 'open-second' },
      { t: 'message', second: true },
      { t: 'answer-held' }, // the second tab's send settled: the first tab's replayer sends the next one
      { t: 'message-then-close' },
      { t: 'reload' }, // the reopened tab finds the send done and removes it, telling no one
      { t: 'answer-held' }, // the second tab reconciles: the record is gone
    ]);
  });

  it('messages written offline across a reload and a closed tab, one unsent, sent by the service worker: each once, in the conversation', async () => {
    await check([
      { t: 'offline' },
      { t: 'message', second: false },
      { t: 'message', second: false },
      { t: 'reload' },
      { t: 'message', second: false },
      { t: 'close' },
      { t: 'online' },
      { t: 'sw' },
      { t: 'refresh' },
      { t: 'unsend', pick: 1, second: false },
    ]);
  });

  it('two renames made offline, the first refused and the second taken, the tab reloaded: the refused rename takes back no title over the later one', async () => {
    await check([
      { t: 'highlight', stories: 0, second: false },
      { t: 'offline' },
      { t: 'rename-highlight', pick: 0, second: false },
      { t: 'rename-highlight', pick: 0, second: false },
      { t: 'fault', fault: 'refuse', count: 1 },
      { t: 'online' }, // the first rename refused (its revert told), the second taken
      { t: 'answer-held' },
      { t: 'reload' }, // the reopened tab reverts the refused rename: the title before it showed (before the fix)
    ]);
  });

  it('a collection renamed offline and then deleted, the delete refused, the tab reloaded: the rename went with the delete (coalesced), so the name the server holds shows', async () => {
    await check([
      { t: 'collection', second: false },
      { t: 'offline' },
      { t: 'rename-collection', pick: 0, second: false },
      { t: 'uncollect', pick: 0, second: false }, // withdraws the rename still waiting ('delete' coalescing)
      { t: 'fault', fault: 'refuse', count: 1 },
      { t: 'online' }, // the delete refused: the collection back (its last name shown until the list is read)
      { t: 'reload' },
    ]);
  });

  it('a collection renamed and sent while a comment backs off on a 503 (the done rename stays in the outbox), a second tab opened: it shows the new name (a 3,000-sequence run, seed 20261128)', async () => {
    await check([
      { t: 'collection', second: false },
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'comment', post: 0, second: false }, // answered 503: the cache is not written while it waits
      { t: 'rename-collection', pick: 0, second: false }, // sent and done, not yet removed
      { t: 'open-second' }, // restores the old name, then applies the rename's success (kept the old name before the fix)
    ]);
  });

  it.each([
    ['highlight', { t: 'highlight', stories: 3, second: false }, { t: 'unhighlight', pick: 0, second: false }],
    ['collection (a 3,000-sequence run, seed 20261128)', { t: 'collection', second: false }, { t: 'uncollect', pick: 0, second: false }],
  ] as [string, Event, Event][])('a %s made with its answer lost, its server copy read with the list and deleted while the create backs off on a 503: shown once, and the create\'s late success does not bring it back', async (_name, make, remove) => {
    await check([
      { t: 'fault', fault: 'answer-lost', count: 1 },
      make,
      { t: 'answer-held' }, // made at the server, its answer lost
      { t: 'fault', fault: 'error-5xx', count: 1 },
      { t: 'refresh' }, // the list brings the server's copy (shown twice before the fix); the create's retry answered 503
      { t: 'answer-held' },
      remove, // the server's copy deleted, sent and settled
      { t: 'answer-held' },
      { t: 'time', ms: 60_000 }, // the create's retry answered with its first result (back in the list before the fix)
    ]);
  });

  it('a comment deleted elsewhere (the post\'s owner, another device): the card stops showing it once the feed is read again (seed 1301587417)', async () => {
    await check([
      { t: 'comment', post: 0, second: false },
      { t: 'gone-elsewhere', what: 'comment', pick: 0 },
    ]);
  });

  it('a comment deleted elsewhere, then deleted by the person: the delete answered 404 does not bring it back (it did, until the feed was read again, before the fix)', async () => {
    await check([
      { t: 'comment', post: 0, second: false },
      { t: 'answer-held' },
      { t: 'offline' },
      { t: 'uncomment', post: 0, pick: 0, second: false },
      { t: 'gone-elsewhere', what: 'comment', pick: 0 },
      { t: 'online' }, // the delete answered 404: the revert put the comment back on its card
      { t: 'answer-held' },
    ]);
  });

  it('a report refused while a refusal\'s toast took one of the uuids made during the report: told, not missing (the model\'s own mistake; a 10,000-sequence run, seed -739421934, about 1 in 100 replays)', async () => {
    await check([
      { t: 'answer-held' },
      { t: 'highlight', stories: 4, second: true },
      { t: 'report', post: 0, second: true },
      { t: 'fault', fault: 'rate-limited', count: 1 },
      { t: 'comment', post: 0, second: true },
      { t: 'tap', kind: 0, post: 1, second: true },
      { t: 'fault', fault: 'refuse', count: 3 },
      { t: 'review-tag', post: 1, approve: true, second: true },
      { t: 'report', post: 3, second: false },
      { t: 'delete-post', post: 2 },
      { t: 'highlight', stories: 2, second: false },
      { t: 'refresh' },
    ]);
  });

  it('a post saved to a collection offline, the collection deleted on another device: the refusal says so in plain words, no Retry (said "not found" with a Retry before the fix)', async () => {
    await check([
      { t: 'collection', second: false },
      { t: 'answer-held' },
      { t: 'offline' },
      { t: 'collect-post', pick: 0, post: 0, second: false },
      { t: 'gone-elsewhere', what: 'collection', pick: 0 },
      { t: 'online' },
    ]);
  });

  it('calls waiting offline on a collection, a highlight, a comment and tagged posts deleted elsewhere: each refused (404) once, told, none blocking the others; the screens end as the server', async () => {
    await check([
      { t: 'collection', second: false },
      { t: 'highlight', stories: 3, second: false },
      { t: 'comment', post: 1, second: false },
      { t: 'answer-held' },
      { t: 'offline' },
      { t: 'collect-post', pick: 0, post: 0, second: false },
      { t: 'rename-collection', pick: 0, second: false },
      { t: 'trim-highlight', pick: 0, story: 0, second: false },
      { t: 'uncomment', post: 1, pick: 0, second: false },
      { t: 'untag', post: 0, second: false },
      { t: 'review-tag', post: 1, approve: true, second: false },
      { t: 'tap', kind: 0, post: 2, second: false }, // a like behind them all: sent
      { t: 'gone-elsewhere', what: 'collection', pick: 0 },
      { t: 'gone-elsewhere', what: 'highlight', pick: 0 },
      { t: 'gone-elsewhere', what: 'comment', pick: 0 },
      { t: 'delete-post', post: 0 },
      { t: 'delete-post', post: 1 },
      { t: 'online' },
    ]);
  });

  it('posts added to and removed from a collection, a story taken out of a highlight, tags reviewed and the preference switched, offline across a reload and sent by the service worker: the server holds the last choices, once each', async () => {
    await check([
      { t: 'collection', second: false },
      { t: 'highlight', stories: 3, second: false },
      { t: 'answer-held' },
      { t: 'offline' },
      { t: 'collect-post', pick: 0, post: 0, second: false },
      { t: 'collect-post', pick: 0, post: 1, second: false },
      { t: 'uncollect-post', pick: 0, post: 0, second: false },
      { t: 'trim-highlight', pick: 0, story: 1, second: false },
      { t: 'reload' },
      { t: 'review-tag', post: 1, approve: true, second: false },
      { t: 'review-tag', post: 2, approve: false, second: false },
      { t: 'tag-preference', second: false },
      { t: 'tag-preference', second: false },
      { t: 'tag-preference', second: false },
      { t: 'untag', post: 1, second: false },
      { t: 'close' },
      { t: 'online' },
      { t: 'sw' },
    ]);
  });

  it.each([0, 3])(`${BULK} queued actions settle without waiting once the server answers (answers take %i ms)`, async (latencyMs) => {
    const server = createTruthServer(POSTS);
    const world = new World(server);
    const tab = await world.open();
    await tab.engine.refreshFeed();
    tab.engine.setOnline(false);
    world.online = false;
    for (let i = 0; i < BULK; i++) await tab.engine.addComment(POSTS[i % POSTS.length] ?? '1', `bulk ${i}`, null);
    server.down = true;
    world.online = true;
    tab.engine.setOnline(true);
    await tab.engine.settle();
    server.down = false;
    server.latencyMs = latencyMs;
    world.storeCalls.clear();
    const t0 = Date.now();
    const clockAt = world.clock.now();
    await tab.engine.refreshFeed();
    while ((await world.outbox()).length > 0) {
      await settle();
      await tab.engine.settle();
      if (Date.now() - t0 > 60_000) break;
    }
    const ms = Date.now() - t0;
    const calls = [...world.storeCalls].map(([name, n]) => `${name} ${n}`).join(', ');
    console.info(`sync model: ${BULK} comments settled in ${ms} ms, answers taking ${latencyMs} ms (fake-indexeddb, in-process server), at most ${server.maxInFlight} at once at the server; outbox store calls: ${calls}`);
    expect(world.clock.now()).toBe(clockAt); // no backoff waited
    expect(server.comments.size).toBe(BULK);
    expect(await world.outbox()).toEqual([]);
    tab.kill();
  }, 120_000);
});
